// What the profile feature takes from employees: the same form, sections and photo upload.
export { EmployeeDialog } from './components/employee-dialog';
export { EmployeeSections } from './components/employee-sections';
export type { SaveTexts } from './hooks/use-save-employee';
export { useUploadUserPhotoMutation } from './api/users-api';
