import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { z } from 'zod';
import { AnnualReportQuerySchema, type AnnualReportTexts } from '@contract/annual-report/annual-report.schemas';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { schoolYearLabel, uiLanguages, type UiLanguage } from '@/lib/contract';
import { languageNames } from '@/lib/language';
import { useUrlQuery } from '@/lib/use-url-query';
import { useAnnualReportTexts } from '../api/annual-report';
import { useFormData } from '../api/get-form-data';
import { AnnualReportDownloads } from '../components/annual-report-downloads';
import { AnnualReportTextsEditor, type Drafts } from '../components/annual-report-texts';

/** The page's choice in its URL: `?school_year=2025&language=fr` (a link from the report carries the year). */
const AnnualReportUrlSchema = z.object({
  school_year: AnnualReportQuerySchema.shape.school_year.optional(),
  language: AnnualReportQuerySchema.shape.language.optional(),
});

const isUiLanguage = (language: string): language is UiLanguage => (uiLanguages as readonly string[]).includes(language);

/**
 * `/manager/statistics/annual-report` (admin, associate; decision 065): the annual report of a school year in a
 * language — a free text per section, saved one by one, and the PDF and the workbook to download. Texts typed and
 * not saved are kept per year and language when the choice changes, and the browser warns before leaving them.
 */
export default function AnnualReportPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useUrlQuery(AnnualReportUrlSchema);
  const formData = useFormData();
  const year = query.school_year ?? formData.data?.current_school_year;
  const language: UiLanguage = query.language ?? (isUiLanguage(i18n.locale) ? i18n.locale : 'de');
  const texts = useAnnualReportTexts(year);
  const [drafts, setDrafts] = useState<Drafts>({});
  const unsaved = Object.keys(drafts).length;

  const onDraft = useCallback((key: string, text: string | undefined) => {
    setDrafts(({ [key]: _old, ...rest }) => (text === undefined ? rest : { ...rest, [key]: text }));
  }, []);
  const onSaved = useCallback((next: AnnualReportTexts) => void texts.mutate(next, { revalidate: false }), [texts]);

  useEffect(() => {
    if (unsaved === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const years = formData.data?.school_years ?? [];
  const yearOptions = year !== undefined && !years.some((option) => option.year === year) ? [{ year }, ...years] : years;

  return (
    <>
      <BackLink />
      <PageHeader
        title={t`Jahresbericht`}
        description={t`Das Dokument eines Schuljahres für Vorstand, Geldgeber und Kantone: Kennzahlen mit dem Vorjahr, Grafiken, Karte und Tabellen, dazu Ihre Texte pro Abschnitt.`}
      />
      {formData.error && !formData.data ? (
        <FetchError error={formData.error} onRetry={() => void formData.mutate()} />
      ) : year === undefined ? (
        <ListLoading>
          <Trans>Jahresbericht wird geladen …</Trans>
        </ListLoading>
      ) : (
        <div className="grid gap-6">
          <Choice
            year={year}
            years={yearOptions}
            language={language}
            onYear={(school_year) => setQuery({ school_year })}
            onLanguage={(next) => setQuery({ language: next })}
          />
          {unsaved > 0 && (
            <Alert data-testid="annual-report-unsaved">
              <AlertDescription>
                <Trans>
                  Nicht gespeicherte Texte: {unsaved}. Sie bleiben beim Wechsel von Schuljahr oder Sprache erhalten, bis Sie sie
                  speichern.
                </Trans>
              </AlertDescription>
            </Alert>
          )}
          <AnnualReportDownloads year={year} language={language} />
          <section className="grid gap-3" aria-labelledby="annual-report-texts">
            <h2 id="annual-report-texts" className="text-lg font-semibold">
              <Trans>Texte pro Abschnitt</Trans>
            </h2>
            <p className="text-sm text-muted-foreground">
              <Trans>
                Jeder Text erscheint im Dokument dieser Sprache unter seinem Abschnitt. Leere Abschnitte zeigen nur die Zahlen;
                Einleitung und Ausblick entfallen dann.
              </Trans>
            </p>
            {texts.error && !texts.data ? (
              <FetchError error={texts.error} onRetry={() => void texts.mutate()} />
            ) : !texts.data ? (
              <ListLoading>
                <Trans>Texte werden geladen …</Trans>
              </ListLoading>
            ) : (
              <AnnualReportTextsEditor
                year={year}
                language={language}
                texts={texts.data}
                drafts={drafts}
                onDraft={onDraft}
                onSaved={onSaved}
              />
            )}
          </section>
        </div>
      )}
    </>
  );
}

function Choice({
  year,
  years,
  language,
  onYear,
  onLanguage,
}: {
  year: number;
  years: readonly { year: number }[];
  language: UiLanguage;
  onYear: (year: number) => void;
  onLanguage: (language: UiLanguage) => void;
}) {
  const yearId = useId();
  const languageId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={yearId}>
          <Trans>Schuljahr</Trans>
        </Label>
        <NativeSelect id={yearId} value={String(year)} onChange={(event) => onYear(Number(event.target.value))}>
          {years.map((option) => (
            <option key={option.year} value={option.year}>
              {schoolYearLabel(option.year)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={languageId}>
          <Trans>Sprache des Dokuments</Trans>
        </Label>
        <NativeSelect id={languageId} value={language} onChange={(event) => onLanguage(event.target.value as UiLanguage)}>
          {uiLanguages.map((option) => (
            <option key={option} value={option} lang={option}>
              {languageNames[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <Link
      href={paths.manager.statistics.path}
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ChevronLeftIcon className="size-4" />
      <Trans>Berichte</Trans>
    </Link>
  );
}
