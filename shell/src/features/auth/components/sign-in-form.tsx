import { lazy, Suspense, useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { signIn, useAppDispatch } from '@portal/shared-auth';
import { PlainErrorAlert } from '../internal/plain-alert';
import { PlainFormikInput } from '../internal/plain-field';
import { describeSignInFailure, INCORRECT_CREDENTIALS } from '../utils/sign-in-failure';
import { signInSchema, type SignInValues } from './sign-in-schema';

const SignInFailureToast = lazy(() => import(/* webpackChunkName: "sign-in-failure-toast" */ './sign-in-failure-toast'));

const INITIAL_VALUES: SignInValues = { email: '', password: '' };

type Failure = { id: number; title: string; message: string };

/** E-mail and password sign-in; success goes to /, failure is shown inline and as a toast. */
export function SignInForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);

  const fail = (title: string, message: string) => setFailure((previous) => ({ id: (previous?.id ?? 0) + 1, title, message }));

  const handleSubmit = async ({ email, password }: SignInValues) => {
    try {
      const result = await dispatch(signIn(email, password));
      if (result.ok) {
        void navigate('/', { replace: true });
        return;
      }
      const { title, message } = describeSignInFailure(result.status, result.message);
      fail(title, message);
    } catch (error) {
      console.error('Sign-in failed', error);
      fail('Signin Failed', INCORRECT_CREDENTIALS);
    }
  };

  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={signInSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in">
          {failure && !isSubmitting ? <PlainErrorAlert>{failure.message}</PlainErrorAlert> : null}
          {failure ? (
            <Suspense fallback={null}>
              <SignInFailureToast key={failure.id} title={failure.title} message={failure.message} />
            </Suspense>
          ) : null}
          <PlainFormikInput name="email" label="Email" type="email" inputMode="email" autoComplete="username" placeholder="you@company.com" required />
          <PlainFormikInput name="password" label="Password" type="password" autoComplete="current-password" required />
          <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
            <Link to="/forgot-password">Forgot Password</Link>
          </div>
          <button type="submit" className="wp-button wp-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Signing In...' : 'Sign In'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
