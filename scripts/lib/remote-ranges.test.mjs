import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acceptedVersions, importedNames, missingFromRelease } from './remote-ranges.mjs';

describe('importedNames', () => {
  it('reads named, type-only and renamed imports of one package, and nothing of others', () => {
    const source = `import { Button, type FormDialogProps, PageHeading as Heading } from '@portal/shared-ui';
import type { RowAction } from '@portal/shared-ui';
import { useAuth } from '@portal/shared-auth';
export { titleCase } from '@portal/shared-ui';`;
    assert.deepEqual([...importedNames(source, '@portal/shared-ui')].sort(), ['Button', 'FormDialogProps', 'PageHeading', 'RowAction', 'titleCase']);
  });
});

describe('missingFromRelease', () => {
  const releasedExports = new Set(['Button', 'PageHeading']);
  it('names what a remote accepting the released version imports but the release lacked', () => {
    const imported = new Set(['Button', 'useIsPhone']);
    assert.deepEqual(missingFromRelease({ range: '^0.1.0 || ^1.0.0', releasedVersion: '0.1.0', imported, releasedExports }), ['useIsPhone']);
  });
  it('says nothing when the remote does not accept the released version (it waits for a newer shell)', () => {
    const imported = new Set(['useIsPhone']);
    assert.deepEqual(missingFromRelease({ range: '^1.3.0', releasedVersion: '1.2.0', imported, releasedExports }), []);
  });
  it('passes a remote that imports only what the release had', () => {
    assert.deepEqual(missingFromRelease({ range: '^1.0.0', releasedVersion: '1.2.0', imported: new Set(['Button']), releasedExports }), []);
  });
});

describe('acceptedVersions', () => {
  it('takes the range after workspace:, the own version and later for workspace:*, and a pin and later', () => {
    assert.equal(acceptedVersions('workspace:^0.1.0 || ^1.0.0', '1.0.0'), '^0.1.0 || ^1.0.0');
    assert.equal(acceptedVersions('workspace:*', '1.2.0'), '^1.2.0');
    assert.equal(acceptedVersions('19.3.1', '19.3.1'), '^19.3.1');
  });
});
