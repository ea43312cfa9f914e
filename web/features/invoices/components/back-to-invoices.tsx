import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The way back from the invoices' sub-pages (bank files, reminders) to the sent invoices. */
export function BackToInvoices() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.manager.invoices.href('state=invoiced')}>
        <Trans>Zu den Rechnungen</Trans>
      </Link>
    </Button>
  );
}
