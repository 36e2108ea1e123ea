import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

/** /signin (public only). */
export function SignInPage() {
  return (
    <AuthCard title="Sign In" subtitle="A unified platform for internal operations and team collaboration.">
      <SignInForm />
    </AuthCard>
  );
}
