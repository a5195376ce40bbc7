import { type PaymentStatus, paymentStatusSchema } from '@store/contract/order';
import { ADMIN_ORDER_LIST_PAGE_SIZE } from '@store/contract/order-view';
import { Receipt } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { inputClasses, selectClasses } from '#web/components/ui/field';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { Pager } from '#web/components/ui/pager';
import { SearchBox } from '#web/components/ui/search-box';
import { storeZoneLabel } from '#web/lib/date-time';
import { useClampPage, usePagedSearch } from '#web/lib/use-paged-search';
import { useAdminOrders } from '../api/admin-orders';
import { OrdersTable } from './orders-table';

const STATES = paymentStatusSchema.options as readonly PaymentStatus[];

/**
 * Issue 17: orders as orders. Search by order id, payment id, buyer e-mail or name; filter by
 * state and by days in the store's time zone (both days included). Payments (SPEC §2) stays.
 */
export function OrdersAdmin() {
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { text, setText, search, page, setPage } = usePagedSearch(1, `${status}|${from}|${to}`);
  const ids = { status: useId(), from: useId(), to: useId() };
  const orders = useAdminOrders({
    page,
    limit: ADMIN_ORDER_LIST_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const totalPages = orders.data?.totalPage;
  useClampPage(page, 1, totalPages, setPage);
  const total = Math.max(totalPages ?? 1, 1);
  const filtered = Boolean(search || status || from || to);

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PageTitle>{orders.data ? `Orders (${orders.data.totalCount})` : 'Orders'}</PageTitle>
        <SearchBox
          label="Search orders"
          placeholder="Order id, payment id, e-mail or name..."
          value={text}
          onChange={setText}
        />
      </div>
      <fieldset className="mt-4 flex flex-wrap items-end gap-3">
        <legend className="sr-only">Filters</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="text-sm font-medium text-slate-800">
            State
          </label>
          <select
            id={ids.status}
            value={status}
            onChange={(event) => setStatus(event.target.value as PaymentStatus | '')}
            className={`${selectClasses} h-9 w-40`}
          >
            <option value="">All states</option>
            {STATES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.from} className="text-sm font-medium text-slate-800">
            From
          </label>
          <input
            id={ids.from}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
            className={`${inputClasses} h-9 w-44`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.to} className="text-sm font-medium text-slate-800">
            To
          </label>
          <input
            id={ids.to}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            className={`${inputClasses} h-9 w-44`}
          />
        </div>
        {filtered && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setText('');
              setStatus('');
              setFrom('');
              setTo('');
            }}
          >
            Clear filters
          </Button>
        )}
      </fieldset>
      <p className="mt-2 text-xs text-slate-600">Days in {storeZoneLabel()}.</p>

      <div className="mt-6">
        {orders.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading orders…
          </p>
        ) : orders.isError ? (
          <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />
        ) : orders.data.data.length === 0 ? (
          <EmptyState icon={Receipt}>
            {filtered ? 'No orders match these filters.' : 'No orders yet.'}
          </EmptyState>
        ) : (
          <OrdersTable rows={orders.data.data} busy={orders.isPlaceholderData} />
        )}
      </div>
      {orders.data && orders.data.totalPage > 1 && (
        <Pager
          label={`${page}/${total}`}
          previousDisabled={page <= 1}
          nextDisabled={page >= total}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}
    </>
  );
}
