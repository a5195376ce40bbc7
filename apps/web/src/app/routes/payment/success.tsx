import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { ResultCard } from '#web/features/orders/components/result-card';
import { useLocationState } from '#web/lib/navigation';

/** SPEC §2: '<text or Payment> Successfully'; the text may come with the navigation. */
export default function SuccessPage() {
  const state = useLocationState();
  const text =
    typeof state === 'object' && state !== null && 'text' in state && typeof state.text === 'string'
      ? state.text
      : 'Payment';
  return (
    <ResultCard
      tone="success"
      icon={<CircleCheck aria-hidden="true" className="size-8" />}
      title={`${text} Successfully`}
    >
      <Link to={paths.home} className={buttonClasses({ className: 'mt-6 w-full sm:w-auto' })}>
        Go To Home
      </Link>
    </ResultCard>
  );
}
