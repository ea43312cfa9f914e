import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { formatIsoDate, formatPrice } from '@/lib/format';
import type { JournalPreview } from '../api/journal';

const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2';

/** The bookings of the preview: day, document, text, debit and credit account, amount; the totals below. */
export function JournalTable({ journal }: { journal: JournalPreview }) {
  const { t, i18n } = useLingui();
  return (
    <div
      className="max-w-full min-w-0 overflow-x-auto rounded-xl border bg-card focus-visible:outline-2 focus-visible:outline-ring"
      role="group"
      aria-label={t`Buchungen (${journal.count})`}
      tabIndex={0}
    >
      <table className="w-full text-sm" data-testid="journal-table">
        <caption className="sr-only">
          <Plural value={journal.count} one="# Buchung" other="# Buchungen" />
        </caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              <Trans>Datum</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Beleg-Nr.</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Text</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Soll</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Haben</Trans>
            </th>
            <th scope="col" className={`${th} text-right`}>
              <Trans>Betrag</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {journal.bookings.map((booking) => (
            <tr key={booking.key} className="border-b align-top last:border-0" data-testid="journal-booking">
              <td className={`${td} whitespace-nowrap`}>{formatIsoDate(booking.date, i18n.locale)}</td>
              <td className={`${td} whitespace-nowrap`}>{booking.document}</td>
              <td className={td}>
                {booking.text}
                {booking.exported && (
                  <Badge variant="outline" className="ml-2">
                    <Trans>bereits exportiert</Trans>
                  </Badge>
                )}
              </td>
              <td className={`${td} tabular-nums`}>{booking.debit}</td>
              <td className={`${td} tabular-nums`}>{booking.credit}</td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatPrice(booking.amount_centimes)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t bg-muted/50 font-medium" data-testid="journal-totals">
          <tr>
            <th scope="row" colSpan={3} className={th}>
              <Trans>Total Soll</Trans> (<Plural value={journal.count} one="# Buchung" other="# Buchungen" />)
            </th>
            <td colSpan={3} className={`${td} text-right whitespace-nowrap tabular-nums`}>
              {formatPrice(journal.debit_centimes)}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className={th}>
              <Trans>Total Haben</Trans>
            </th>
            <td colSpan={3} className={`${td} text-right whitespace-nowrap tabular-nums`}>
              {formatPrice(journal.credit_centimes)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
