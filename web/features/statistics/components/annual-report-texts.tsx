import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  ANNUAL_REPORT_TEXT_MAX,
  annualReportSections,
  type AnnualReportSection,
  type AnnualReportTexts,
} from '@contract/annual-report/annual-report.schemas';
import { validationMessage } from '@/components/form/messages';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import type { UiLanguage } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatCount } from '../format';
import { formatTimestamp } from '@/lib/format';
import { toast } from '@/lib/toast';
import { saveAnnualReportText } from '../api/annual-report';

/** The document's sections, as the PDF heads them (worker/features/annual-report/annual-report.wording.ts). */
export const sectionNames: Record<AnnualReportSection, MessageDescriptor> = {
  intro: msg`Einleitung`,
  key_figures: msg`Kennzahlen`,
  reach: msg`Reichweite`,
  schools: msg`Schulen`,
  response: msg`Rücklauf der Evaluationen`,
  evaluations: msg`Bewertungen`,
  outlook: msg`Ausblick`,
};

/** Where a draft belongs: school year, language and section. */
export const draftKey = (year: number, language: UiLanguage, section: AnnualReportSection) => `${year}/${language}/${section}`;

export type Drafts = Readonly<Record<string, string>>;

interface Props {
  year: number;
  language: UiLanguage;
  texts: AnnualReportTexts;
  /** What was typed and not saved yet, for every year and language (kept when the choice changes). */
  drafts: Drafts;
  onDraft: (key: string, text: string | undefined) => void;
  onSaved: (texts: AnnualReportTexts) => void;
}

/** One text area per section for the chosen year and language, each saved on its own. */
export function AnnualReportTextsEditor({ year, language, texts, drafts, onDraft, onSaved }: Props) {
  return (
    <div className="grid gap-5">
      {annualReportSections.map((section) => (
        <SectionText
          key={`${year}/${language}/${section}`}
          year={year}
          language={language}
          section={section}
          saved={texts.texts.find((text) => text.section === section && text.language === language)}
          draft={drafts[draftKey(year, language, section)]}
          onDraft={(text) => onDraft(draftKey(year, language, section), text)}
          onSaved={onSaved}
        />
      ))}
    </div>
  );
}

function SectionText({
  year,
  language,
  section,
  saved,
  draft,
  onDraft,
  onSaved,
}: {
  year: number;
  language: UiLanguage;
  section: AnnualReportSection;
  saved: AnnualReportTexts['texts'][number] | undefined;
  draft: string | undefined;
  onDraft: (text: string | undefined) => void;
  onSaved: (texts: AnnualReportTexts) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const savedText = saved?.text ?? '';
  const value = draft ?? savedText;
  const dirty = draft !== undefined && draft !== savedText;
  const name = i18n._(sectionNames[section]);
  const length = formatCount(value.length, i18n.locale);
  const max = formatCount(ANNUAL_REPORT_TEXT_MAX, i18n.locale);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const next = await saveAnnualReportText(year, section, language, value);
      onSaved(next);
      onDraft(undefined);
      toast.success(t`Text «${name}» gespeichert`);
    } catch (caught) {
      // The draft stays as typed: nothing is lost on a refusal.
      const field = isApiError(caught) ? caught.fields.find((issue) => issue.path === 'text') : undefined;
      const fieldMessage = validationMessage(field?.message);
      setError(i18n._(fieldMessage ?? errorMessage(caught)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-2" data-section={section}>
      <Label htmlFor={id}>{name}</Label>
      <Textarea
        id={id}
        value={value}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onDraft(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {dirty ? <Trans>Nicht gespeichert</Trans> : saved ? <SavedAt at={saved.updated_at} /> : <Trans>Kein Text</Trans>}
          {' · '}
          <Trans>
            {length} von {max} Zeichen
          </Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={!dirty || saving}
          onClick={() => void save()}
          aria-label={t`${name} speichern`}
        >
          {saving && <Spinner size="md" />}
          <Trans>Speichern</Trans>
        </Button>
      </div>
    </div>
  );
}

function SavedAt({ at }: { at: number }) {
  const { i18n } = useLingui();
  const when = formatTimestamp(at, i18n.locale);
  return <Trans>Gespeichert am {when}</Trans>;
}
