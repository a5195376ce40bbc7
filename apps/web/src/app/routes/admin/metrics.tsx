import { Page } from '#web/components/ui/page';
import { MetricsAdmin } from '#web/features/admin-metrics/components/metrics-admin';

/** Product Analytics (SPEC §2): the five cards (SPEC §9 formulas, by the server) and the views table. */
export default function AdminMetricsPage() {
  return (
    <Page title="Product Analytics">
      <MetricsAdmin />
    </Page>
  );
}
