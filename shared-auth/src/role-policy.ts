import type { Role } from './contracts';

/** Paths each role may open (spec §6). `null` means unrestricted. */
export const ALLOWED_PATHS: Record<Role, readonly string[] | null> = {
  ADMIN: null,
  MANAGER: ['/', '/clients', '/projects', '/employees', '/allocations', '/utilisation', '/holidays', '/timesheets', '/profile', '/leave', '/team-calendar'],
  EMPLOYEE: ['/', '/profile', '/timesheets'],
};

/** True when `role` may open `pathname`; sub-paths of an allowed path are allowed. Unknown roles may open nothing. */
export function isPathAllowed(role: string | null | undefined, pathname: string): boolean {
  if (!role || !(role in ALLOWED_PATHS)) return false;
  const allowed = ALLOWED_PATHS[role as Role];
  if (allowed === null) return true;
  return allowed.some((path) => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)));
}

/** Where the index route sends a role (spec §2). */
export function homePathFor(role: string | null | undefined): string {
  return role === 'EMPLOYEE' ? '/profile' : '/clients';
}

export function isAdmin(role: string | null | undefined): boolean {
  return role === 'ADMIN';
}
