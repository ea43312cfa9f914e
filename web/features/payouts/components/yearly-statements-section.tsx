import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Section } from '@/components/detail-section';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { formatPrice } from '@/lib/format';
import { useYearlyStatements, yearlyStatementPath } from '../api/payouts';
import { DownloadButton } from './download-button';

/**
 * The years with something paid out, each with its total and its yearly statement as PDF (decision 057): the
 * signed-in coach's, or with `coachId` (finance) that coach's.
 */
function YearlyStatementList({ coachId }: { coachId?: number }) {
  const { t } = useLingui();
  const { data: years, error, mutate } = useYearlyStatements(coachId);
  if (error) return <FetchError error={error} onRetry={() => void mutate()} />;
  if (!years) return <ListLoading />;
  if (years.length === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>Noch keine Auszahlung: Eine Jahresbescheinigung gibt es für jedes Jahr, in dem etwas ausbezahlt wurde.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label={t`Jahresbescheinigungen`}>
      {years.map(({ year, total_centimes }) => {
        const total = formatPrice(total_centimes);
        return (
          <li
            key={year}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
            data-testid="yearly-statement"
          >
            <span>
              <span className="font-medium tabular-nums">{year}</span>
              {' · '}
              <span className="text-sm text-muted-foreground">
                <Trans>
                  <span className="tabular-nums">{total}</span> ausbezahlt
                </Trans>
              </span>
            </span>
            <DownloadButton
              path={yearlyStatementPath(year, coachId)}
              fallbackName={`yearly-statement-${year}.pdf`}
              aria-label={t`PDF herunterladen: Jahresbescheinigung ${year}`}
            >
              <Trans>PDF herunterladen</Trans>
            </DownloadButton>
          </li>
        );
      })}
    </ul>
  );
}

/** On the coach's own money page: their yearly statements, for the tax return. */
export function OwnYearlyStatementsSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="own-yearly-statements">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>Jahresbescheinigung</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>Alle in einem Kalenderjahr ausbezahlten Honorare und Spesen, je Monat: für Ihre Steuererklärung.</Trans>
      </p>
      <YearlyStatementList />
    </section>
  );
}

/** On a coach's page for finance: the coach's yearly statements (in the coach's language), for the salary certificate. */
export function CoachYearlyStatementsSection({ coachId }: { coachId: number }) {
  const { t } = useLingui();
  return (
    <Section title={t`Jahresbescheinigung`} testId="coach-yearly-statements">
      <YearlyStatementList coachId={coachId} />
    </Section>
  );
}
