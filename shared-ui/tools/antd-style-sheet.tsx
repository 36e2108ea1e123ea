// `NODE_ENV=production node --import tsx antd-style-sheet.tsx`, in this folder: prints the style sheet of the antd
// components shared-ui gives the portal (src/antd.ts) and uses itself, under the portal's theme, with the map antd's
// CSS-in-JS reads to skip generating what the sheet already holds. The shell's production build serves it
// (tooling/antd-style-sheet.cjs). e2e/tests/antd-style-sheet.spec.ts checks that what antd generates on a page is
// word for word what the sheet holds under the same keys.
//
// Every rule is keyed by antd's own cache path: the component, and a hash of antd's version and the theme's tokens.
// A page whose antd or theme differs from this build's (a remote from another release winning the shared-ui
// singleton) finds no key of its own in the map and generates its styles at run time, as it does with no sheet.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { stdout } from 'node:process';
import type * as Antd from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { portalTheme } from '../src/theme';

/** What this script takes of @ant-design/cssinjs (not a dependency of shared-ui: see below). */
type CssInJs = {
  createCache(): unknown;
  extractStyle(cache: unknown, options: { plain: boolean; types: string[] }): string;
  StyleProvider: ComponentType<{ cache: unknown; children: ReactNode }>;
};

// antd's own copy of its CSS-in-JS: the style cache below must be the one its components write to.
const fromAntd = createRequire(require.resolve('antd'));
const { createCache, extractStyle, StyleProvider } = fromAntd('@ant-design/cssinjs') as CssInJs;
const antd = fromAntd('antd') as typeof Antd;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's components, each rendered as it needs
type AnyComponent = ComponentType<any> & Record<string, any>;

const SOURCE = join(__dirname, '../src');

/**
 * The antd values shared-ui takes: what src/antd.ts passes on to the apps and what its own components import (the
 * phone's nav drawer, for one). Read from the imports, so a component added to either is in the next build's sheet.
 */
function antdValuesImported(folder = SOURCE): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') for (const name of antdValuesImported(path)) names.add(name);
    } else if (/\.tsx?$/.test(entry.name)) {
      for (const [, list] of readFileSync(path, 'utf8').matchAll(/(?:import|export) \{([^}]*)\} from 'antd'/g)) {
        for (const item of list!.split(',').map((part) => part.trim())) {
          if (item && !item.startsWith('type ')) names.add(item.split(/\s+as\s+/)[0]!);
        }
      }
    }
  }
  return names;
}

/**
 * Components whose styles a bare `<Component />` does not register: pop-ups, rendered open (antd's pure panels for
 * them scope some rules to another class than the real pop-up, under the same cache key), and parts with style hooks
 * of their own. Any other component renders bare.
 */
const RENDERS: Record<string, (component: AnyComponent) => ReactNode> = {
  App: (App) => (
    <App>
      <antd.message._InternalPanelDoNotUseOrYouWillBeFired content="" />
      <antd.notification._InternalPanelDoNotUseOrYouWillBeFired title="" />
    </App>
  ),
  DatePicker: (DatePicker) => (
    <>
      <DatePicker open />
      <DatePicker.RangePicker open />
    </>
  ),
  Drawer: (Drawer) => <Drawer open />,
  Dropdown: (Dropdown) => (
    <Dropdown open menu={{ items: [{ key: 'item', label: 'item' }] }}>
      <span />
    </Dropdown>
  ),
  Form: (Form) => (
    <Form>
      <Form.Item label="label">
        <span />
      </Form.Item>
    </Form>
  ),
  Input: (Input) => (
    <>
      <Input />
      <Input.Search />
      <Input.Password />
      <Input.TextArea />
    </>
  ),
  Layout: (Layout) => (
    <Layout>
      <Layout.Sider />
      <Layout.Header />
      <Layout.Content />
      <Layout.Footer />
    </Layout>
  ),
  Menu: (Menu) => <Menu items={[{ key: 'item', label: 'item' }]} />,
  Modal: (Modal) => <Modal open />,
  Select: (Select) => <Select open options={[{ value: 'option' }]} />,
  // With more rows than a page: its pagination has styles of its own.
  Table: (Table) => <Table columns={[{ dataIndex: 'key' }]} dataSource={[{ key: 1 }]} pagination={{ total: 50 }} />,
  Tag: (Tag) => (
    <>
      <Tag />
      <Tag color="blue" />
      <Tag color="success" />
    </>
  ),
  Tooltip: (Tooltip) => (
    <Tooltip open title="tip">
      <span />
    </Tooltip>
  ),
  Typography: (Typography) => (
    <>
      <Typography.Text />
      <Typography.Title />
      <Typography.Paragraph />
      <Typography.Link />
    </>
  ),
};

/** No styles of their own: the theme, its provider (which wraps everything below) and the breakpoint hooks. */
const NOT_RENDERED = new Set(['ConfigProvider', 'theme', 'Grid']);

const antdComponents = antd as unknown as Record<string, AnyComponent>;
const components = [...antdValuesImported()].filter((name) => !NOT_RENDERED.has(name)).sort();
const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <antd.ConfigProvider theme={portalTheme}>
      {components.map((name) => (
        <span key={name}>{RENDERS[name]?.(antdComponents[name]!) ?? <AnyRendered component={antdComponents[name]!} />}</span>
      ))}
    </antd.ConfigProvider>
  </StyleProvider>,
);

function AnyRendered({ component: Component }: { component: AnyComponent }) {
  return <Component />;
}

// Only the components' rules ('style'): the theme's CSS variables are still written at run time, by the provider
// that holds the theme, so a nested theme (a phone's taller menu) keeps working.
stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
