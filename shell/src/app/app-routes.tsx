import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { SetPasswordPage } from '../features/auth/components/set-password-page';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { UnauthorizedPage } from '../features/errors/components/unauthorized-page';
import { RemotePage } from '../federation/remote-page';
import { REMOTE_ROUTES } from '../federation/remote-modules';
import { HomeRedirect } from './guards/home-redirect';
import { PublicOnlyRoute } from './guards/public-only-route';
import { RoleGuard } from './guards/role-guard';
import { ShellLayout } from './shell-layout';

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/signin"
        element={
          <PublicOnlyRoute>
            <SignInPage />
          </PublicOnlyRoute>
        }
      />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/set-password/:token" element={<SetPasswordPage />} />
      <Route path="/" element={<ShellLayout />}>
        <Route path="unauthorized" element={<UnauthorizedPage />} />
        <Route element={<RoleGuard />}>
          <Route index element={<HomeRedirect />} />
          {REMOTE_ROUTES.map(({ path, remote, module }) => (
            <Route key={path} path={path} element={<RemotePage remote={remote} module={module} />} />
          ))}
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
