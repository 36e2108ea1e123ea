import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from './auth-slice';
import { baseApi } from './base-api';

const rootReducer = combineReducers({
  [authSlice.name]: authSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

/** Builds a store; apps use the singleton `store`, tests build their own. */
export function createPortalStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = PortalStore['dispatch'];

/** The one store of the page, shared by the shell and every remote through Module Federation. */
export const store = createPortalStore();
