module.exports = require('../tooling/webpack.app.cjs').createAppConfig({
  dir: __dirname,
  name: 'remote_directory',
  title: 'Directory',
  port: 3001,
  exposes: {
    './EmployeesPage': './src/features/employees/components/employees-page.tsx',
    './ProfilePage': './src/features/profile/components/profile-page.tsx',
    './AuditLogPage': './src/features/audit-log/components/audit-log-page.tsx',
    './TeamCalendarPage': './src/features/team-calendar/components/team-calendar-page.tsx',
    './LeavePage': './src/features/leave/components/leave-page.tsx',
  },
});
