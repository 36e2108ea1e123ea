import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneRemote } from '@portal/shared-ui';
import EmployeesPage from '../features/employees/components/employees-page';
import LeavePage from '../features/leave/components/leave-page';
import ProfilePage from '../features/profile/components/profile-page';

// Standalone development only: the shell mounts the exposed pages itself.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneRemote>
    <Routes>
      <Route path="/employees" element={<EmployeesPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/leave" element={<LeavePage />} />
      <Route path="*" element={<Navigate to="/employees" replace />} />
    </Routes>
  </StandaloneRemote>,
);
