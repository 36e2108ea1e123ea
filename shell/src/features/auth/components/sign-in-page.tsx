import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';
import { SsoSignIn } from './sso-sign-in';

/** /signin (public only): the password form, and single sign-on when the API offers it. */
export function SignInPage() {
  return (
    <AuthCard title="Sign In" subtitle="A unified platform for internal operations and team collaboration.">
      <SignInForm />
      <SsoSignIn />
    </AuthCard>
  );
}
