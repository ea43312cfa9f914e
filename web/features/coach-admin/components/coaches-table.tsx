import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LinkCard } from '@/components/list/link-card';
import { SortableHeader, type SortOrder } from '@/components/list/sortable-header';
import { paths } from '@/config/paths';
import type { CoachListItem, CoachListQuery } from '@/lib/contract';
import { formatTimestampDate } from '@/lib/format';
import { AwaitingApproval } from './awaiting-approval';
import { CoachStateBadge } from './coach-state-badge';

type SortKey = CoachListQuery['sort'];

interface CoachesTableProps {
  items: readonly CoachListItem[];
  total: number;
  sort: SortKey;
  order: SortOrder;
  onSort: (sort: SortKey, order: SortOrder) => void;
  /** The list is being reloaded (filters changed): the old rows stay, dimmed. */
  stale?: boolean;
}

const fullName = (item: CoachListItem) => `${item.firstname} ${item.lastname}`;
const listOrDash = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : '–');

function State({ item }: { item: CoachListItem }) {
  return (
    <span className="grid justify-items-start gap-1">
      <CoachStateBadge state={item.state} />
      {item.state === 'processing' && <AwaitingApproval submittedAt={item.submitted_at} />}
    </span>
  );
}

/**
 * The coaches as a table with sortable headers from 768 px, as a list of cards on phones (the sort is then the
 * select above the list). Each row links to the coach's profile.
 */
export function CoachesTable({ items, total, sort, order, onSort, stale }: CoachesTableProps) {
  const { t, i18n } = useLingui();
  const header = (column: SortKey, label: string) => (
    <SortableHeader column={column} label={label} sort={sort} order={order} onSort={onSort} />
  );
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-60 transition-opacity' : undefined}>
      <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t`Coaches (${total})`}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              {header('name', t`Name`)}
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Sprachen</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Themen</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Ort</Trans>
              </th>
              {header('state', t`Status`)}
              {header('created_at', t`Erstellt`)}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b last:border-0 hover:bg-muted/40" data-coach-id={item.id}>
                <td className="px-3 py-2">
                  <Link href={paths.manager.coach.href(item.id)} className="font-medium text-primary hover:underline">
                    {fullName(item)}
                  </Link>
                  <div className="break-words text-muted-foreground">{item.email}</div>
                </td>
                <td className="px-3 py-2">{listOrDash(item.languages)}</td>
                <td className="px-3 py-2">{listOrDash(item.subjects)}</td>
                <td className="px-3 py-2">{item.location || '–'}</td>
                <td className="px-3 py-2">
                  <State item={item} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatTimestampDate(item.created_at, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={t`Coaches (${total})`}>
        {items.map((item) => (
          <LinkCard
            key={item.id}
            data-coach-id={item.id}
            href={paths.manager.coach.href(item.id)}
            title={fullName(item)}
            badge={<CoachStateBadge state={item.state} className="shrink-0" />}
          >
            {item.state === 'processing' && <AwaitingApproval submittedAt={item.submitted_at} />}
            <p className="break-words text-muted-foreground">{item.email}</p>
            {item.location && <p className="text-muted-foreground">{item.location}</p>}
            <p>
              <Trans>Sprachen</Trans>: {listOrDash(item.languages)}
            </p>
            <p>
              <Trans>Themen</Trans>: {listOrDash(item.subjects)}
            </p>
          </LinkCard>
        ))}
      </ul>
    </div>
  );
}
