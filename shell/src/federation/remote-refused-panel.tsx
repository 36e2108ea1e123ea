import type { SharedVersionMismatch } from '@portal/federation-runtime';
import { Button, Result } from '@portal/shared-ui';

type Props = { label: string; mismatch: SharedVersionMismatch };

/**
 * In place of a remote the version guard refused before it rendered. It names which side is behind, so the person
 * knows whom to ask; trying again does not help until a deploy, so it offers a reload instead of Retry.
 */
export function RemoteRefusedPanel({ label, mismatch }: Props) {
  const [title, advice] = mismatch.pageIsOlder
    ? [`${label} needs a newer portal`, `This version of ${label} was built for a newer portal than the one running here. Ask the admins to update the portal shell.`]
    : [`${label} is too old for this portal`, `This version of ${label} was built for an older portal than the one running here. Ask the admins to deploy a newer ${label}.`];
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
