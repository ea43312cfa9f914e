import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { workshopLanguages, type WorkshopLanguage } from '@/lib/contract';
import { languageName } from '@/lib/format';

/** A list filter by the language a workshop is held in ("Alle Sprachen" = no filter). */
export function WorkshopLanguageFilter({
  value,
  onChange,
}: {
  value: WorkshopLanguage | undefined;
  onChange: (language: WorkshopLanguage | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{t`Sprache`}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.currentTarget.value || undefined) as WorkshopLanguage | undefined)}
      >
        <option value="">{t`Alle Sprachen`}</option>
        {workshopLanguages.map((code) => (
          <option key={code} value={code}>
            {languageName(code, i18n.locale)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
