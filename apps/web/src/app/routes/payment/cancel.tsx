import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';

export default function CancelPage() {
  return (
    <Page title="Order Cancel">
      <Link to={paths.home} className={buttonClasses({ className: 'mt-6' })}>
        Go To Home
      </Link>
    </Page>
  );
}
