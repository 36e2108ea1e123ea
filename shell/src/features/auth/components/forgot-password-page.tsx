import { Typography } from 'antd';
import { AuthCard } from './auth-card';
import { BackToSignIn } from './back-to-sign-in';

/** /forgot-password: placeholder until the reset-link form is built. */
export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot Password">
      <Typography.Paragraph>Requesting a reset link is not available yet.</Typography.Paragraph>
      <BackToSignIn />
    </AuthCard>
  );
}
