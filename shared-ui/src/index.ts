export { BRAND_COLOR, BRAND_NAME, portalTheme, SIDER_WIDTH } from './theme';
export { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from './paging';
export { DISPLAY_DATE_FORMAT, API_DATE_FORMAT, formatDisplayDate, toApiDate, parseDate, type DateInput } from './dates';
export { PortalProviders, NOTIFICATION_CONFIG, type PortalProvidersProps } from './providers/portal-providers';
export { useNotify, type Notify } from './providers/use-notify';
export { AppLayout, type AppLayoutProps } from './layout/app-layout';
export { useIsPhone, useIsTablet } from './layout/breakpoints';
export { navItemsFor, activeNavPath, type NavItem } from './layout/nav-items';
export { FullScreenSpinner } from './components/full-screen-spinner';
export { PageHeading, type PageHeadingProps } from './components/page-heading';
export { RemoteErrorPanel, type RemoteErrorPanelProps } from './components/remote-error-panel';
export { useRestoreFocus } from './components/use-restore-focus';
export {
  FormikInput,
  FormikPassword,
  FormikTextArea,
  type FormikInputProps,
  type FormikPasswordProps,
  type FormikTextAreaProps,
} from './forms/formik-text';
export { FormikSelect, type FormikSelectProps } from './forms/formik-select';
export { FormikDatePicker, type FormikDatePickerProps } from './forms/formik-date-picker';
export { FormikNumber, type FormikNumberProps } from './forms/formik-number';
export type { FormikFieldProps } from './forms/field-item';
export { FormDialog, type FormDialogMode, type FormDialogProps } from './dialogs/form-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/confirm-dialog';
export { useDialogFrame, type DialogFrame } from './dialogs/use-dialog-frame';
export { useTouchPicker, type TouchPickerProps } from './pickers/use-touch-picker';
export { OptionsLoadError } from './pickers/options-load-error';
export { EmployeePicker, ProjectPicker, projectLabel } from './pickers/picker-fields';
export { pickerOptionsApi, useGetEmployeeOptionsQuery, useGetProjectOptionsQuery, type EmployeeOption, type ProjectOption } from './pickers/picker-options-api';
export { requiredEndDate, textLimits, textUpTo } from './forms/text-rules';
export { StandaloneRemote, type StandaloneRemoteProps } from './standalone/standalone-remote';
export { useListParams, type ListOptions } from './list/use-list-params';
export { sortableColumn } from './list/sortable-column';
export { oneOfParam, idParam, dateParam, type FilterParsers } from './list/filter-params';
export { listPagination } from './list/pagination';
export { DebouncedSearch } from './list/debounced-search';
export { FilterBar, type AppliedFilters } from './list/filter-bar';
export { titleCase } from './list/title-case';
export { geographyApi, useGetCountriesQuery, useGetStatesQuery, type Country, type State } from './geography/geography-api';
export { CountrySelect, type CountrySelectProps } from './geography/country-select';
export { StateSelect, type StateSelectProps } from './geography/state-select';
export { FormikCountryState, type FormikCountryStateProps } from './geography/formik-country-state';
export { useFileExport, type ExportProgress, type FileExportRequest } from './export/use-file-export';
export { FileExportMenu, type FileExportMenuProps } from './export/file-export-menu';
export { viewEditActions } from './list/row-actions';
export { RowActionButtons } from './list/row-action-buttons';
export type { RowAction } from './list/row-action';
export { TotalBadge } from './list/total-badge';
export { PhoneList, countActiveFilters, type ListControl, type PhoneListProps } from './list/phone/phone-list';
export type { ListCard } from './list/phone/list-card';
export type { CardSelection } from './list/phone/card-list';
export type { SortControl } from './list/phone/filters-panel';
export * from './antd';
