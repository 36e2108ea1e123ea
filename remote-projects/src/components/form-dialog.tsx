import type { ReactNode } from 'react';
import { Button, Flex, Form as AntForm, Modal, useRestoreFocus } from '@portal/shared-ui';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';

export type FormDialogMode = 'create' | 'edit' | 'view';

type Props<Values extends FormikValues> = {
  open: boolean;
  mode: FormDialogMode;
  title: string;
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  onClose: () => void;
  /** The fields; they receive whether they must be read-only. */
  children: (readOnly: boolean) => ReactNode;
};

/**
 * A Formik form in a dialog that does not close on an outside click. In view mode the fields are
 * read-only and the only button is Close; otherwise Cancel and Save (Update when editing).
 * The buttons sit inside the <form>, so Enter in a field submits it.
 */
export function FormDialog<Values extends FormikValues>({ open, mode, title, initialValues, validationSchema, onSubmit, onClose, children }: Props<Values>) {
  const readOnly = mode === 'view';
  useRestoreFocus();
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} mask={{ closable: false }} destroyOnHidden width={720}>
      <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            <AntForm component={false} layout="vertical" disabled={readOnly}>
              {children(readOnly)}
            </AntForm>
            <Flex justify="end" gap={8}>
              <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
              {!readOnly && (
                <Button type="primary" htmlType="submit" loading={isSubmitting}>
                  {mode === 'edit' ? 'Update' : 'Save'}
                </Button>
              )}
            </Flex>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
