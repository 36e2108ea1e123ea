import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { FormikDatePicker } from '../formik-date-picker';
import { FormikInput, FormikPassword } from '../formik-text';
import { FormikNumber } from '../formik-number';
import { FormikSelect } from '../formik-select';

const schema = yup.object({
  name: yup.string().required('Name is required'),
  secret: yup.string().required('Secret is required'),
  role: yup.string().nullable().required('Role is required'),
  hours: yup.number().nullable().required('Hours are required.').min(0.5, 'Hours must be at least 0.5.'),
  date: yup.string().nullable().required('Date is required.'),
});

type Values = { name: string; secret: string; role: string | null; hours: number | null; date: string | null };

function renderForm(onSubmit = jest.fn(), initialValues: Partial<Values> = {}) {
  render(
    <Formik<Values>
      initialValues={{ name: '', secret: '', role: null, hours: null, date: null, ...initialValues }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form>
        <FormikInput name="name" label="Name" required />
        <FormikPassword name="secret" label="Secret" />
        <FormikSelect
          name="role"
          label="Role"
          options={[
            { value: 'ADMIN', label: 'Admin' },
            { value: 'EMPLOYEE', label: 'Employee' },
          ]}
        />
        <FormikNumber name="hours" label="Hours" min={0} max={9} step={0.5} />
        <FormikDatePicker name="date" label="Date" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return onSubmit;
}

describe('Formik field wrappers', () => {
  it('labels each control and marks required ones', () => {
    renderForm();
    for (const label of ['Name', 'Secret', 'Role', 'Hours', 'Date']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Name').closest('label')).toHaveClass('ant-form-item-required');
  });

  it('shows no errors before the user touches anything', () => {
    renderForm();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('shows every error under its field after a submit attempt', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const errors: [label: string, message: string][] = [
      ['Name', 'Name is required'],
      ['Secret', 'Secret is required'],
      ['Role', 'Role is required'],
      ['Hours', 'Hours are required.'],
      ['Date', 'Date is required.'],
    ];
    for (const [label, message] of errors) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      // Tied to its control, so a screen reader reads the message with the field.
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a field error once the field is touched and clears it when fixed', async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('submits typed, chosen and preset values', async () => {
    const onSubmit = renderForm(jest.fn(), { date: '2024-03-07' });
    expect(screen.getByLabelText('Date')).toHaveValue('03-07-2024');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Secret'), 's3cret');
    await userEvent.type(screen.getByLabelText('Hours'), '2.5');
    await userEvent.click(screen.getByLabelText('Role'));
    await userEvent.click(await screen.findByTitle('Employee'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Ada', secret: 's3cret', role: 'EMPLOYEE', hours: 2.5, date: '2024-03-07' },
      expect.anything(),
    );
  });
});
