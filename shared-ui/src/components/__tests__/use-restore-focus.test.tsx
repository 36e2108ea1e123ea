import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Input, Modal } from 'antd';
import { useRestoreFocus } from '../use-restore-focus';

function NameDialog({ onClose }: { onClose: () => void }) {
  useRestoreFocus();
  return (
    <Modal open title="Add Name" footer={null} onCancel={onClose}>
      <Input aria-label="Name" autoFocus />
      <Button onClick={onClose}>Cancel</Button>
    </Modal>
  );
}

function Page({ removeOpenerOnClose = false }: { removeOpenerOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [closedOnce, setClosedOnce] = useState(false);
  const handleClose = () => {
    setOpen(false);
    setClosedOnce(true);
  };
  return (
    <>
      {removeOpenerOnClose && closedOnce ? null : <Button onClick={() => setOpen(true)}>Add Name</Button>}
      <Button>Elsewhere</Button>
      {open ? <NameDialog onClose={handleClose} /> : null}
    </>
  );
}

describe('useRestoreFocus', () => {
  it('gives the focus back to the opener when the dialog closes', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Add Name' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves the focus alone when the opener is gone', async () => {
    render(<Page removeOpenerOnClose />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Name' }));
    await screen.findByRole('dialog', { name: 'Add Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Add Name' })).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });
});
