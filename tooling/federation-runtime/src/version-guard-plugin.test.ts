import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import versionGuardPlugin from './version-guard-plugin';
import { mismatchOf } from './shared-version-refusal';

type Args = Parameters<NonNullable<ReturnType<typeof versionGuardPlugin>['resolveShare']>>[0];

const copy = (version: string, from: string) => ({ version, from, shareConfig: { singleton: true, requiredVersion: `^${version}` } });

/** The hook's arguments as Module Federation passes them: the page has shared-ui 1.0.0 from the shell and a remote's own copy registered beside it. */
function resolveShareArgs(packageName: string, consumer: { version: string; requiredVersion: string }): Args {
  const defaultResolver = () => ({ shared: { from: 'shell' }, useTreesShaking: false });
  return {
    shareScopeMap: { default: { [packageName]: { '1.0.0': copy('1.0.0', 'shell'), [consumer.version]: copy(consumer.version, 'remote_projects') } } },
    scope: 'default',
    pkgName: packageName,
    version: '1.0.0',
    shareInfo: { version: consumer.version, from: 'remote_projects', shareConfig: { singleton: true, requiredVersion: consumer.requiredVersion } },
    GlobalFederation: {},
    resolver: defaultResolver,
  } as unknown as Args;
}

describe('the version guard plugin', () => {
  const plugin = versionGuardPlugin();
  const resolve = (args: Args): Args => plugin.resolveShare!(args) ?? args;

  it('hands out the page’s copy when the remote accepts its version, a build of r1 asking for exactly 0.1.0 included', () => {
    for (const requiredVersion of ['^0.1.0 || ^1.0.0', '0.1.0']) {
      const result = resolve(resolveShareArgs('@portal/shared-ui', { version: '0.1.0', requiredVersion }));
      assert.equal(result.resolver()?.shared.from, 'shell');
    }
  });

  it('refuses, with one console line naming both versions, when the remote needs a newer shared-ui', () => {
    const error = mock.method(console, 'error', () => undefined);
    const result = resolve(resolveShareArgs('@portal/shared-ui', { version: '1.2.0', requiredVersion: '^1.2.0' }));
    assert.throws(() => result.resolver(), (thrown) => mismatchOf(thrown)?.pageVersion === '1.0.0');
    assert.match(String(error.mock.calls[0]?.arguments[0]), /remote_projects needs @portal\/shared-ui \^1\.2\.0 .* the page has 1\.0\.0 from shell/);
    error.mock.restore();
  });

  it('hands a remote its own registered copy of a package safe to copy', () => {
    const warn = mock.method(console, 'warn', () => undefined);
    const result = resolve(resolveShareArgs('yup', { version: '1.2.0', requiredVersion: '^1.2.0' }));
    assert.equal(result.resolver()?.shared.from, 'remote_projects');
    assert.equal(warn.mock.callCount(), 1);
    warn.mock.restore();
  });

  it('is registered once for every federation instance created after it (remotes built before the guard included)', () => {
    versionGuardPlugin();
    const federation = (globalThis as { __FEDERATION__?: { __GLOBAL_PLUGIN__: { name: string }[] } }).__FEDERATION__;
    assert.equal(federation?.__GLOBAL_PLUGIN__.filter(({ name }) => name === 'portal-version-guard').length, 1);
  });
});
