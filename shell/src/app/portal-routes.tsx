import { Route, Routes } from 'react-router-dom';
import { useStore } from 'react-redux';
import type { PortalStore } from '@portal/shared-auth';
import { PortalProviders } from '@portal/shared-ui';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { SetPasswordPage } from '../features/auth/components/set-password-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { UnauthorizedPage } from '../features/errors/components/unauthorized-page';
import { RemotePage } from '../federation/remote-page';
import { REMOTE_ROUTES } from '../federation/remote-modules';
import { HomeRedirect } from './guards/home-redirect';
import { RoleGuard } from './guards/role-guard';
import { ShellLayout } from './shell-layout';

/** Every route but /signin, with antd's theme and App context: loaded on demand, so the sign-in page needs no antd. */
export default function PortalRoutes() {
  const store = useStore() as PortalStore;
  return (
    <PortalProviders store={store}>
      <Routes>
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
    </PortalProviders>
  );
}
