import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { initializeAuth, onUnauthorized, signOut, useAppDispatch, useAuth, type PortalStore } from '@portal/shared-auth';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { AppLayout } from '../layout/app-layout';
import { PortalProviders } from '../providers/portal-providers';
import { StandaloneSignIn } from './standalone-sign-in';

function StandaloneGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { loading, isAuthenticated } = useAuth();

  useEffect(() => {
    void dispatch(initializeAuth());
    return onUnauthorized(() => dispatch(signOut()));
  }, [dispatch]);

  if (loading) return <FullScreenSpinner />;
  if (!isAuthenticated) return <StandaloneSignIn />;
  return <AppLayout>{children}</AppLayout>;
}

export type StandaloneRemoteProps = { children: ReactNode; store?: PortalStore };

/** Runs a remote on its own dev server: providers, router, start-up auth, a bare sign-in, then the portal layout. */
export function StandaloneRemote({ children, store }: StandaloneRemoteProps) {
  return (
    <PortalProviders store={store}>
      <BrowserRouter>
        <StandaloneGate>{children}</StandaloneGate>
      </BrowserRouter>
    </PortalProviders>
  );
}
