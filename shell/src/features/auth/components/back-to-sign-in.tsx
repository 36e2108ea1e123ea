import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';

export function BackToSignIn() {
  return (
    <Link to="/signin">
      <ArrowLeftOutlined aria-hidden /> Back to Sign In
    </Link>
  );
}
