import { baseApi } from './base-api';
import type { CurrentUser, SignInRequest, SignInResponse } from './contracts';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: '/v1/users/signin', method: 'POST', body }),
    }),
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => '/v1/users/currentuser',
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useSignInMutation, useGetCurrentUserQuery } = authApi;
