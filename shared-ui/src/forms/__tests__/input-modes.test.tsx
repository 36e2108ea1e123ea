import { render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { FormikInput } from '../formik-text';
import { FormikNumber } from '../formik-number';

function renderFields() {
  render(
    <Formik initialValues={{ email: '', phone: '', name: '', hours: null, days: null }} onSubmit={jest.fn()}>
      <Form>
        <FormikInput name="email" label="Email" type="email" />
        <FormikInput name="phone" label="Phone" type="tel" />
        <FormikInput name="name" label="Name" />
        <FormikNumber name="hours" label="Hours" step={0.5} />
        <FormikNumber name="days" label="Days" inputMode="numeric" />
      </Form>
    </Formik>,
  );
}

describe('phone keyboards of the Formik fields', () => {
  it('offers the e-mail keyboard for an e-mail field and the phone pad for a phone field', () => {
    renderFields();
    expect(screen.getByLabelText('Email')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  });

  it('leaves a plain text field to the ordinary keyboard', () => {
    renderFields();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('inputmode');
  });

  it('offers the decimal keyboard for hours, unless the form asks for another', () => {
    renderFields();
    expect(screen.getByLabelText('Hours')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Days')).toHaveAttribute('inputmode', 'numeric');
  });
});
