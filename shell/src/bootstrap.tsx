import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initializeAuth, store } from '@portal/shared-auth';
import { App } from './app/app';
import { registerPortalRemotes } from './federation/register-remotes';

async function start(): Promise<void> {
  void store.dispatch(initializeAuth());
  await registerPortalRemotes();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
