import { Type } from 'typebox';

export const ForgotPasswordBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);

export const PasswordSetupBody = Type.Object(
  {
    recoveryToken: Type.String({ minLength: 1, maxLength: 200 }),
    // The policy (length, common passwords) is checked by the service so its message reads well.
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export const MessageResponse = Type.Object({ message: Type.String() });
