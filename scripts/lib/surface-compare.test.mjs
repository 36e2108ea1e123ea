// The surface comparison on small hand-made API Extractor reports: each kind of break fails at the release's major
// version and passes at a new one; additions, reordering, new `// Warning:` lines and deprecations pass.
// `pnpm check:surface` runs this file before it compares the shared packages with the last release.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSurfaces, mayBreak } from './surface-compare.mjs';

const report = (code) => `## API Report File for "@portal/example"\n\n\`\`\`ts\n\n${code.trim()}\n\n\`\`\`\n`;

const RELEASED = report(`
import { ReactNode } from 'react';
import { Button } from 'antd';

// @public
export function PageHeading(input: PageHeadingProps): JSX.Element;

// @public (undocumented)
export type PageHeadingProps = {
    title: ReactNode;
    extra?: ReactNode;
};

// @public
export function FilterBar(input: Props): JSX.Element;

// @public
export function formatDate(value: string | null, pattern?: string): string;

// @public
export function useFileExport(): {
    exportFile: (url: string) => Promise<void>;
    progress: number | null;
};

// @public (undocumented)
type Props = {
    value: string;
    onApply: (filters: string) => void;
};

export { Button }
`);

describe('compareSurfaces', () => {
  it('finds nothing between a report and itself', () => {
    assert.deepEqual(compareSurfaces(RELEASED, RELEASED), { added: [], extended: [], deprecated: [], removed: [], changed: [] });
  });

  it('reports a removed export, which breaks at the same major and is allowed at a new one', () => {
    const result = compareSurfaces(RELEASED, RELEASED.replace(/\/\/ @public\nexport function formatDate[^\n]*\n/, ''));
    assert.deepEqual(result.removed, ['formatDate']);
    assert.equal(mayBreak('1.2.0', '1.3.0'), false);
    assert.equal(mayBreak('1.2.0', '2.0.0'), true);
    assert.equal(mayBreak('0.1.0', '1.0.0'), true);
  });

  it('reports a removed re-export', () => {
    assert.deepEqual(compareSurfaces(RELEASED, RELEASED.replace('export { Button }', '')).removed, ['Button']);
  });

  it('reports a parameter made required', () => {
    const { changed } = compareSurfaces(RELEASED, RELEASED.replace('pattern?: string', 'pattern: string'));
    assert.deepEqual(changed, [{ name: 'formatDate', why: 'parameter pattern became required' }]);
  });

  it('reports a parameter type narrowed and a return type widened', () => {
    const narrowed = compareSurfaces(RELEASED, RELEASED.replace('value: string | null, pattern', 'value: string, pattern'));
    assert.deepEqual(narrowed.changed.map(({ name }) => name), ['formatDate']);
    const widened = compareSurfaces(RELEASED, RELEASED.replace('progress: number | null;', 'progress: number | string | null;'));
    assert.deepEqual(widened.changed.map(({ name }) => name), ['useFileExport']);
  });

  it('reads unions as sets: reordered or requoted they are the same, a parameter type may widen, not narrow', () => {
    const reordered = compareSurfaces(RELEASED, RELEASED.replace('value: string | null, pattern', 'value: null | string, pattern'));
    assert.deepEqual([...reordered.changed, ...reordered.extended], []);
    const widened = compareSurfaces(RELEASED, RELEASED.replace('value: string | null, pattern', 'value: string | number | null, pattern'));
    assert.deepEqual([widened.changed, widened.extended], [[], ['formatDate']]);
    const narrowed = compareSurfaces(RELEASED, RELEASED.replace('value: string | null, pattern', 'value: string, pattern'));
    assert.deepEqual(narrowed.changed, [{ name: 'formatDate', why: 'null no longer in string' }]);
    const tags = (...names) => report(`export const api: Api<{}, ${names.join(' | ')}>;`);
    const requoted = compareSurfaces(tags('"User"', '"Client"'), tags("'Client'", "'User'"));
    assert.deepEqual([...requoted.changed, ...requoted.extended], []);
  });

  it('reports a prop made required or removed, also in a props type the entry point does not export', () => {
    const required = compareSurfaces(RELEASED, RELEASED.replace('extra?: ReactNode', 'extra: ReactNode'));
    assert.deepEqual(required.changed, [{ name: 'PageHeadingProps', why: 'extra became required' }]);
    const removed = compareSurfaces(RELEASED, RELEASED.replace('    value: string;\n    onApply', '    onApply'));
    assert.deepEqual(removed.changed, [{ name: 'FilterBar', why: 'member value removed' }]);
  });

  it('reports a new required prop, since remotes built before it do not pass it', () => {
    const { changed } = compareSurfaces(RELEASED, RELEASED.replace('    extra?: ReactNode;', '    extra?: ReactNode;\n    level: number;'));
    assert.deepEqual(changed, [{ name: 'PageHeadingProps', why: 'required member level added' }]);
  });

  it('lets additions through: an export, an optional prop or parameter, a member the package gives', () => {
    const after = RELEASED.replace('export { Button }', 'export { Button }\n\n// @public\nexport const SIDER_WIDTH = 220;')
      .replace('    extra?: ReactNode;', '    extra?: ReactNode;\n    level?: number;')
      .replace('pattern?: string)', 'pattern?: string, locale?: string)')
      .replace('    progress: number | null;', '    progress: number | null;\n    cancel: () => void;');
    const result = compareSurfaces(RELEASED, after);
    assert.deepEqual(result.removed, []);
    assert.deepEqual(result.changed, []);
    assert.deepEqual(result.added, ['SIDER_WIDTH']);
    assert.deepEqual(result.extended.sort(), ['PageHeadingProps', 'formatDate', 'useFileExport']);
  });

  it('passes a deprecation: it changes a doc comment, not the surface', () => {
    const result = compareSurfaces(RELEASED, RELEASED.replace('// @public\nexport function formatDate', '// @public @deprecated\nexport function formatDate'));
    assert.deepEqual(result.deprecated, ['formatDate']);
    assert.deepEqual([...result.removed, ...result.changed, ...result.extended], []);
  });

  it('ignores order, line breaks, warning lines and the numbering of unexported types', () => {
    const after = report(`
import { Button } from 'antd';
import { ReactNode as ReactNode_2 } from 'react';

export { Button }

// Warning: (ae-forgotten-export) The symbol "Props_2" needs to be exported by the entry point index.d.ts
//
// @public
export function FilterBar(input: Props_2): JSX.Element;

// @public (undocumented)
type Props = { other: number };

// @public (undocumented)
type Props_2 = { onApply: (filters: string) => void; value: string };

// @public
export function useFileExport(): { progress: number | null; exportFile: (url: string) => Promise<void> };

// @public
export function formatDate(value: string | null,
    pattern?: string): string;

// @public (undocumented)
export type PageHeadingProps = { extra?: ReactNode_2; title: ReactNode_2 };

// @public
export function PageHeading(input: PageHeadingProps): JSX.Element;
`);
    const result = compareSurfaces(RELEASED, after);
    assert.deepEqual([...result.removed, ...result.changed, ...result.added], []);
  });

  it('follows a props type that became exported under another name', () => {
    const after = RELEASED.replace('FilterBar(input: Props)', 'FilterBar(input: FilterBarProps)').replace('type Props =', 'export type FilterBarProps =');
    const result = compareSurfaces(RELEASED, after);
    assert.deepEqual(result.changed, []);
    assert.deepEqual(result.added, ['FilterBarProps']);
  });

  it('reports a re-export that now comes from elsewhere', () => {
    const after = RELEASED.replace("import { Button } from 'antd';", "import { Button } from './button';");
    assert.deepEqual(compareSurfaces(RELEASED, after).changed, [{ name: 'Button', why: 'was antd#Button, now ./button#Button' }]);
  });
});
