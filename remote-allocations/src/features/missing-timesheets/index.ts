export { MissingTimesheetsPanel } from './components/missing-timesheets-panel';
