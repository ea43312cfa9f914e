import { useLingui } from '@lingui/react/macro';
import { activateLanguage } from '@/lib/i18n';
import { languageNames, languages } from '@/lib/language';
import { cn } from '@/lib/utils';

/** Compact language buttons for the public and login layouts (local switch, remembered in the browser). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Sprache wählen`} className={cn('flex items-center gap-1', className)}>
      {languages.map((language) => {
        const active = i18n.locale === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            // The name holds the visible code (WCAG 2.5.3, label in name) and says which language it is.
            aria-label={`${language.toUpperCase()} – ${languageNames[language]}`}
            onClick={() => void activateLanguage(language)}
            className={cn(
              'cursor-pointer rounded px-2 py-1 text-xs font-semibold uppercase transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
              active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
            )}
          >
            {language}
          </button>
        );
      })}
    </div>
  );
}
