import { titleCase } from '@portal/shared-ui';
import { TIME_OFF_KINDS } from '@portal/shared-contracts/values';

/** The fixed department list of spec §3; the ids are part of the API contract. */
export const DEPARTMENTS = ['ENGINEERING', 'SALES', 'MARKETING', 'FINANCE', 'HUMAN_RESOURCES', 'OPERATIONS', 'OTHER'] as const;

const toOptions = <V extends string | number>(entries: readonly (readonly [V, string])[]) => entries.map(([value, label]) => ({ value, label }));

export const DEPARTMENT_OPTIONS = toOptions(DEPARTMENTS.map((name, index) => [index + 1, titleCase(name)] as const));
export const ROLE_OPTIONS = toOptions((['ADMIN', 'MANAGER', 'EMPLOYEE'] as const).map((role) => [role, titleCase(role)] as const));
export const GENDER_OPTIONS = toOptions((['MALE', 'FEMALE', 'OTHER'] as const).map((gender) => [gender, titleCase(gender)] as const));
export const EMPLOYEE_TYPE_OPTIONS = toOptions(
  (['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'] as const).map((type) => [type, titleCase(type)] as const),
);

export const TIME_OFF_KIND_OPTIONS = toOptions(TIME_OFF_KINDS.map((kind) => [kind, titleCase(kind)] as const));
