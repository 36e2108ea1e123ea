import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { PreloadCurrentPage } from '../federation/preload-current-page';
import { PlainSpinner } from '../features/auth/internal/plain-spinner';
import { PublicOnlyRoute } from './guards/public-only-route';
import { SignedOutRedirect } from './guards/signed-out-redirect';

// The sign-in page is what every visitor loads first and has a size budget (docs/performance.md, Frontend):
// it uses no antd, and everything else (antd, shared-ui, the layout, the remotes) loads with these routes.
const PortalRoutes = lazy(() => import(/* webpackChunkName: "portal-routes" */ './portal-routes'));

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
      <Route
        path="*"
        element={
          <SignedOutRedirect>
            <PreloadCurrentPage />
            <Suspense fallback={<PlainSpinner />}>
              <PortalRoutes />
            </Suspense>
          </SignedOutRedirect>
        }
      />
    </Routes>
  );
}
