import type { CSSProperties, ReactNode } from 'react';
import { Button, Flex, Form as AntForm, Modal, Typography } from 'antd';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useRestoreFocus } from '../components/use-restore-focus';
import { PHONE_PINNED, PHONE_SCROLLING, useDialogFrame } from './use-dialog-frame';

export type FormDialogMode = 'create' | 'edit' | 'view';

export type FormDialogProps<Values extends FormikValues> = {
  mode: FormDialogMode;
  title: string;
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  onClose: () => void;
  /** The fields; they receive whether they must be read-only. */
  children: (readOnly: boolean) => ReactNode;
  /** A line under the title saying what the dialog is for. */
  intro?: ReactNode;
  /** Shown above the form: a failed load of its options, a switch that saves on its own. */
  notice?: ReactNode;
  /** Check the fields on Save only (and then on the next Save), not while typing. */
  validateOnSubmitOnly?: boolean;
  width?: number;
  /** A long form: the dialog starts near the top and its body scrolls. */
  tall?: boolean;
};

const BODY = { maxHeight: '75vh', overflowY: 'auto' } as const;
const TALL_BODY = { maxHeight: 'calc(90vh - 110px)', overflowY: 'auto', paddingRight: 8 } as const;
/** On a phone the body and the form inside it are columns filling the dialog: fields that scroll, buttons under them. */
const PHONE_COLUMN: CSSProperties = { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' };

/**
 * Every create, edit and view dialog of the portal: a Formik form in a dialog that does not close on an outside
 * click (spec §2). In view mode the fields are read-only and the only button is Close; otherwise Cancel and Save
 * (Update when editing), Cancel held while the save runs. The buttons sit inside the <form>, so Enter submits it.
 * Below md it fills the screen: the intro and fields scroll, the buttons stay pinned above the keyboard.
 */
export function FormDialog<Values extends FormikValues>(props: FormDialogProps<Values>) {
  const { mode, title, initialValues, validationSchema, onSubmit, onClose, children, intro, notice, validateOnSubmitOnly = false, width = 720, tall = false } = props;
  const readOnly = mode === 'view';
  useRestoreFocus();
  const frame = useDialogFrame({ width, style: tall ? { top: '5vh' } : undefined, styles: { body: tall ? TALL_BODY : BODY } });
  const { fullScreen } = frame;
  const preamble = (
    <>
      {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
      {notice}
    </>
  );
  return (
    <Modal
      open
      title={title}
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={frame.width}
      style={frame.style}
      styles={fullScreen ? { ...frame.styles, body: PHONE_COLUMN } : frame.styles}
    >
      {fullScreen ? null : preamble}
      <Formik<Values>
        initialValues={initialValues}
        validationSchema={validationSchema}
        validateOnChange={!validateOnSubmitOnly}
        validateOnBlur={!validateOnSubmitOnly}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title} style={fullScreen ? PHONE_COLUMN : undefined}>
            <div style={fullScreen ? PHONE_SCROLLING : undefined}>
              {fullScreen ? preamble : null}
              <AntForm component={false} layout="vertical" disabled={readOnly}>
                {children(readOnly)}
              </AntForm>
            </div>
            <Flex justify="end" gap={8} style={fullScreen ? PHONE_PINNED : undefined}>
              <Button onClick={onClose} disabled={isSubmitting}>
                {readOnly ? 'Close' : 'Cancel'}
              </Button>
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
