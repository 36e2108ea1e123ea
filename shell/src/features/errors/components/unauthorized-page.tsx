import { Result } from '@portal/shared-ui';
import { Link } from 'react-router-dom';

/** Where RoleGuard sends a role that may not open a path. */
export function UnauthorizedPage() {
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Unauthorized Access</h1>}
      subTitle="You do not have permission to view this page."
      extra={<Link to="/">Back to Homepage</Link>}
    />
  );
}
