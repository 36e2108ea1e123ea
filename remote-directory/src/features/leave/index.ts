// What profile (one's own leave on My Profile), employees (a person's balances on their details) and time off (half
// days as a leave request has them) take from leave.
export { MyLeaveSection } from './components/my-leave/my-leave-section';
export { PersonLeaveBalances } from './components/balances/person-leave-balances';
export { HalfDayDateFields, isOneDayRange } from './components/shared/half-day-date-fields';
export { leaveDatesText } from './components/shared/leave-labels';
