import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { signIn, useAppDispatch } from '@portal/shared-auth';
import { FormikInput, FormikPassword, useNotify } from '@portal/shared-ui';
import { describeSignInFailure, INCORRECT_CREDENTIALS } from '../utils/sign-in-failure';
import { signInSchema, type SignInValues } from './sign-in-schema';

const INITIAL_VALUES: SignInValues = { email: '', password: '' };

/** E-mail and password sign-in; success goes to /, failure is shown inline and as a toast. */
export function SignInForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async ({ email, password }: SignInValues) => {
    setFailure(null);
    try {
      const result = await dispatch(signIn(email, password));
      if (result.ok) {
        void navigate('/', { replace: true });
        return;
      }
      const { title, message } = describeSignInFailure(result.status, result.message);
      setFailure(message);
      notify.error(title, message);
    } catch (error) {
      console.error('Sign-in failed', error);
      setFailure(INCORRECT_CREDENTIALS);
      notify.error('Signin Failed', INCORRECT_CREDENTIALS);
    }
  };

  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={signInSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in">
          {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
          <FormikInput name="email" label="Email" type="email" autoComplete="username" placeholder="you@company.com" required />
          <FormikPassword name="password" label="Password" autoComplete="current-password" required />
          <Flex justify="flex-end" style={{ marginBottom: 16 }}>
            <Link to="/forgot-password">Forgot Password</Link>
          </Flex>
          <Button type="primary" htmlType="submit" size="large" block disabled={isSubmitting}>
            {isSubmitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
