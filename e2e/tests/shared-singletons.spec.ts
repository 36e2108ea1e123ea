import { expect, test, type Page, type Response } from '@playwright/test';
import { chooseFromUserMenu, demoAccounts, openAs } from '../support/sign-in';

/** Every page a remote serves (an admin has My Profile in the user menu, the rest in the side navigation). */
const NAVIGATION_PAGES = ['Clients', 'Projects', 'Employees', 'Allocations', 'Timesheets'];

/** antd is not federated itself: it arrives inside @portal/shared-ui, a singleton (shared-ui/src/antd.ts). Its style cache is @ant-design/cssinjs. */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'antd', '@ant-design/cssinjs'];

type SourceMap = { sources: string[] };

const MAPLESS_LIMIT = 10_000;

/**
 * The package and file a source-map entry came from, e.g. `antd/es/button/button.js` for
 * `webpack://remote_projects/../node_modules/.pnpm/antd@6.6.8/node_modules/antd/es/button/button.js`.
 * The version folder is dropped so two copies of one package count as the same code.
 */
function packageFile(source: string): { name: string; file: string } | null {
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(source);
  return match ? { name: match[1] as string, file: `${match[1]}/${match[2]}` } : null;
}

/** The modules each downloaded script holds, read from its source map (production builds emit one per chunk). */
async function modulesOf(page: Page, script: Response): Promise<string[]> {
  const body = await script.text();
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(body)?.[1];
  if (!mapName) {
    // webpack writes no map for a chunk of generated code only (a shared module's re-export list); library code
    // always comes with one, so a map-less file must stay that small.
    expect(body.length, `${script.url()} has no source map but holds code`).toBeLessThan(MAPLESS_LIMIT);
    return [];
  }
  const map = (await (await page.request.get(new URL(mapName, script.url()).href)).json()) as SourceMap;
  return map.sources.flatMap((source) => packageFile(source)?.file ?? []);
}

// Method: record every script the browser downloads while an admin visits each remote's page, read each
// script's source map (the build's own list of the modules in that file) and count how often each module of
// React, react-dom and antd arrived. Shared singletons load once from whichever app provided them first; an
// app that bundles its own copy (the library left out of the shared list, a deep import, a value imported from
// antd instead of shared-ui, a version mismatch)
// delivers the same modules a second time. Source maps name modules whatever chunk names or hashes the build
// chose, so this does not depend on how webpack splits the shared code.
test('React, react-dom and antd are downloaded once while an admin visits every remote', async ({ page }) => {
  // Six pages, four remotes loaded for the first time and a source map read per script: more than the default 30 s.
  test.setTimeout(120_000);
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });

  await openAs(page, demoAccounts.ADMIN);
  const nav = page.getByRole('navigation');
  for (const name of NAVIGATION_PAGES) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }
  await chooseFromUserMenu(page, 'Your Profile', /\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const remoteEntries = scripts.filter((script) => script.url().endsWith('/remoteEntry.js'));
  expect(remoteEntries, 'each of the four remotes was loaded').toHaveLength(4);

  const deliveries = new Map<string, number>();
  for (const script of scripts) {
    for (const file of await modulesOf(page, script)) deliveries.set(file, (deliveries.get(file) ?? 0) + 1);
  }
  for (const name of SINGLETON_PACKAGES) {
    const files = [...deliveries].filter(([file]) => packageFile(`/node_modules/${file}`)?.name === name);
    expect(files.length, `${name} was downloaded`).toBeGreaterThan(0);
    const repeated = files.filter(([, count]) => count > 1).map(([file, count]) => `${file} (${count}×)`);
    expect(repeated, `${name} modules downloaded more than once`).toEqual([]);
  }
});
