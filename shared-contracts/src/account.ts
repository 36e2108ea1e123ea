import { Type, type Static } from 'typebox';

export const ForgotPasswordBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const PasswordSetupBody = Type.Object(
  {
    recoveryToken: Type.String({ minLength: 1, maxLength: 200 }),
    // The policy (length, common passwords) is checked by the service so its message reads well.
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type PasswordSetupBody = Static<typeof PasswordSetupBody>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;
