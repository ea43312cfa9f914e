import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import type { InquiryFormdata, InquiryStatus } from '@/lib/contract';
import { formatIsoDateWith, formatTimeRange } from '@/lib/format';
import { formatTimestamp } from '../format';
import { inquiryStateLabels } from '../labels';

type SchoolWorkshop = InquiryStatus['workshops'][number];
type SchoolStatus = SchoolWorkshop['status'];

const statusLabels: Record<SchoolStatus, MessageDescriptor> = {
  planned: msg({ message: 'Geplant', context: 'school workshop status' }),
  confirmed: msg({ message: 'Bestätigt', context: 'school workshop status' }),
  done: msg({ message: 'Durchgeführt', context: 'school workshop status' }),
  cancelled: msg({ message: 'Abgesagt', context: 'school workshop status' }),
};

const invoiceLabels: Record<NonNullable<SchoolWorkshop['invoice']>, MessageDescriptor> = {
  open: msg`Rechnung gestellt, noch offen`,
  paid: msg`Rechnung bezahlt – vielen Dank`,
  cancelled: msg`Rechnung storniert`,
};

const statusTones: Record<SchoolStatus, StatusTone> = {
  planned: 'waiting',
  confirmed: 'success',
  done: 'neutral',
  cancelled: 'danger',
};

const allCancelled = (status: InquiryStatus) =>
  status.workshops.length > 0 && status.workshops.every((w) => w.status === 'cancelled');

/** What the school can expect next, from the inquiry's and its workshops' states. */
function NextStep({ status }: { status: InquiryStatus }) {
  const states = new Set(status.workshops.map((w) => w.status));
  let text;
  if (status.state === 'requested') {
    text = <Trans>Wir prüfen Ihre Anfrage und bestätigen Ihnen die Termine per E-Mail.</Trans>;
  } else if (allCancelled(status)) {
    text = <Trans>Ihre Workshops wurden abgesagt. Bei Fragen melden Sie sich bitte bei uns.</Trans>;
  } else if (states.has('planned')) {
    text = (
      <Trans>
        Wir suchen die Trainerinnen und Trainer für Ihre Termine. Sobald sie feststehen, erhalten Sie eine E-Mail mit ihren
        Kontaktangaben.
      </Trans>
    );
  } else if (states.has('confirmed')) {
    text = <Trans>Ihre Termine sind bestätigt. Die Trainerinnen und Trainer melden sich vor dem Workshop bei Ihnen.</Trans>;
  } else {
    text = <Trans>Ihre Workshops haben stattgefunden. Vielen Dank!</Trans>;
  }
  return (
    <p className="text-sm" data-testid="inquiry-next-step">
      {text}
    </p>
  );
}

function WorkshopItem({ workshop }: { workshop: SchoolWorkshop }) {
  const { i18n } = useLingui();
  const date = formatIsoDateWith(workshop.date, i18n.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const names = workshop.trainers.map((t) => `${t.firstname} ${t.lastname}`).join(', ');
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="inquiry-workshop" data-status={workshop.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {date}, {formatTimeRange(workshop.start_time, workshop.end_time)}
        </span>
        <StatusPill tone={statusTones[workshop.status]}>{i18n._(statusLabels[workshop.status])}</StatusPill>
      </div>
      <span>{workshop.title}</span>
      {workshop.invoice && (
        <span data-testid="inquiry-invoice" data-invoice={workshop.invoice}>
          {i18n._(invoiceLabels[workshop.invoice])}
        </span>
      )}
      {names && (
        <span className="text-muted-foreground" data-testid="inquiry-trainers">
          <Trans>Trainerinnen und Trainer: {names}</Trans>
        </span>
      )}
    </li>
  );
}

/** The top of the school's private link: the inquiry's state, each workshop's state and what comes next. */
export function InquiryStatusPanel({ status }: { status: InquiryStatus }) {
  const { t, i18n } = useLingui();
  const overall = allCancelled(status) ? t`Abgesagt` : i18n._(inquiryStateLabels[status.state]);
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby="inquiry-status-heading">
      <h2 id="inquiry-status-heading" className="sr-only">
        <Trans>Status</Trans>
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">
          <Trans>Status</Trans>
        </dt>
        <dd className="font-semibold" data-testid="inquiry-state">
          {overall}
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Gesendet am</Trans>
        </dt>
        <dd>{formatTimestamp(status.created_at, i18n.locale)}</dd>
      </dl>
      {status.workshops.length > 0 && (
        <ul className="grid gap-2" aria-label={t`Ihre Workshops`}>
          {status.workshops.map((workshop) => (
            <WorkshopItem key={`${workshop.date}-${workshop.start_time}-${workshop.title}`} workshop={workshop} />
          ))}
        </ul>
      )}
      <NextStep status={status} />
    </section>
  );
}

/** A compact read-only summary of what the school sent. */
export function InquirySummary({ status, formdata }: { status: InquiryStatus; formdata: InquiryFormdata }) {
  const { t, i18n } = useLingui();
  const { contact, knowledge } = status;
  const grade = formdata.grades.find((g) => g.id === knowledge.grade)?.name;
  const system = formdata.educational_systems.find((s) => s.id === knowledge.educationalSystem)?.name;
  const titleOf = (id: number) => formdata.workshops.find((w) => w.id === id)?.title ?? '';
  const rows: [string, string][] = [
    [
      t`Schule`,
      [contact.institute, contact.streetAddress, contact.addressAddition, `${contact.postcode} ${contact.location}`]
        .filter(Boolean)
        .join(', '),
    ],
    [t`Kontakt`, [`${contact.firstname} ${contact.lastname}`, contact.email, contact.phone].filter(Boolean).join(', ')],
    [t`Klasse`, [knowledge.class, grade, system].filter(Boolean).join(', ')],
    [t`Teilnehmende`, knowledge.numberParticipantsTotal === null ? '' : String(knowledge.numberParticipantsTotal)],
    [t`Themen`, status.topics],
  ];
  return (
    <section className="grid gap-3" aria-labelledby="inquiry-summary-heading" data-testid="inquiry-summary">
      <h2 id="inquiry-summary-heading" className="text-lg font-semibold">
        <Trans>Was Sie uns geschickt haben</Trans>
      </h2>
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border bg-card p-4 text-sm sm:grid-cols-[auto_1fr] sm:p-6">
        <dt className="text-muted-foreground">
          <Trans>Gewünschte Termine</Trans>
        </dt>
        <dd>
          <ul className="grid gap-1">
            {status.slots.map((slot) => (
              <li key={slot.uid}>
                {formatIsoDateWith(slot.date, i18n.locale, { day: 'numeric', month: 'numeric', year: 'numeric' })},{' '}
                {formatTimeRange(slot.startTime, slot.endTime)}: {titleOf(slot.workshopId)}
              </li>
            ))}
          </ul>
        </dd>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 wrap-anywhere">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
