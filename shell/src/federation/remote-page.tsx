import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Flex, RemoteErrorPanel, Spin } from '@portal/shared-ui';
import { REMOTE_LABELS, remotePageId, type RemoteName } from './remote-modules';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRefusedPanel, RemoteTooOldForPagePanel } from './remote-refused-panel';
import { forgetFailedRemotePage, loadRemotePage, type RemotePageLoad } from './remote-page-cache';

function RemoteLoading({ label }: { label: string }) {
  return (
    <Flex role="status" aria-label={`Loading ${label}`} justify="center" style={{ padding: 48 }}>
      <Spin size="large" />
    </Flex>
  );
}

/**
 * The page once its code has arrived. Not React.lazy and Suspense: React reveals suspended content no sooner than
 * 300 ms after a fallback showed (its fallback throttle), which held every remote page, and the request for its
 * data, back by up to that long after the code was there. The load is an external store instead: React renders
 * again when it settles, including when it settled between a render and the subscription (a preload finishing).
 */
function useLoadedPage(id: string): RemotePageLoad {
  const load = loadRemotePage(id);
  const subscribe = useCallback(
    (onSettled: () => void) => {
      let subscribed = true;
      void load.settled.then(() => subscribed && onSettled());
      return () => {
        subscribed = false;
      };
    },
    [load],
  );
  useSyncExternalStore(subscribe, () => load.Page ?? (load.failed ? 'failed' : 'loading'));
  return load;
}

function RemoteModule({ id, label }: { id: string; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const { Page, failed, refused, missing } = useLoadedPage(id);

  // Leaving a failed page means the next visit tries again.
  useEffect(() => () => forgetFailedRemotePage(id), [id]);

  const handleRetry = () => {
    forgetFailedRemotePage(id);
    setAttempt((previous) => previous + 1);
  };

  const errorPanel = <RemoteErrorPanel name={label} onRetry={handleRetry} />;
  if (refused) return <RemoteRefusedPanel label={label} mismatch={refused} />;
  if (missing) return <RemoteTooOldForPagePanel label={label} />;
  if (failed) return errorPanel;
  if (!Page) return <RemoteLoading label={label} />;
  return (
    <RemoteErrorBoundary key={attempt} fallback={errorPanel}>
      <Page />
    </RemoteErrorBoundary>
  );
}

export type RemotePageProps = { remote: RemoteName; module: string };

/**
 * Renders the default export of `remote/module`; an unreachable remote shows an error panel with Retry, one that is
 * refused or has no such module a panel saying which deploy is missing.
 */
export function RemotePage({ remote, module }: RemotePageProps) {
  const id = remotePageId({ remote, module });
  // Keyed so moving between two remote routes never reuses the previous page's state.
  return <RemoteModule key={id} id={id} label={REMOTE_LABELS[remote]} />;
}
