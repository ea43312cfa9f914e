import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import type { DashboardConflict, DashboardDeadline, DashboardItem, DashboardWorkshop } from '@/lib/contract';
import { formatPrice, formatShortDate, formatTimeRange } from '@/lib/format';
import { EmailAddress } from '@/components/email-address';

/** Date and time of a workshop row: "Do., 03.12.2026 · 08:00–10:00". */
function When({ date, start, end }: { date: string; start: string; end: string }) {
  const { i18n } = useLingui();
  return (
    <span className="font-medium tabular-nums">
      <time dateTime={date}>{formatShortDate(date, i18n.locale)}</time> · {formatTimeRange(start, end)}
    </span>
  );
}

/** The coach's next workshops with place and the school's contact. */
export function NextWorkshopRows({ workshops }: { workshops: DashboardWorkshop[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-2 border-t pt-3 sm:grid-cols-2" aria-label={t`Nächste Workshops`}>
      {workshops.map((w) => {
        const room = w.room;
        const contact = w.contact.name;
        const place = [w.street_address, [w.postcode, w.location].filter(Boolean).join(' ')].filter(Boolean).join(', ');
        return (
          <li key={w.id} className="grid gap-0.5 rounded-lg border p-3 text-sm" data-testid="dashboard-next-workshop">
            <When date={w.date} start={w.start_time} end={w.end_time} />
            <span className="font-semibold">{w.title}</span>
            <span>{w.institute}</span>
            <span className="text-muted-foreground">
              {place}
              {room && <Trans>, Raum {room}</Trans>}
            </span>
            {(w.contact.name || w.contact.phone || w.contact.email) && (
              <span className="grid gap-0.5 pt-1">
                <span>
                  <Trans>Kontakt: {contact}</Trans>
                </span>
                {w.contact.phone && (
                  <a
                    href={`tel:${w.contact.phone.replace(/\s+/g, '')}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {w.contact.phone}
                  </a>
                )}
                {w.contact.email && (
                  <a href={`mailto:${w.contact.email}`} className="text-primary underline-offset-4 hover:underline">
                    <EmailAddress email={w.contact.email} />
                  </a>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Workshops whose material order deadline comes up. */
export function DeadlineRows({ deadlines }: { deadlines: DashboardDeadline[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="grid gap-1 border-t pt-3 text-sm" aria-label={t`Bestellfristen`}>
      {deadlines.map((w) => {
        const deadline = formatShortDate(w.deadline, i18n.locale);
        return (
          <li key={w.id} className="flex flex-wrap justify-between gap-x-3">
            <span>
              <When date={w.date} start={w.start_time} end={w.end_time} /> · {w.title}, {w.institute}
            </span>
            <span className="text-muted-foreground">
              <Trans>bestellen bis {deadline}</Trans>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Conflicting placements, each linking to its workshop (the allocation is solved there). */
export function ConflictRows({ conflicts }: { conflicts: DashboardConflict[] }) {
  const { t } = useLingui();
  const reasons: Record<DashboardConflict['reason'], string> = {
    blocked_day: t`gesperrter Tag`,
    holiday: t`Ferien`,
    weekday: t`gesperrter Wochentag`,
    time_of_day: t`gesperrte Tageszeit`,
    calendar: t`im eigenen Kalender belegt`,
    double_booking: t`gleichzeitig eingeteilt`,
  };
  return (
    <ul className="grid gap-1 border-t pt-3 text-sm" aria-label={t`Konflikte`}>
      {conflicts.map((c) => (
        <li key={`${c.workshop.id}-${c.coach.id}`} className="flex flex-wrap justify-between gap-x-3">
          <span>
            <When date={c.workshop.date} start={c.workshop.start_time} end={c.workshop.end_time} /> ·{' '}
            <Link href={paths.manager.workshop.href(c.workshop.id)} className="text-primary underline-offset-4 hover:underline">
              {c.workshop.title}, {c.workshop.institute}
            </Link>
          </span>
          <span className="text-muted-foreground">
            {c.coach.name}: {reasons[c.reason]}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What is due for payout, per kind. */
export function PayoutParts({ parts }: { parts: NonNullable<DashboardItem['parts']> }) {
  const { t } = useLingui();
  const labels = { fee: t`Honorare`, extra_fee: t`Zusatzhonorare`, expense: t`Spesen` };
  return (
    <dl className="grid grid-cols-[1fr_auto_auto] gap-x-3 gap-y-0.5 border-t pt-3 text-sm">
      {parts.map((part) => (
        <div key={part.kind} className="contents">
          <dt>{labels[part.kind]}</dt>
          <dd className="text-right text-muted-foreground tabular-nums">{part.count}</dd>
          <dd className="text-right tabular-nums">{formatPrice(part.total_centimes)}</dd>
        </div>
      ))}
    </dl>
  );
}
