import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LinkCard } from '@/components/list/link-card';
import { SortableHeader, type SortOrder } from '@/components/list/sortable-header';
import { paths } from '@/config/paths';
import type { InquiryListItem, InquiryListQuery } from '@/lib/contract';
import { formatShortDate, formatTimestampDate } from '@/lib/format';
import { InquiryStateBadge } from './inquiry-state-badge';

type SortKey = InquiryListQuery['sort'];

interface InquiriesTableProps {
  items: readonly InquiryListItem[];
  total: number;
  sort: SortKey;
  order: SortOrder;
  onSort: (sort: SortKey, order: SortOrder) => void;
  /** The list is being reloaded (filters changed): the old rows stay, dimmed. */
  stale?: boolean;
}

function Workshops({ item }: { item: InquiryListItem }) {
  const { t } = useLingui();
  const count = item.slot_count;
  return (
    <>
      <span>{item.workshops.join(', ')}</span>
      {count > item.workshops.length && (
        <span className="text-muted-foreground"> ({t`${plural(count, { one: '# Termin', other: '# Termine' })}`})</span>
      )}
    </>
  );
}

function Associate({ item }: { item: InquiryListItem }) {
  return item.associate ? (
    <span>{item.associate.name}</span>
  ) : (
    <span className="text-muted-foreground italic">
      <Trans>Nicht zugewiesen</Trans>
    </span>
  );
}

/**
 * The inquiries as a table with sortable headers from 960 px, as a list of cards on phones (the sort is then a
 * select above the list). Each row links to the inquiry's detail.
 */
export function InquiriesTable({ items, total, sort, order, onSort, stale }: InquiriesTableProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const header = (column: SortKey, label: string) => (
    <SortableHeader column={column} label={label} sort={sort} order={order} onSort={onSort} />
  );
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-60 transition-opacity' : undefined}>
      <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t`Anfragen (${total})`}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              {header('created_at', t`Eingang`)}
              {header('institute', t`Schule / Institution`)}
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Workshops</Trans>
              </th>
              {header('first_date', t`Erster Termin`)}
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Zuständig</Trans>
              </th>
              {header('state', t`Status`)}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b last:border-0 hover:bg-muted/40" data-inquiry-id={item.id}>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTimestampDate(item.created_at, language)}</td>
                <td className="px-3 py-2">
                  <Link href={paths.manager.inquiry.href(item.id)} className="font-medium text-primary hover:underline">
                    {item.institute}
                  </Link>
                  <div className="text-muted-foreground">
                    {item.location} · {item.contact_name}
                  </div>
                </td>
                <td className="px-3 py-2">
                  <Workshops item={item} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {item.first_date ? formatShortDate(item.first_date, language) : '–'}
                </td>
                <td className="px-3 py-2">
                  <Associate item={item} />
                </td>
                <td className="px-3 py-2">
                  <InquiryStateBadge state={item.state} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={t`Anfragen (${total})`}>
        {items.map((item) => (
          <LinkCard
            key={item.id}
            data-inquiry-id={item.id}
            href={paths.manager.inquiry.href(item.id)}
            title={item.institute}
            badge={<InquiryStateBadge state={item.state} className="shrink-0" />}
          >
            <p className="text-muted-foreground">
              {item.location} · {item.contact_name}
            </p>
            <p>
              <Workshops item={item} />
            </p>
            <p className="text-muted-foreground">
              <Trans>Erster Termin</Trans>: {item.first_date ? formatShortDate(item.first_date, language) : '–'} ·{' '}
              <Trans>Eingang</Trans>: {formatTimestampDate(item.created_at, language)}
            </p>
            <p>
              <Associate item={item} />
            </p>
          </LinkCard>
        ))}
      </ul>
    </div>
  );
}
