import type { ComponentType } from 'react';
import {
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  FieldTimeOutlined,
  ProjectOutlined,
  ScheduleOutlined,
  ShopOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Role } from '@portal/shared-auth';

export type NavItem = { path: string; label: string; icon: ComponentType };

const CLIENTS: NavItem = { path: '/clients', label: 'Clients', icon: ShopOutlined };
const PROJECTS: NavItem = { path: '/projects', label: 'Projects', icon: ProjectOutlined };
const EMPLOYEES: NavItem = { path: '/employees', label: 'Employees', icon: TeamOutlined };
const ALLOCATIONS: NavItem = { path: '/allocations', label: 'Allocations', icon: ScheduleOutlined };
const UTILISATION: NavItem = { path: '/utilisation', label: 'Utilisation', icon: BarChartOutlined };
const HOLIDAYS: NavItem = { path: '/holidays', label: 'Holidays', icon: CalendarOutlined };
const TIMESHEETS: NavItem = { path: '/timesheets', label: 'Timesheets', icon: FieldTimeOutlined };
const LEAVE: NavItem = { path: '/leave', label: 'Leave', icon: CarryOutOutlined };
const TEAM_CALENDAR: NavItem = { path: '/team-calendar', label: 'Team calendar', icon: TableOutlined };
const AUDIT_LOG: NavItem = { path: '/audit-log', label: 'Audit log', icon: AuditOutlined };
const PROFILE: NavItem = { path: '/profile', label: 'Profile', icon: UserOutlined };

const NAV_BY_ROLE: Record<Role, readonly NavItem[]> = {
  ADMIN: [CLIENTS, PROJECTS, EMPLOYEES, ALLOCATIONS, UTILISATION, HOLIDAYS, TIMESHEETS, LEAVE, TEAM_CALENDAR, AUDIT_LOG],
  MANAGER: [CLIENTS, PROJECTS, EMPLOYEES, ALLOCATIONS, UTILISATION, HOLIDAYS, TIMESHEETS, LEAVE, TEAM_CALENDAR],
  EMPLOYEE: [PROFILE, TIMESHEETS],
};

/** Side navigation entries of a role (spec §2); an unknown role gets none. */
export function navItemsFor(role: string | null | undefined): readonly NavItem[] {
  return role && role in NAV_BY_ROLE ? NAV_BY_ROLE[role as Role] : [];
}

/** The entry to highlight: the one whose path is the current path or a parent of it (e.g. /timesheets/42). */
export function activeNavPath(items: readonly NavItem[], pathname: string): string | undefined {
  return items.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))?.path;
}
