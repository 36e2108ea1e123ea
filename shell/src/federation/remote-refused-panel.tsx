import type { SharedVersionMismatch } from '@portal/federation-runtime';
import { Button, Result } from '@portal/shared-ui';

/** A remote that a deploy, not a retry, will fix: what is behind, whom to ask, and a reload for after the deploy. */
function DeployNeededPanel({ title, advice }: { title: string; advice: string }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={`${advice} The rest of the portal still works.`}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      }
    />
  );
}

/**
 * In place of a remote the version guard refused before it rendered. It names which side is behind, so the person
 * knows whom to ask; trying again does not help until a deploy, so it offers a reload instead of Retry.
 */
export function RemoteRefusedPanel({ label, mismatch }: { label: string; mismatch: SharedVersionMismatch }) {
  const [title, advice] = mismatch.pageIsOlder
    ? [`${label} needs a newer portal`, `This version of ${label} was built for a newer portal than the one running here. Ask the admins to update the portal shell.`]
    : [`${label} is too old for this portal`, `This version of ${label} was built for an older portal than the one running here. Ask the admins to deploy a newer ${label}.`];
  return <DeployNeededPanel title={title} advice={advice} />;
}

/**
 * In place of a page the remote does not have: it answered, but its build was deployed before the page existed
 * (a new page ships remote first, docs/compatibility.md). Not the network, so no Retry either.
 */
export function RemoteTooOldForPagePanel({ label }: { label: string }) {
  return (
    <DeployNeededPanel
      title={`${label} is too old for this page`}
      advice={`This version of ${label} was deployed before this page existed. Ask the admins to deploy a newer ${label}.`}
    />
  );
}
