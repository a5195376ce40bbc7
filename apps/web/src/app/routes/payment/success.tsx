import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';

/** SPEC §2: '<text or Payment> Successfully'; the text may come with the navigation. */
export default function SuccessPage() {
  const state: unknown = useLocation().state;
  const text =
    typeof state === 'object' && state !== null && 'text' in state && typeof state.text === 'string'
      ? state.text
      : 'Payment';
  return (
    <Page title={`${text} Successfully`}>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-6' })}>
        Go To Home
      </Link>
    </Page>
  );
}
