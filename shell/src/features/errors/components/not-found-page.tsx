import { Flex, Result } from '@portal/shared-ui';
import { Link } from 'react-router-dom';

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Page Not Found</h1>}
        subTitle="The page you are looking for does not exist or has moved."
        extra={<Link to="/">Back to Homepage</Link>}
      />
    </Flex>
  );
}
