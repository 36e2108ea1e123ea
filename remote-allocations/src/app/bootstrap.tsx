import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneRemote } from '@portal/shared-ui';
import AllocationsPage from '../features/allocations/components/allocations-page';
import UtilisationPage from '../features/utilisation/components/utilisation-page';

// Standalone development only: the shell mounts the exposed page itself.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneRemote>
    <Routes>
      <Route path="/allocations" element={<AllocationsPage />} />
      <Route path="/utilisation" element={<UtilisationPage />} />
      <Route path="*" element={<Navigate to="/allocations" replace />} />
    </Routes>
  </StandaloneRemote>,
);
