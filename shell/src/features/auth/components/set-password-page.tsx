import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Input } from '@portal/shared-ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useSetPasswordMutation } from '../api/password-api';
import { failureMessage } from '../utils/failure-message';
import { AuthCard } from './auth-card';
import { BackToSignIn } from './back-to-sign-in';

/** Spec §9: after success, back to sign-in after 2 seconds. */
export const REDIRECT_AFTER_SET_MS = 2000;

type Outcome = { type: 'success' | 'error'; message: string } | null;

/** /auth/set-password/:token: choose a password with the token from an e-mailed link. */
export function SetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [submitPassword, { isLoading }] = useSetPasswordMutation();

  useEffect(() => {
    if (outcome?.type !== 'success') return undefined;
    const timer = window.setTimeout(() => void navigate('/signin', { replace: true }), REDIRECT_AFTER_SET_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || !confirmation) return setOutcome({ type: 'error', message: 'Please fill in both fields.' });
    if (password !== confirmation) return setOutcome({ type: 'error', message: 'Passwords do not match.' });
    setOutcome(null);
    const result = await submitPassword({ recoveryToken: token, password });
    if ('error' in result) return setOutcome({ type: 'error', message: failureMessage(result.error, 'Failed to set password') });
    setOutcome({ type: 'success', message: 'Password set successfully! Redirecting to sign in...' });
  };

  const done = outcome?.type === 'success';
  return (
    <AuthCard title="Set Password" subtitle="Choose a password of at least 8 characters. A long passphrase is best.">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Set a new password">
        {outcome ? <Alert type={outcome.type} showIcon title={outcome.message} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item layout="vertical" label="New Password" htmlFor="new-password">
          <Input.Password id="new-password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} disabled={done} />
        </Form.Item>
        <Form.Item layout="vertical" label="Confirm Password" htmlFor="confirm-password">
          <Input.Password id="confirm-password" autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} disabled={done} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block disabled={isLoading || done} style={{ marginBottom: 16 }}>
          {isLoading ? 'Setting Password...' : 'Set Password'}
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
