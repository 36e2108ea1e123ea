import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneRemote } from '@portal/shared-ui';
import ClientsPage from '../features/clients/components/clients-page';
import ProjectsPage from '../features/projects/components/projects-page';

// Standalone development only: the shell mounts the exposed pages itself.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneRemote>
    <Routes>
      <Route path="/clients" element={<ClientsPage />} />
      <Route path="/projects" element={<ProjectsPage />} />
      <Route path="*" element={<Navigate to="/clients" replace />} />
    </Routes>
  </StandaloneRemote>,
);
