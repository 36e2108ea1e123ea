import { useSearchParams } from 'react-router-dom';

// The years the API plans with (1900 to 2999).
const YEAR = /^(19|2\d)\d{2}$/;

/** The year the page shows, kept in the URL as `?year=2026`; this year when absent or not a year. */
export function useYearParam(): [year: number, setYear: (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('year') ?? '';
  const year = YEAR.test(raw) ? Number(raw) : new Date().getFullYear();
  const setYear = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('year', String(next));
        return updated;
      },
      { replace: false },
    );
  return [year, setYear];
}
