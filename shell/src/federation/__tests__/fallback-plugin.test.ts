import remoteFallbackPlugin from '../fallback-plugin';
import { isRemoteFallback, RemoteUnavailableError } from '../remote-fallback';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

function failure(lifecycle: ErrorArgs['lifecycle']): ErrorArgs {
  return { id: 'remote_projects/ClientsPage', error: new Error('offline'), lifecycle, from: 'runtime' } as ErrorArgs;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('remoteFallbackPlugin', () => {
  const plugin = remoteFallbackPlugin();

  it('lets manifest failures continue to the module stage', () => {
    expect(plugin.errorLoadRemote?.(failure('afterResolve'))).toBeUndefined();
  });

  it('resolves a failed module load to a fallback module that refuses to render', () => {
    const fallback = plugin.errorLoadRemote?.(failure('onLoad')) as { default: () => unknown };
    expect(isRemoteFallback(fallback)).toBe(true);
    expect(() => fallback.default()).toThrow(RemoteUnavailableError);
  });
});
