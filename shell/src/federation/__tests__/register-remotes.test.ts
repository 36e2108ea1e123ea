import { registerRemotes } from '@module-federation/enhanced/runtime';
import { jsonResponse, mockFetch } from '@portal/shared-ui/testing';
import { registerPortalRemotes, REMOTES_URL } from '../register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

beforeEach(() => jest.mocked(registerRemotes).mockClear());
afterEach(() => jest.restoreAllMocks());

describe('registerPortalRemotes', () => {
  it('registers every remote of the list with an absolute manifest URL, fetched without cache', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({
        remote_directory: '/remotes/directory/mf-manifest.json',
        remote_projects: 'http://localhost:3002/mf-manifest.json',
      }),
    );
    await registerPortalRemotes();
    expect(fetchMock).toHaveBeenCalledWith(REMOTES_URL, expect.objectContaining({ cache: 'no-cache' }));
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_directory', entry: 'http://localhost/remotes/directory/mf-manifest.json' },
      { name: 'remote_projects', entry: 'http://localhost:3002/mf-manifest.json' },
    ]);
  });

  it('only logs when the list cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse({ message: 'down' }, 503));
    await expect(registerPortalRemotes()).resolves.toBeUndefined();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });
});
