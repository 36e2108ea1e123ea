import { baseApi, type SsoSettings } from '@portal/shared-auth';

export const ssoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Read at sign-in page load, so no provider setting is baked into the build. */
    getSsoSettings: build.query<SsoSettings, void>({
      query: () => '/v1/auth/sso-config',
    }),
  }),
});

export const { useGetSsoSettingsQuery } = ssoApi;
