import { useEffect } from 'react';
import { PortalProviders, useNotify } from '@portal/shared-ui';

export type SignInFailureToastProps = { title: string; message: string };

function ShowToast({ title, message }: SignInFailureToastProps) {
  const notify = useNotify();
  useEffect(() => notify.error(title, message), [notify, title, message]);
  return null;
}

/**
 * The failure toast, loaded only once a sign-in fails: antd is not part of the sign-in page's initial JavaScript.
 * Under the portal's own providers, so it has the portal's theme, toast settings and reduced motion like every page.
 */
export default function SignInFailureToast(props: SignInFailureToastProps) {
  return (
    <PortalProviders>
      <ShowToast {...props} />
    </PortalProviders>
  );
}
