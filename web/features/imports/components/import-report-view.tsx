import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ImportReport } from '@contract/imports/imports.schemas';
import { IMPORT_PROBLEMS_SHOWN } from '@contract/imports/imports.schemas';
import { validationMessage } from '@/components/form/messages';
import { formatCount } from '../format';
import { fieldLabel } from '../labels';

/** The dry run's result: what the import would do, and every problem by line and column. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { import: checked, problems } = report;
  const count = (value: number) => formatCount(value, i18n.locale);
  const problemRows = count(checked.problems);
  const shown = count(IMPORT_PROBLEMS_SHOWN);
  const fileName = checked.file_name;
  const counts = [
    { label: t`neu`, value: checked.created },
    { label: t`aktualisiert`, value: checked.updated },
    { label: t`unverändert`, value: checked.skipped },
    { label: t`mit Problemen`, value: checked.problems },
  ];
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-lg font-semibold">
        <Trans>Ergebnis der Prüfung: {fileName}</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-xl border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{count(value)}</dd>
          </div>
        ))}
      </dl>
      {checked.problems === 0 ? (
        <p role="status">
          <Trans>Keine Probleme gefunden: Die Datei kann importiert werden.</Trans>
        </p>
      ) : (
        <div className="grid gap-2">
          <p role="status">
            {t`${plural(checked.problems, { one: `${problemRows} Zeile hat Probleme.`, other: `${problemRows} Zeilen haben Probleme.` })}`}{' '}
            <Trans>Bitte korrigieren Sie die Datei und wählen Sie sie erneut.</Trans>
            {problems.length >= IMPORT_PROBLEMS_SHOWN && (
              <>
                {' '}
                <Trans>Angezeigt sind die ersten {shown} Probleme.</Trans>
              </>
            )}
          </p>
          <div
            className="max-h-[28rem] overflow-auto rounded-xl border"
            role="region"
            aria-labelledby={`${id}-caption`}
            tabIndex={0}
          >
            <table className="w-full text-sm" data-testid="import-problems">
              <caption id={`${id}-caption`} className="sr-only">
                <Trans>Probleme nach Zeile und Spalte</Trans>
              </caption>
              <thead className="sticky top-0 bg-muted text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Zeile</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Spalte</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Problem</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {problems.map((problem, index) => {
                  const header = checked.mapping[problem.field];
                  const field = i18n._(fieldLabel(checked.kind, problem.field));
                  const message = validationMessage(problem.code);
                  return (
                    <tr key={`${problem.line}-${problem.field}-${index}`} className="border-t align-top">
                      <td className="px-3 py-2 tabular-nums">{problem.line}</td>
                      <td className="px-3 py-2 break-words">
                        {header ?? field}
                        {header && header !== field && <span className="block text-muted-foreground">{field}</span>}
                      </td>
                      <td className="px-3 py-2 break-words">{message ? i18n._(message) : problem.code}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
