import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore } from '@portal/shared-auth';
import { PortalProviders } from '../portal-providers';
import { useNotify } from '../use-notify';

function Notifier() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Success', 'Client created successfully')}>ok</button>
      <button onClick={() => notify.error('Delete Failed', 'Failed to delete timesheet.')}>fail</button>
    </>
  );
}

describe('useNotify', () => {
  it('shows success and error toasts with title and description', async () => {
    render(
      <PortalProviders store={createPortalStore()}>
        <Notifier />
      </PortalProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(await screen.findByText('Client created successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete timesheet.')).toBeInTheDocument();
  });
});
