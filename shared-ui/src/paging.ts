/** Page sizes every list offers (spec §9). */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;

/** Default page size of every list (spec §9). */
export const DEFAULT_PAGE_SIZE = 10;
