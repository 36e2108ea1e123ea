// What employees (a person's details) and profile (one's own time off) take from time off.
export { TimeOffSection } from './components/time-off-section';
export { TimeOffTable } from './components/time-off-table';
export { useGetMyTimeOffQuery } from './api/time-off-api';
