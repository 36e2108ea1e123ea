import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { FullScreenSpinner } from '../full-screen-spinner';
import { PageHeading } from '../page-heading';
import { RemoteErrorPanel } from '../remote-error-panel';

describe('shared components', () => {
  it('FullScreenSpinner announces loading', () => {
    render(<FullScreenSpinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('PageHeading renders an h1 and its actions', () => {
    render(<PageHeading title="Clients" extra={<Button>Add Client</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeInTheDocument();
  });

  it('RemoteErrorPanel explains the outage and retries', async () => {
    const handleRetry = jest.fn();
    render(<RemoteErrorPanel name="Projects" onRetry={handleRetry} />);
    expect(screen.getByText('This section could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/The Projects service is unreachable/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(handleRetry).toHaveBeenCalledTimes(1);
  });
});
