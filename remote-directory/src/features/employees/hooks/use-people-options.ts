import { useGetEmployeeOptionsQuery } from '@portal/shared-ui';

/**
 * Active people as select options (the pickers' own list, GET /users/dropdown), leaving out `except` (the person
 * a line manager is chosen for, or one already shown). `skip`: no request, for a field that is read-only.
 */
export function usePeopleOptions({ except = [], skip = false }: { except?: readonly (number | null | undefined)[]; skip?: boolean } = {}) {
  const people = useGetEmployeeOptionsQuery(undefined, { skip });
  const options = (people.data ?? []).filter((person) => !except.includes(person.id)).map((person) => ({ value: person.id, label: person.name }));
  return { options, loading: people.isFetching };
}
