import * as yup from 'yup';
import { EMAIL_PATTERN as EMAIL_PATTERN_SOURCE } from '@portal/shared-contracts/values';

/** Text, @, text, dot, text (spec §5). */
export const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);

export const signInSchema = yup.object({
  email: yup.string().required('Email is required.').matches(EMAIL_PATTERN, 'Enter a valid email address.'),
  password: yup.string().required('Password is required.'),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
