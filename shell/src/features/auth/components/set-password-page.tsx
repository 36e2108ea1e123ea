import { Typography } from 'antd';
import { AuthCard } from './auth-card';
import { BackToSignIn } from './back-to-sign-in';

/** /auth/set-password/:token: placeholder until the set-password form is built. */
export function SetPasswordPage() {
  return (
    <AuthCard title="Set Password">
      <Typography.Paragraph>Setting a new password is not available yet.</Typography.Paragraph>
      <BackToSignIn />
    </AuthCard>
  );
}
