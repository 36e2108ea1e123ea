// What profile (one's own leave on My Profile) takes from leave.
export { MyLeaveSection } from './components/my-leave/my-leave-section';
