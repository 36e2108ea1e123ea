import { baseApi } from './base-api';
import type { CurrentUser, SignInRequest, SignInResponse, SsoSignInBody } from './contracts';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: '/v1/users/signin', method: 'POST', body }),
    }),
    /** Exchanges an identity-provider access token (the API's scope) for the portal's own accessToken. */
    signInWithSso: build.mutation<SignInResponse, SsoSignInBody>({
      query: (body) => ({ url: '/v1/users/sso', method: 'POST', body }),
    }),
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => '/v1/users/currentuser',
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useSignInMutation, useSignInWithSsoMutation, useGetCurrentUserQuery } = authApi;
