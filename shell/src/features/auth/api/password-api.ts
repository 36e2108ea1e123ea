import { baseApi } from '@portal/shared-auth';
import type { ForgotPasswordBody, MessageResponse, PasswordSetupBody } from '@portal/shared-contracts';

export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<MessageResponse, ForgotPasswordBody>({
      query: (body) => ({ url: '/v1/users/forgotpassword', method: 'PUT', body }),
    }),
    setPassword: build.mutation<MessageResponse, PasswordSetupBody>({
      query: (body) => ({ url: '/v1/users/passwordsetup', method: 'PUT', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useSetPasswordMutation } = passwordApi;
