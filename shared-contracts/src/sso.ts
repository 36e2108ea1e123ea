import { Type, type Static } from 'typebox';

/** What the sign-in page needs to offer single sign-on; `enabled: false` alone when it is not configured. */
export const SsoConfigResponse = Type.Object({
  enabled: Type.Boolean(),
  clientId: Type.Optional(Type.String()),
  authority: Type.Optional(Type.String({ description: 'https URL of the identity provider (tenant) MSAL signs in against' })),
  knownAuthorities: Type.Optional(Type.Array(Type.String(), { description: 'host[:port] MSAL may trust without instance discovery' })),
  protocolMode: Type.Optional(Type.Enum(['AAD', 'OIDC'] as const)),
  apiScope: Type.Optional(Type.String({ description: "The portal API's own scope; its access token is what POST /users/sso takes" })),
  loginScopes: Type.Optional(Type.Array(Type.String())),
});
export type SsoConfigResponse = Static<typeof SsoConfigResponse>;

export const SsoSignInBody = Type.Object(
  { accessToken: Type.String({ minLength: 1, maxLength: 16_000, description: "An access token for the portal API's scope, from the identity provider" }) },
  { additionalProperties: false },
);
export type SsoSignInBody = Static<typeof SsoSignInBody>;
