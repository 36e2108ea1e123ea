import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneRemote } from '@portal/shared-ui';
import TimesheetsPage from '../features/timesheets/components/timesheets-page';

// Standalone development only: the shell mounts the exposed page itself.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneRemote>
    <Routes>
      <Route path="/timesheets/*" element={<TimesheetsPage />} />
      <Route path="*" element={<Navigate to="/timesheets" replace />} />
    </Routes>
  </StandaloneRemote>,
);
