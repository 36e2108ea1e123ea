import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Input } from '@portal/shared-ui';
import { useRequestPasswordResetMutation } from '../api/password-api';
import { failureMessage } from '../utils/failure-message';
import { AuthCard } from './auth-card';
import { BackToSignIn } from './back-to-sign-in';

type Outcome = { type: 'success' | 'error'; message: string } | null;

/** /forgot-password: asks for the work e-mail and sends a set-password link to it. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  // A native form: the browser's own required and e-mail checks run before this (spec §5).
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const result = await requestReset({ email: email.trim() });
    if ('error' in result) {
      setOutcome({ type: 'error', message: failureMessage(result.error, 'Failed to send reset link', 'Something went wrong') });
      return;
    }
    setOutcome({ type: 'success', message: 'A reset link has been sent to your email.' });
  };

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your work email and we will send you a link to set a new password.">
      <form onSubmit={(event) => void handleSubmit(event)} aria-label="Request a reset link">
        {outcome ? <Alert type={outcome.type} showIcon title={outcome.message} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item layout="vertical" label="Email" htmlFor="forgot-email" required>
          <Input
            id="forgot-email"
            type="email"
            inputMode="email"
            name="email"
            required
            autoComplete="username"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block disabled={isLoading} style={{ marginBottom: 16 }}>
          {isLoading ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
