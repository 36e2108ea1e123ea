// shared-ui's tests run in jsdom without Node's types: what this file takes from Node, typed here.
declare const __dirname: string;
const { readdirSync, readFileSync } = jest.requireActual<{ readdirSync(path: string): string[]; readFileSync(path: string, encoding: 'utf8'): string }>('node:fs');
const join = (...parts: string[]) => parts.join('/');

// `@portal/shared-ui/lists` is bundled into each remote while the root it builds on comes from the shell, which may be
// the last release's (docs/compatibility.md). So it may take from the root only what that release exported, and
// nothing by a path (which would bundle a second copy of what it reaches, antd among it).
const LISTS = join(__dirname, '..');
const RELEASED_REPORT = join(__dirname, '../../../../releases/surfaces/shared-ui.api.md');
const IMPORT = /import\s+(type\s+)?(?:\{([^}]*)\}|[\w*\s]+)\s+from\s+'([^']+)'/g;

const released = new Set(
  [...readFileSync(RELEASED_REPORT, 'utf8').matchAll(/^export (?:\{ (\w+) \}|(?:declare )?(?:function|const|type|class|interface) (\w+))/gm)].map(
    ([, reexport, declared]) => reexport ?? declared,
  ),
);
const modules = readdirSync(LISTS).filter((file) => /\.tsx?$/.test(file));
const importsOf = (file: string) =>
  [...readFileSync(join(LISTS, file), 'utf8').matchAll(IMPORT)].map(([, typeOnly, names = '', from]) => ({
    typeOnly: Boolean(typeOnly),
    from: from!,
    names: names.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!).filter(Boolean),
  }));

test.each(modules)('%s takes from @portal/shared-ui only what the last release exported', (file) => {
  const missing = importsOf(file)
    .filter(({ from }) => from === '@portal/shared-ui')
    .flatMap(({ names }) => names.filter((name) => !released.has(name)));
  expect(missing).toEqual([]);
});

test.each(modules)('%s reaches the rest of the package by its bare name, and antd for types only', (file) => {
  const outside = importsOf(file).filter(
    ({ from, typeOnly }) => !(from === 'react' || from === '@portal/shared-ui' || /^\.\/[\w-]+$/.test(from) || (typeOnly && /^antd(\/|$)/.test(from))),
  );
  expect(outside).toEqual([]);
});

test('the released report is read (a sanity check of the parsing above)', () => {
  expect(['Table', 'PhoneList', 'useIsPhone', 'listPagination', 'ListCard'].every((name) => released.has(name))).toBe(true);
});
