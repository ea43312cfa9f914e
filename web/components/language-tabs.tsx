import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { uiLanguages, type UiLanguage } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { cn } from '@/lib/utils';

interface LanguageTabsProps {
  language: UiLanguage;
  onSelect: (language: UiLanguage) => void;
  /** Whether a language has text; the others are marked "(fehlt)". German is marked required. */
  written: (language: UiLanguage) => boolean;
  /** Languages with a validation error, marked "(Fehler)". */
  erroneous: readonly UiLanguage[];
  /** The fields of one language: every panel stays mounted, only the selected one shows. */
  children: (language: UiLanguage) => ReactNode;
}

/** Text per interface language as tabs (arrow keys move between them), as the news and newsletter forms write it. */
export function LanguageTabs({ language, onSelect, written, erroneous, children }: LanguageTabsProps) {
  const { t, i18n } = useLingui();
  const id = useId();

  const moveTab = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = uiLanguages[(uiLanguages.indexOf(language) + step + uiLanguages.length) % uiLanguages.length]!;
    onSelect(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="grid min-w-0 gap-3">
      <div role="tablist" aria-label={t`Sprachen`} className="flex flex-wrap gap-1 border-b">
        {uiLanguages.map((code) => {
          const selected = code === language;
          return (
            <button
              key={code}
              id={`${id}-tab-${code}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${code}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(code)}
              onKeyDown={moveTab}
              className={cn(
                '-mb-px flex items-center gap-1.5 rounded-t-md border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-ring',
                selected ? 'border-b-background bg-background font-semibold' : 'border-transparent text-muted-foreground',
              )}
            >
              {languageName(code, i18n.locale)}
              {code === 'de' ? (
                <span className="text-destructive" aria-hidden="true">
                  *
                </span>
              ) : (
                !written(code) && (
                  <span className="text-xs font-normal">
                    <Trans>(fehlt)</Trans>
                  </span>
                )
              )}
              {erroneous.includes(code) && (
                <span className="text-xs font-semibold text-destructive">
                  <Trans>(Fehler)</Trans>
                </span>
              )}
            </button>
          );
        })}
      </div>
      {uiLanguages.map((code) => (
        <div
          key={code}
          id={`${id}-panel-${code}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${code}`}
          hidden={code !== language}
          className="grid min-w-0 gap-4 lg:grid-cols-2"
        >
          {children(code)}
        </div>
      ))}
    </div>
  );
}
