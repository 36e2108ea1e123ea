import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseShare, type ShareRequest } from './choose-share';
import { describeMismatch, mismatchOf, sharedVersionRefusal } from './shared-version-refusal';

const request = (overrides: Partial<ShareRequest>): ShareRequest => ({
  packageName: '@portal/shared-ui',
  requiredVersion: '^1.0.0',
  consumer: 'remote_projects',
  consumerVersion: '1.0.0',
  pageVersion: '1.0.0',
  pageProvider: 'shell',
  ...overrides,
});

describe('chooseShare', () => {
  it('gives the page copy when its version is one the remote accepts, older or newer than the remote’s own', () => {
    assert.deepEqual(chooseShare(request({ requiredVersion: '^1.2.0', consumerVersion: '1.2.0', pageVersion: '1.5.0' })), { use: 'page' });
    assert.deepEqual(chooseShare(request({ requiredVersion: '^0.1.0 || ^1.0.0', consumerVersion: '1.4.0', pageVersion: '0.1.0' })), { use: 'page' });
  });

  it('refuses a remote that needs a newer shared-ui than the page has, saying the page is behind', () => {
    const choice = chooseShare(request({ requiredVersion: '^1.3.0', consumerVersion: '1.3.0', pageVersion: '1.2.9' }));
    assert.equal(choice.use, 'refuse');
    assert.equal(choice.use === 'refuse' && choice.mismatch.pageIsOlder, true);
  });

  it('refuses a remote built for an older major, saying the remote is behind', () => {
    const choice = chooseShare(request({ packageName: '@portal/shared-auth', requiredVersion: '^1.0.0', consumerVersion: '1.4.0', pageVersion: '2.0.0' }));
    assert.equal(choice.use, 'refuse');
    assert.equal(choice.use === 'refuse' && choice.mismatch.pageIsOlder, false);
  });

  it('reads the exact versions builds of release r1 asked for as the versions that keep their surface', () => {
    // r1's remotes ask for shared-ui exactly 0.1.0, which every 1.x keeps; and for react exactly 19.3.1.
    assert.deepEqual(chooseShare(request({ requiredVersion: '0.1.0', consumerVersion: '0.1.0', pageVersion: '1.3.0' })), { use: 'page' });
    assert.deepEqual(chooseShare(request({ packageName: 'react', requiredVersion: '19.3.1', consumerVersion: '19.3.1', pageVersion: '19.4.0' })), { use: 'page' });
    assert.equal(chooseShare(request({ requiredVersion: '0.1.0', consumerVersion: '0.1.0', pageVersion: '2.0.0' })).use, 'refuse');
    assert.equal(chooseShare(request({ packageName: 'react', requiredVersion: '19.3.1', consumerVersion: '19.3.1', pageVersion: '20.0.0' })).use, 'refuse');
  });

  it('lets a remote bring its own copy of a package that keeps no shared state, and only of such a package', () => {
    assert.equal(chooseShare(request({ packageName: 'yup', requiredVersion: '^1.8.0', consumerVersion: '1.8.0', pageVersion: '1.7.1' })).use, 'own-copy');
    assert.equal(chooseShare(request({ packageName: 'formik', requiredVersion: '^2.5.0', consumerVersion: '2.5.0', pageVersion: '2.4.9' })).use, 'refuse');
  });

  it('takes any version when the build asked for none', () => {
    assert.deepEqual(chooseShare(request({ requiredVersion: false, pageVersion: '0.0.1' })), { use: 'page' });
  });
});

describe('a refusal', () => {
  it('names both versions and is recognised through the errors that wrap it', () => {
    const choice = chooseShare(request({ requiredVersion: '^1.3.0', consumerVersion: '1.3.0', pageVersion: '1.0.0' }));
    assert.equal(choice.use, 'refuse');
    if (choice.use !== 'refuse') return;
    assert.equal(describeMismatch(choice.mismatch), 'remote_projects needs @portal/shared-ui ^1.3.0 (built with 1.3.0); the page has 1.0.0 from shell');
    const wrapped = new Error('loading the chunk failed', { cause: sharedVersionRefusal(choice.mismatch) });
    assert.deepEqual(mismatchOf(wrapped), choice.mismatch);
    assert.equal(mismatchOf(new Error('network down')), undefined);
  });
});
