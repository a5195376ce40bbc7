import { CircleX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { ResultCard } from '#web/features/orders/components/result-card';

/** SPEC §2: 'Order Cancel' and a Go To Home link (also where a dropped payment lands). */
export default function CancelPage() {
  return (
    <ResultCard
      tone="danger"
      icon={<CircleX aria-hidden="true" className="size-8" />}
      title="Order Cancel"
    >
      <p className="mt-2 text-sm text-slate-600">The payment was not completed.</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-6 w-full sm:w-auto' })}>
        Go To Home
      </Link>
    </ResultCard>
  );
}
