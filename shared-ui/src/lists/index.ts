// `@portal/shared-ui/lists`: bundled into each app that imports it, not shared at run time like the package's root
// (tooling/webpack.app.cjs shares '@portal/shared-ui' by its exact name only), so a remote may use it on a shell whose
// shared-ui predates it. Its modules reach the shared copy by the bare name '@portal/shared-ui' and take only what
// the last release's shared-ui exported (lists-surface.test.ts checks both), never antd itself (a second antd).
export { ResponsiveList, type ListSlot, type ResponsiveListControl, type ResponsiveListProps } from './responsive-list';
export { ItemFilter, PersonFilter, type FilterItem, type ItemFilterProps, type PersonFilterProps } from './person-filter';
