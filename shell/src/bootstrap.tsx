import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAccessToken, initializeAuth, store } from '@portal/shared-auth';
import { App } from './app/app';
import { linkAntdStyleSheet } from './app/antd-style-sheet';
import { registerPortalRemotes } from './federation/register-remotes';

async function start(): Promise<void> {
  void store.dispatch(initializeAuth());
  // Someone signed in is going to a page of lists and forms: antd's sheet spares it generating their styles.
  await Promise.all([registerPortalRemotes(), getAccessToken() ? linkAntdStyleSheet(document) : undefined]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
