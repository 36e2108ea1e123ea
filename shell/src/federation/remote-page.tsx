import { Suspense, useEffect, useState } from 'react';
import { Flex, Spin } from 'antd';
import { RemoteErrorPanel } from '@portal/shared-ui';
import { REMOTE_LABELS, type RemoteName } from './remote-modules';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { forgetFailedRemotePage, remotePageFor } from './remote-page-cache';

function RemoteLoading({ label }: { label: string }) {
  return (
    <Flex role="status" aria-label={`Loading ${label}`} justify="center" style={{ padding: 48 }}>
      <Spin size="large" />
    </Flex>
  );
}

function RemoteModule({ id, label }: { id: string; label: string }) {
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: remotePageFor(id) }));
  const { Page } = attempt;

  // Leaving a failed page means the next visit tries again.
  useEffect(() => () => forgetFailedRemotePage(id), [id]);

  const handleRetry = () => {
    forgetFailedRemotePage(id);
    const Next = remotePageFor(id);
    setAttempt((previous) => ({ count: previous.count + 1, Page: Next }));
  };

  return (
    <RemoteErrorBoundary key={attempt.count} fallback={<RemoteErrorPanel name={label} onRetry={handleRetry} />}>
      <Suspense fallback={<RemoteLoading label={label} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export type RemotePageProps = { remote: RemoteName; module: string };

/** Renders the default export of `remote/module`; an unreachable remote shows an error panel with Retry. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const id = `${remote}/${module}`;
  // Keyed so moving between two remote routes never reuses the previous page's state.
  return <RemoteModule key={id} id={id} label={REMOTE_LABELS[remote]} />;
}
