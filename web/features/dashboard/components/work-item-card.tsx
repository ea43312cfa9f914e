import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import type { DashboardItem } from '@/lib/contract';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ConflictRows, DeadlineRows, NextWorkshopRows, PayoutParts } from './work-item-rows';

interface ItemView {
  title: string;
  href: string;
  /** With a count: what is waiting, with the number in words. */
  waiting: ReactNode;
  /** Without: what is fine. */
  fine: ReactNode;
}

const search = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

/** Title, target and texts of an item; the number in the sentences comes from Lingui's plural rules. */
function useItemView(item: DashboardItem, userId: number): ItemView {
  const { t } = useLingui();
  const n = item.count;
  const m = paths.manager;
  switch (item.key) {
    case 'new_inquiries':
      return {
        title: t`Neue Anfragen`,
        href: m.inquiries.href(search({ state: 'requested', associate: 'none' })),
        waiting: <Plural value={n} one="# neue Anfrage ohne Zuständige" other="# neue Anfragen ohne Zuständige" />,
        fine: <Trans>Keine neuen Anfragen ohne Zuständige.</Trans>,
      };
    case 'my_inquiries':
      return {
        title: t`Meine Anfragen`,
        href: m.inquiries.href(search({ state: 'requested', associate: userId })),
        waiting: (
          <Plural value={n} one="# Anfrage bei Ihnen, noch nicht validiert" other="# Anfragen bei Ihnen, noch nicht validiert" />
        ),
        fine: <Trans>Keine offenen Anfragen bei Ihnen.</Trans>,
      };
    case 'understaffed_workshops':
      return {
        title: t`Zu wenige Coaches`,
        href: m.allocations.href(search({ from: item.from ?? '', to: item.to ?? '' })),
        waiting: (
          <Plural
            value={n}
            one="# Workshop in den nächsten 30 Tagen braucht noch Coaches"
            other="# Workshops in den nächsten 30 Tagen brauchen noch Coaches"
          />
        ),
        fine: <Trans>Alle Workshops der nächsten 30 Tage sind besetzt.</Trans>,
      };
    case 'unanswered_requests': {
      // The reminder days of master data: "seit über 1 Tag", "seit über 3 Tagen".
      const days = item.days ?? 3;
      const since = plural(days, { one: 'seit über # Tag', other: 'seit über # Tagen' });
      return {
        title: t`Unbeantwortete Coach-Anfragen`,
        href: m.workshops.href(search({ state: 'coaches_requested' })),
        waiting: <Plural value={n} one={`# Anfrage ${since} ohne Antwort`} other={`# Anfragen ${since} ohne Antwort`} />,
        fine: (
          <Plural
            value={days}
            one="Keine Coach-Anfrage wartet länger als # Tag."
            other="Keine Coach-Anfrage wartet länger als # Tage."
          />
        ),
      };
    }
    case 'coach_conflicts':
      return {
        title: t`Konflikte bei Coaches`,
        href: m.allocations.href(search({ from: item.from ?? '', to: item.to ?? '' })),
        waiting: (
          <Plural
            value={n}
            one="# Einteilung kollidiert mit einer Abwesenheit oder einem anderen Workshop"
            other="# Einteilungen kollidieren mit einer Abwesenheit oder einem anderen Workshop"
          />
        ),
        fine: <Trans>Keine Konflikte: Alle eingeteilten Coaches sind verfügbar.</Trans>,
      };
    case 'evaluations_to_validate':
      return {
        title: t`Evaluationen zu validieren`,
        href: m.evaluationsToValidate.href(),
        waiting: <Plural value={n} one="# Evaluation wartet auf Validierung" other="# Evaluationen warten auf Validierung" />,
        fine: <Trans>Keine Evaluationen zu validieren.</Trans>,
      };
    case 'orders_to_send':
      return {
        title: t`Material versenden`,
        href: m.materialOrders.href(),
        waiting: <Plural value={n} one="# Bestellung ist zu versenden" other="# Bestellungen sind zu versenden" />,
        fine: <Trans>Keine offenen Materialbestellungen.</Trans>,
      };
    case 'newsletter_due':
      return {
        title: t`Newsletter`,
        href: m.newsletter.href(),
        waiting: <Trans>In den letzten drei Monaten wurde kein Newsletter versandt.</Trans>,
        fine: <Trans>Der Newsletter dieses Quartals ist versandt.</Trans>,
      };
    case 'open_requests':
      return {
        title: t`Offene Anfragen`,
        href: m.coachRequests.href(),
        waiting: <Plural value={n} one="# Anfrage wartet auf Ihre Antwort" other="# Anfragen warten auf Ihre Antwort" />,
        fine: <Trans>Keine offenen Anfragen.</Trans>,
      };
    case 'next_workshops':
      return {
        title: t`Meine nächsten Workshops`,
        href: m.coachRequests.href(),
        waiting: <Plural value={n} one="# geplanter Workshop" other="# geplante Workshops" />,
        fine: <Trans>Keine geplanten Workshops.</Trans>,
      };
    case 'evaluations_to_fill':
      return {
        title: t`Evaluationen ausfüllen`,
        href: m.evaluations.href(),
        waiting: <Plural value={n} one="# Evaluation ist auszufüllen" other="# Evaluationen sind auszufüllen" />,
        fine: <Trans>Alle Evaluationen sind ausgefüllt.</Trans>,
      };
    case 'order_deadlines':
      return {
        title: t`Material bestellen`,
        href: m.materialOrders.href(),
        waiting: (
          <Plural value={n} one="# Bestellfrist in den nächsten 14 Tagen" other="# Bestellfristen in den nächsten 14 Tagen" />
        ),
        fine: <Trans>Keine Bestellfristen in den nächsten 14 Tagen.</Trans>,
      };
    case 'expenses_to_enter':
      return {
        title: t`Spesen erfassen`,
        href: m.coachExpenses.href(),
        waiting: (
          <Plural
            value={n}
            one="# Workshop der letzten 30 Tage ohne Spesen"
            other="# Workshops der letzten 30 Tage ohne Spesen"
          />
        ),
        fine: <Trans>Keine Workshops der letzten 30 Tage ohne Spesen.</Trans>,
      };
    case 'profiles_to_approve':
      return {
        title: t`Profile prüfen`,
        href: m.coaches.href(search({ state: 'processing' })),
        waiting: <Plural value={n} one="# Coach-Profil wartet auf Freigabe" other="# Coach-Profile warten auf Freigabe" />,
        fine: <Trans>Keine Profile zu prüfen.</Trans>,
      };
    case 'invoiceable_workshops':
      return {
        title: t`Zu verrechnen`,
        href: m.invoices.href(),
        waiting: <Plural value={n} one="# Rechnung ist zu stellen" other="# Rechnungen sind zu stellen" />,
        fine: <Trans>Nichts zu verrechnen.</Trans>,
      };
    case 'overdue_invoices':
      return {
        title: t`Überfällige Rechnungen`,
        href: m.invoices.href(search({ state: 'invoiced', overdue: 1 })),
        waiting: <Plural value={n} one="# Rechnung ist überfällig" other="# Rechnungen sind überfällig" />,
        fine: <Trans>Keine überfälligen Rechnungen.</Trans>,
      };
    case 'payouts_due':
      return {
        title: t`Auszahlungen diesen Monat`,
        href: m.payouts.href(),
        waiting: <Plural value={n} one="# Posten ist fällig" other="# Posten sind fällig" />,
        fine: <Trans>Diesen Monat ist nichts auszuzahlen.</Trans>,
      };
  }
}

/** An item with rows (next workshops, deadlines, conflicts) spans two columns on wide screens. */
const hasRows = (item: DashboardItem) =>
  [item.workshops, item.deadlines, item.conflicts].some((rows) => rows !== undefined && rows.length > 0);

/** One work item: its title links to its screen; the count, a sentence, and for some items the first rows. */
export function WorkItemCard({ item, userId }: { item: DashboardItem; userId: number }) {
  const view = useItemView(item, userId);
  const titleId = useId();
  const waiting = item.count > 0;
  return (
    <li
      className={cn(
        'grid content-start gap-2 rounded-xl border bg-card p-4 shadow-sm',
        waiting ? 'border-l-4 border-l-primary' : 'bg-muted/40',
        hasRows(item) && 'md:col-span-2',
      )}
      data-testid={`dashboard-item-${item.key}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-base leading-tight font-semibold">
          <Link href={view.href} className="text-primary underline-offset-4 hover:underline">
            {view.title}
          </Link>
        </h3>
        <span
          aria-hidden="true"
          className={cn('text-2xl leading-none font-semibold tabular-nums', !waiting && 'text-muted-foreground')}
        >
          {item.count}
        </span>
      </div>
      <p className={cn('text-sm', !waiting && 'text-muted-foreground')}>{waiting ? view.waiting : view.fine}</p>
      {waiting && item.total_centimes !== undefined && (
        <p className="text-sm font-medium tabular-nums">{formatPrice(item.total_centimes)}</p>
      )}
      {item.parts && waiting && <PayoutParts parts={item.parts} />}
      {item.workshops && item.workshops.length > 0 && <NextWorkshopRows workshops={item.workshops} />}
      {item.deadlines && item.deadlines.length > 0 && <DeadlineRows deadlines={item.deadlines} />}
      {item.conflicts && item.conflicts.length > 0 && <ConflictRows conflicts={item.conflicts} />}
    </li>
  );
}
