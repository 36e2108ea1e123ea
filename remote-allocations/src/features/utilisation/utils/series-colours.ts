/** The chart's line colours (at least 3:1 against white, as WCAG asks of graphics). */
export const SERIES_COLOURS = { capacity: '#595959', planned: '#1d39c4', logged: '#237804' } as const;
