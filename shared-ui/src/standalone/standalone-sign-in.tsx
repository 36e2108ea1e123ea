import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { signIn, useAppDispatch } from '@portal/shared-auth';

type Credentials = { email: string; password: string };

/** Bare e-mail/password sign-in used only when a remote runs on its own dev server. */
export function StandaloneSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleFinish = async ({ email, password }: Credentials) => {
    setBusy(true);
    setFailure(null);
    const result = await dispatch(signIn(email, password));
    setBusy(false);
    if (!result.ok) {
      setFailure(result.status === 429 && result.message ? result.message : 'Username or password is incorrect.');
      return;
    }
    // Logout sends the user to /signin, which a remote has no route for.
    if (pathname === '/signin') navigate('/', { replace: true });
  };

  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 24 }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          Sign in (standalone remote)
        </Typography.Title>
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
        <Form<Credentials> layout="vertical" onFinish={handleFinish} requiredMark={false}>
          <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Email is required.' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required.' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block disabled={busy}>
            {busy ? 'Signing In...' : 'Sign In'}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
