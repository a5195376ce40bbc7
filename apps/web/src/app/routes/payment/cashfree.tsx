import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { LogoMark } from '../../../components/ui/logo';
import { PageTitle } from '../../../components/ui/page';
import { paths } from '../../../config/paths';

/**
 * The payment-return page, outside the main layout (SPEC §2). Verifying the order id from
 * the query string arrives with the payments issue.
 */
export default function CashfreeReturnPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-4 text-center">
      <LogoMark className="size-12 text-brand-700" />
      <PageTitle>Payment Status</PageTitle>
      <Link to={paths.home} className={buttonClasses()}>
        Go To Home
      </Link>
    </main>
  );
}
