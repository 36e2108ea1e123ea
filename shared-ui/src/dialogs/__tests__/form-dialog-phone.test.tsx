import { render, screen, within } from '@testing-library/react';
import * as yup from 'yup';
import { FormDialog } from '../form-dialog';
import { ConfirmDialog } from '../confirm-dialog';
import { FormikDatePicker } from '../../forms/formik-date-picker';
import { FormikInput } from '../../forms/formik-text';
import { mockViewportWidth } from './phone-viewport';

const schema = yup.object({ name: yup.string(), date: yup.string().nullable() });

function renderFormDialog() {
  render(
    <FormDialog mode="create" title="Add Thing" intro="What a thing is." initialValues={{ name: '', date: null }} validationSchema={schema} onSubmit={jest.fn()} onClose={jest.fn()}>
      {() => (
        <>
          <FormikInput name="name" label="Name" />
          <FormikDatePicker name="date" label="Date" />
        </>
      )}
    </FormDialog>,
  );
  return screen.getByRole('dialog');
}

/** antd's Modal element (the role=dialog itself): the outer frame whose width and position the layout sets. */
const frameOf = (dialog: HTMLElement) => dialog.closest('.ant-modal') as HTMLElement;
const containerOf = (dialog: HTMLElement) => dialog.querySelector('.ant-modal-container') as HTMLElement;

describe('FormDialog below md', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('fills a phone screen: full width, no margin, as tall as the visible viewport, without rounded corners', () => {
    restore = mockViewportWidth(390);
    const dialog = renderFormDialog();
    expect(frameOf(dialog)).toHaveStyle({ width: '100vw', margin: '0px', top: '0px', maxWidth: '100vw' });
    const { style } = containerOf(dialog);
    expect(style.height).toMatch(/^(\d+(\.\d+)?px|100dvh)$/);
    expect([style.borderRadius, style.display, style.flexDirection]).toEqual([expect.stringMatching(/^0(px)?$/), 'flex', 'column']);
  });

  it('scrolls the intro and fields while Cancel and Save stay in a footer pinned under them', () => {
    restore = mockViewportWidth(390);
    renderFormDialog();
    const form = screen.getByRole('form', { name: 'Add Thing' });
    const scrolling = screen.getByLabelText('Name').closest('div[style*="overflow"]') as HTMLElement;
    expect(scrolling).toHaveStyle({ overflowY: 'auto' });
    expect(within(scrolling).getByText('What a thing is.')).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(scrolling).not.toContainElement(save);
    expect(save.parentElement).toHaveStyle({ flex: 'none' });
  });

  it('opens the date field as a calendar to tap, not a box that brings up the keyboard', () => {
    restore = mockViewportWidth(390);
    renderFormDialog();
    expect(screen.getByLabelText('Date')).toHaveAttribute('readonly');
  });

  it('keeps the desktop dialog as it was: 720 px wide, margins, a typable date', () => {
    restore = mockViewportWidth(1280);
    const dialog = renderFormDialog();
    expect(frameOf(dialog)).toHaveStyle({ width: '720px' });
    expect(frameOf(dialog).style.margin).toBe('');
    expect(screen.getByLabelText('Date')).not.toHaveAttribute('readonly');
    // The intro sits above the form in the body that scrolls as a whole, as before.
    expect(screen.getByText('What a thing is.').parentElement).toHaveClass('ant-modal-body');
  });

  it('is full-screen on a tablet only when below md (768 px keeps the desktop frame)', () => {
    restore = mockViewportWidth(768);
    const dialog = renderFormDialog();
    expect(frameOf(dialog)).toHaveStyle({ width: '720px' });
  });
});

describe('ConfirmDialog below md', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('fills a phone screen with its buttons in the pinned footer', () => {
    restore = mockViewportWidth(360);
    render(
      <ConfirmDialog title="Delete Thing" busy={false} onConfirm={jest.fn()} onClose={jest.fn()}>
        Delete this thing?
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(frameOf(dialog)).toHaveStyle({ width: '100vw', margin: '0px' });
    const footer = dialog.querySelector('.ant-modal-footer') as HTMLElement;
    expect(footer).toHaveStyle({ flex: 'none' });
    expect(within(footer).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
