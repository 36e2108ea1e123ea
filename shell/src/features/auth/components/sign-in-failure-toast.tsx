import { useEffect } from 'react';
import { App, ConfigProvider, NOTIFICATION_CONFIG, portalTheme, useNotify } from '@portal/shared-ui';

export type SignInFailureToastProps = { title: string; message: string };

function ShowToast({ title, message }: SignInFailureToastProps) {
  const notify = useNotify();
  useEffect(() => notify.error(title, message), [notify, title, message]);
  return null;
}

/** The failure toast, loaded only once a sign-in fails: antd is not part of the sign-in page's initial JavaScript. */
export default function SignInFailureToast(props: SignInFailureToastProps) {
  return (
    <ConfigProvider theme={portalTheme}>
      <App notification={NOTIFICATION_CONFIG} component={false}>
        <ShowToast {...props} />
      </App>
    </ConfigProvider>
  );
}
