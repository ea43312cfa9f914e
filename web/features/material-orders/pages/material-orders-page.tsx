import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { FilterTabs } from '@/components/list/filter-tabs';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/features/auth';
import type { MaterialOrderState } from '@/lib/contract';
import { useOrderForm } from '../api/get-order-form';
import { useOrders } from '../api/get-orders';
import { useRefreshOrders } from '../api/refresh-orders';
import { NewOrderForm } from '../components/new-order-form';
import { OrderList } from '../components/order-list';

/**
 * `/manager/material-orders`: a coach orders material for a workshop they are placed on and follows their orders;
 * admins and associates work through the open orders (mark sent, cancel).
 */
export default function MaterialOrdersPage() {
  const role = useAuth((state) => state.role);
  return role === 'coach' ? <CoachOrders /> : <StaffOrders />;
}

function CoachOrders() {
  const { t } = useLingui();
  const form = useOrderForm();
  const [page, setPage] = useState(1);
  const orders = useOrders({ page });
  const refresh = useRefreshOrders();
  return (
    <>
      <PageHeader
        title={t`Materialbestellung`}
        description={<Trans>Bestellen Sie Material für Workshops, für die Sie eingeteilt sind.</Trans>}
      />
      <div className="grid gap-10">
        {form.error && !form.data ? (
          <FetchError error={form.error} onRetry={() => void form.mutate()} />
        ) : !form.data ? (
          <ListLoading>
            <Trans>Workshops und Material werden geladen …</Trans>
          </ListLoading>
        ) : (
          <NewOrderForm form={form.data} onOrdered={refresh} />
        )}
        <OrdersSection title={t`Meine Bestellungen`} testId="own-orders">
          <OrderList
            list={orders}
            staff={false}
            empty={<Trans>Sie haben noch kein Material bestellt.</Trans>}
            onChanged={refresh}
            onPageChange={setPage}
          />
        </OrdersSection>
      </div>
    </>
  );
}

type Filter = MaterialOrderState | 'all';

function StaffOrders() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<Filter>('ordered');
  const [page, setPage] = useState(1);
  const orders = useOrders({ state: filter === 'all' ? undefined : filter, page });
  const refresh = useRefreshOrders();
  const tabs = [
    { value: 'ordered' as const, label: t`Offen` },
    { value: 'sent' as const, label: t`Versandt` },
    { value: 'cancelled' as const, label: t`Storniert` },
    { value: 'all' as const, label: t`Alle` },
  ];
  return (
    <>
      <PageHeader
        title={t`Materialbestellungen`}
        description={<Trans>Offene Bestellungen der Coaches, die älteste zuerst. Versandte senken den Lagerbestand.</Trans>}
      />
      <div className="grid gap-4">
        <FilterTabs
          label={t`Bestellungen nach Status`}
          tabs={tabs}
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <OrderList
          list={orders}
          staff
          headingLevel={2}
          empty={filter === 'ordered' ? <Trans>Keine offenen Bestellungen.</Trans> : <Trans>Keine Bestellungen.</Trans>}
          onChanged={refresh}
          onPageChange={setPage}
        />
      </div>
    </>
  );
}

function OrdersSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid={testId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
