import * as yup from 'yup';

/** Text, @, text, dot, text (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const signInSchema = yup.object({
  email: yup.string().required('Email is required.').matches(EMAIL_PATTERN, 'Enter a valid email address.'),
  password: yup.string().required('Password is required.'),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
