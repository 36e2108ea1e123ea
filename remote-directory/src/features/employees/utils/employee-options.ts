import { titleCase } from '@portal/shared-ui';
import { DEPARTMENTS, EMPLOYEE_TYPES, GENDERS, ROLES } from '@portal/shared-contracts/values';

/** A vocabulary of the API's contract as select options, each named in title case. */
const optionsOf = <V extends string>(values: readonly V[]) => values.map((value) => ({ value, label: titleCase(value) }));

/** The departments by id (1..7, as the API numbers them in the contract's order), named in title case. */
export const DEPARTMENT_OPTIONS = DEPARTMENTS.map((name, index) => ({ value: index + 1, label: titleCase(name) }));
export const ROLE_OPTIONS = optionsOf(ROLES);
export const GENDER_OPTIONS = optionsOf(GENDERS);
export const EMPLOYEE_TYPE_OPTIONS = optionsOf(EMPLOYEE_TYPES);
