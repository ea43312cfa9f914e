import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SortableHeader, type SortOrder } from '@/components/list/sortable-header';
import { paths } from '@/config/paths';
import type { WorkshopListItem, WorkshopListQuery } from '@/lib/contract';
import { formatPrice, formatShortDate, formatTimeRange, languageName } from '@/lib/format';
import { SeriesBadge, WorkshopStateBadge } from './workshop-state-badge';

type SortKey = WorkshopListQuery['sort'];

interface WorkshopsTableProps {
  items: readonly WorkshopListItem[];
  caption: string;
  sort?: { sort: SortKey; order: SortOrder; onSort: (sort: SortKey, order: SortOrder) => void };
  /** Extra columns: the language (workshop list) or the price (upcoming, finance). */
  show: { language?: boolean; price?: boolean };
  /** Rows can be selected (e.g. to duplicate several at once). */
  selection?: { selected: ReadonlySet<number>; onToggle: (id: number, selected: boolean) => void };
  stale?: boolean;
}

function Coaches({ item }: { item: WorkshopListItem }) {
  return item.coaches.length > 0 ? (
    <>{item.coaches.map((coach) => coach.name).join(', ')}</>
  ) : (
    <span className="text-muted-foreground italic">
      <Trans>Keine Coaches</Trans>
    </span>
  );
}

function Title({ item, className }: { item: WorkshopListItem; className?: string }) {
  return (
    <Link href={paths.manager.workshop.href(item.id)} className={className ?? 'font-medium text-primary hover:underline'}>
      {item.title}
    </Link>
  );
}

/**
 * Workshops as a table from 960 px (sortable headers when `sort` is given), as cards on phones. Each row links to
 * the workshop's detail.
 */
export function WorkshopsTable({ items, caption, sort, show, selection, stale }: WorkshopsTableProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const header = (column: SortKey, label: string): ReactNode =>
    sort ? (
      <SortableHeader column={column} label={label} sort={sort.sort} order={sort.order} onSort={sort.onSort} />
    ) : (
      <th scope="col" className="px-3 py-2 text-left font-medium">
        {label}
      </th>
    );
  const plain = (label: string) => (
    <th scope="col" className="px-3 py-2 text-left font-medium">
      {label}
    </th>
  );
  const checkbox = (item: WorkshopListItem) => {
    if (!selection) return null;
    const title = item.title;
    const date = formatShortDate(item.date, language);
    return (
      <input
        type="checkbox"
        className="size-4 cursor-pointer accent-primary"
        checked={selection.selected.has(item.id)}
        onChange={(event) => selection.onToggle(item.id, event.currentTarget.checked)}
        aria-label={t`${title}, ${date} auswählen`}
      />
    );
  };

  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-60 transition-opacity' : undefined}>
      <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              {selection && (
                <th scope="col" className="w-10 px-3 py-2">
                  <span className="sr-only">
                    <Trans>Auswahl</Trans>
                  </span>
                </th>
              )}
              {header('date', t`Datum`)}
              {plain(t`Workshop`)}
              {header('institute', t`Schule / Ort`)}
              {show.language && plain(t`Sprache`)}
              {plain(t`Coaches`)}
              {show.price && plain(t`Preis`)}
              {header('state', t`Status`)}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b last:border-0 hover:bg-muted/40" data-workshop-id={item.id}>
                {selection && <td className="px-3 py-2">{checkbox(item)}</td>}
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  <div>{formatShortDate(item.date, language)}</div>
                  <div className="text-muted-foreground">{formatTimeRange(item.start_time, item.end_time)}</div>
                </td>
                <td className="px-3 py-2">
                  <Title item={item} />
                  {item.series_id !== null && <SeriesBadge className="ml-2" />}
                </td>
                <td className="px-3 py-2">
                  <div>{item.institute}</div>
                  <div className="text-muted-foreground">{item.location}</div>
                </td>
                {show.language && <td className="px-3 py-2">{languageName(item.language, language)}</td>}
                <td className="px-3 py-2">
                  <Coaches item={item} />
                </td>
                {show.price && (
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatPrice(item.price_centimes)}</td>
                )}
                <td className="px-3 py-2">
                  <WorkshopStateBadge state={item.state} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 rounded-xl border bg-card p-4 text-sm" data-workshop-id={item.id}>
            {selection && <div className="pt-0.5">{checkbox(item)}</div>}
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex items-start justify-between gap-2">
                <Title item={item} />
                <WorkshopStateBadge state={item.state} className="shrink-0" />
              </div>
              <p className="tabular-nums">
                {formatShortDate(item.date, language)}, {formatTimeRange(item.start_time, item.end_time)}
                {item.series_id !== null && <SeriesBadge className="ml-2" />}
              </p>
              <p className="text-muted-foreground">
                {item.institute}, {item.location}
                {show.language && <> · {languageName(item.language, language)}</>}
              </p>
              <p>
                <Coaches item={item} />
              </p>
              {show.price && <p className="tabular-nums">{formatPrice(item.price_centimes)}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
