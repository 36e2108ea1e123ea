import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from './contracts';

export type AuthState = {
  isAuthenticated: boolean;
  user: CurrentUser | null;
  loading: boolean;
};

const initialState: AuthState = { isAuthenticated: false, user: null, loading: true };

/** A current-user answer counts only when it has an id (spec §3). */
function isValidUser(user: CurrentUser | null | undefined): user is CurrentUser {
  return Boolean(user && typeof user.id === 'number');
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authResolved(state, action: PayloadAction<CurrentUser | null>) {
      const user = isValidUser(action.payload) ? action.payload : null;
      state.user = user;
      state.isAuthenticated = user !== null;
      state.loading = false;
    },
    userUpdated(state, action: PayloadAction<CurrentUser>) {
      if (isValidUser(action.payload)) state.user = action.payload;
    },
    signedOut(state) {
      state.user = null;
      state.isAuthenticated = false;
      state.loading = false;
    },
  },
});

export const { authResolved, userUpdated, signedOut } = authSlice.actions;
