// `NODE_ENV=production node --import tsx antd-style-sheet.tsx`, in this folder: prints the style sheet of the antd
// components shared-ui gives the portal (src/antd.ts), under the portal's theme, with the map antd's CSS-in-JS reads to
// skip generating what the sheet already holds. The shell's production build serves it (tooling/antd-style-sheet.cjs).
//
// Every rule is keyed by antd's own cache path: the component, and a hash of antd's version and the theme's tokens.
// A page whose antd or theme differs from this build's (a remote from another release winning the shared-ui
// singleton) finds no key of its own in the map and generates its styles at run time, as it does with no sheet.
import { createRequire } from 'node:module';
import { stdout } from 'node:process';
import type * as Antd from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as portalAntd from '../src/antd';
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
const { message, notification } = fromAntd('antd') as typeof Antd;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's components, each rendered as it needs
type AnyComponent = ComponentType<any> & Record<string, any>;

/**
 * Components whose styles a bare `<Component />` does not register: pop-ups (their panels, which antd provides for
 * exactly this), and compound parts with style hooks of their own. Any other component renders bare.
 */
const RENDERS: Record<string, (component: AnyComponent) => ReactNode> = {
  App: (App) => (
    <App>
      <message._InternalPanelDoNotUseOrYouWillBeFired content="" />
      <notification._InternalPanelDoNotUseOrYouWillBeFired title="" />
    </App>
  ),
  DatePicker: (DatePicker) => (
    <>
      <DatePicker />
      <DatePicker.RangePicker />
      <DatePicker._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  ),
  Dropdown: (Dropdown) => (
    <Dropdown menu={{ items: [{ key: 'item', label: 'item' }] }}>
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
  Modal: (Modal) => <Modal._InternalPanelDoNotUseOrYouWillBeFired title="" />,
  Select: (Select) => (
    <>
      <Select />
      <Select._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  ),
  // With more rows than a page: its pagination has styles of its own.
  Table: (Table) => <Table columns={[{ dataIndex: 'key' }]} dataSource={[{ key: 1 }]} pagination={{ total: 50 }} />,
  Tag: (Tag) => (
    <>
      <Tag />
      <Tag color="blue" />
      <Tag color="success" />
    </>
  ),
  Tooltip: (Tooltip) => <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="" />,
  Typography: (Typography) => (
    <>
      <Typography.Text />
      <Typography.Title />
      <Typography.Paragraph />
      <Typography.Link />
    </>
  ),
};

/** Not components of their own: the theme and its provider wrap everything below. */
const NOT_RENDERED = new Set(['ConfigProvider', 'theme']);

const { ConfigProvider } = portalAntd;
const components = Object.entries(portalAntd as unknown as Record<string, AnyComponent>).filter(([name]) => !NOT_RENDERED.has(name));
const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={portalTheme}>
      {components.map(([name, component]) => (
        <span key={name}>{RENDERS[name]?.(component) ?? <AnyRendered component={component} />}</span>
      ))}
    </ConfigProvider>
  </StyleProvider>,
);

function AnyRendered({ component: Component }: { component: AnyComponent }) {
  return <Component />;
}

// Only the components' rules ('style'): the theme's CSS variables are still written at run time, by the provider
// that holds the theme, so a nested theme (a phone's taller menu) keeps working.
stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
