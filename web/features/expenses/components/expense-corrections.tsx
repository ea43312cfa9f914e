import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import type { DeletedExpense, ExpenseCorrection } from '@/lib/contract';
import { formatIsoDate, formatPrice, formatTimestampDate } from '@/lib/format';

/** One correction: when, by whom, the totals and finance's reason. */
function CorrectionText({ correction }: { correction: ExpenseCorrection }) {
  const { i18n } = useLingui();
  const when = formatTimestampDate(correction.created_at, i18n.locale);
  const by = correction.by ?? '–';
  const before = formatPrice(correction.total_before_centimes);
  const after = correction.total_after_centimes === null ? null : formatPrice(correction.total_after_centimes);
  const reason = correction.reason;
  return (
    <>
      <p className="font-medium">
        {after === null ? (
          <Trans>
            Von der Buchhaltung gelöscht am {when} ({by}): {before}
          </Trans>
        ) : (
          <Trans>
            Von der Buchhaltung korrigiert am {when} ({by}): {before} → {after}
          </Trans>
        )}
      </p>
      <p className="whitespace-pre-line">
        <Trans>Begründung: {reason}</Trans>
      </p>
    </>
  );
}

/** Finance's corrections of an expense, oldest first (nothing when there are none). */
export function ExpenseCorrections({ corrections }: { corrections: ExpenseCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <ul
      className="grid gap-2 rounded-md border border-amber-500/70 bg-amber-50 p-3 text-sm dark:bg-amber-950/40"
      data-testid="expense-corrections"
    >
      {corrections.map((correction) => (
        <li key={correction.id}>
          <CorrectionText correction={correction} />
        </li>
      ))}
    </ul>
  );
}

/** The coach's expenses finance deleted, with the reason (nothing when there are none). */
export function DeletedExpenses({ deleted }: { deleted: DeletedExpense[] }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  if (deleted.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="deleted-expenses">
      <h3 id={headingId} className="font-semibold">
        <Trans>Von der Buchhaltung gelöschte Spesen</Trans>
      </h3>
      <ul className="grid gap-3">
        {deleted.map((entry) => (
          <li key={entry.id}>
            <Card className="grid gap-1 bg-muted/50 p-4 text-sm">
              <p className="font-semibold">
                {entry.workshop
                  ? `${formatIsoDate(entry.workshop.date, i18n.locale)} · ${entry.workshop.title}`
                  : t`Ohne Workshop`}
              </p>
              {entry.workshop && <p className="text-muted-foreground">{entry.workshop.institute}</p>}
              <CorrectionText correction={entry} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
