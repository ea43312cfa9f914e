import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { NewsAudience, UiLanguage } from '@/lib/contract';
import { formatLanguages } from '@/lib/format';
import { audienceLabels } from '../labels';

/**
 * Below the language tabs: which languages the news still lacks, and who therefore reads it in German (the chosen
 * feeds' readers whose language that is). Updated as the editor types.
 */
export function MissingLanguagesNote({ missing, audiences }: { missing: UiLanguage[]; audiences: NewsAudience[] }) {
  const { t, i18n } = useLingui();
  if (missing.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="missing-languages">
        <Trans>In allen vier Sprachen geschrieben: alle lesen die News in ihrer Sprache.</Trans>
      </p>
    );
  }
  const languages = formatLanguages(missing, i18n.locale);
  const readers =
    audiences.length > 0
      ? new Intl.ListFormat(`${i18n.locale}-CH`, { type: 'conjunction' }).format(audiences.map((a) => i18n._(audienceLabels[a])))
      : t`Alle Lesenden`;
  return (
    <p className="rounded-md border border-dashed p-3 text-sm" aria-live="polite" data-testid="missing-languages">
      <Plural
        value={missing.length}
        one={`Noch ohne ${languages}: ${readers} mit dieser Sprache lesen die News auf Deutsch.`}
        other={`Noch ohne ${languages}: ${readers} mit diesen Sprachen lesen die News auf Deutsch.`}
      />
    </p>
  );
}
