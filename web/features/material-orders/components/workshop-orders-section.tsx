import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Section } from '@/components/detail-section';
import { paths } from '@/config/paths';
import { useOrders } from '../api/get-orders';
import { useRefreshOrders } from '../api/refresh-orders';
import { OrderList } from './order-list';

/** The material orders of one workshop on its detail page (admin, associate): mark sent or cancel right there. */
export function WorkshopOrdersSection({ workshopId }: { workshopId: number }) {
  const { t } = useLingui();
  const list = useOrders({ workshop_id: workshopId, per_page: 100 });
  const refresh = useRefreshOrders();
  return (
    <Section title={t`Materialbestellungen`} className="lg:col-span-2" testId="workshop-material-orders">
      <OrderList list={list} staff showWorkshop={false} empty={<Trans>Noch keine.</Trans>} onChanged={refresh} />
      <p className="mt-3 text-sm">
        <Link href={paths.manager.materialOrders.href()} className="underline underline-offset-4 hover:text-foreground">
          <Trans>Alle Materialbestellungen</Trans>
        </Link>
      </p>
    </Section>
  );
}
