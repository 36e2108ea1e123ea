import { useDispatch, useSelector } from 'react-redux';
import type { Role } from './contracts';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The auth state of spec §4: isAuthenticated, user, loading. */
export function useAuth() {
  return useAppSelector((state) => state.auth);
}

export function useCurrentUser() {
  return useAppSelector((state) => state.auth.user);
}

export function useRole(): Role | null {
  return useAppSelector((state) => state.auth.user?.role ?? null);
}

/** Display name per spec §3: fullName, else name, else "User". */
export function displayNameOf(user: { fullName?: string; name?: string; user?: { fullName?: string } } | null | undefined): string {
  return user?.fullName || user?.user?.fullName || user?.name || 'User';
}
