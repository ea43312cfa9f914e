import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/form/field';
import { LanguageTabs } from '@/components/language-tabs';
import { MarkdownPreview } from '@/components/markdown-preview';
import type { UiLanguage } from '@/lib/contract';

type TitleAndText = Partial<Record<UiLanguage, { title: string; text: string }>>;

interface TranslatedTextTabsProps {
  /** The form field that holds `{ title, text }` per interface language. */
  name: string;
  /** Languages with a validation error: marked on their tab; after a refused submit the first of them is shown. */
  erroneous: readonly UiLanguage[];
  titleMax: number;
  textMax: number;
  textRows: number;
  /** The previews' test ids are `<previewTestId>-<language>`. */
  previewTestId: string;
}

/** A form's title and Markdown text per language, as tabs (German required) with a live preview beside the fields. */
export function TranslatedTextTabs({ name, erroneous, titleMax, textMax, textRows, previewTestId }: TranslatedTextTabsProps) {
  const { t } = useLingui();
  const { control } = useFormContext();
  const texts: TitleAndText = useWatch({ control, name }) ?? {};
  const { submitCount } = useFormState({ control });
  const [language, setLanguage] = useState<UiLanguage>('de');
  const [seenSubmits, setSeenSubmits] = useState(submitCount);
  if (submitCount !== seenSubmits) {
    // After a refused submit, show a language with an error (unless the shown one has one), so its message is seen.
    setSeenSubmits(submitCount);
    if (erroneous.length > 0 && !erroneous.includes(language)) setLanguage(erroneous[0]!);
  }

  const written = (code: UiLanguage) => Boolean(texts[code]?.title.trim() || texts[code]?.text.trim());

  return (
    <LanguageTabs language={language} onSelect={setLanguage} written={written} erroneous={erroneous}>
      {(code) => (
        <>
          <div className="grid content-start gap-4">
            <TextField
              name={`${name}.${code}.title`}
              label={t`Titel`}
              lang={code}
              required={code === 'de'}
              maxLength={titleMax}
              autoComplete="off"
            />
            <TextareaField
              name={`${name}.${code}.text`}
              label={t`Text (Markdown)`}
              lang={code}
              required={code === 'de'}
              maxLength={textMax}
              rows={textRows}
            />
          </div>
          <MarkdownPreview
            title={texts[code]?.title ?? ''}
            text={texts[code]?.text ?? ''}
            language={code}
            testId={`${previewTestId}-${code}`}
          />
        </>
      )}
    </LanguageTabs>
  );
}
