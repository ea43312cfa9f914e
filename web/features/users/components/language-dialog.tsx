import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { languageNames, languages, type Language } from '@/lib/language';
import { cn } from '@/lib/utils';
import { changeLanguage } from '../change-language';

/** The back office's language picker (de, fr, it, en). */
export function LanguageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<Language | null>(null);

  const choose = async (language: Language) => {
    if (language === i18n.locale) {
      onOpenChange(false);
      return;
    }
    setPending(language);
    const ok = await changeLanguage(language);
    setPending(null);
    if (ok) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Sprache wählen</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Die Oberfläche und Ihre E-Mails erscheinen in dieser Sprache.</Trans>
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {languages.map((language) => {
            const current = i18n.locale === language;
            return (
              <li key={language}>
                <Button
                  variant={current ? 'default' : 'outline'}
                  className={cn('w-full justify-between')}
                  lang={language}
                  aria-current={current ? 'true' : undefined}
                  disabled={pending !== null}
                  onClick={() => void choose(language)}
                >
                  <span>{languageNames[language]}</span>
                  <span className="text-xs uppercase opacity-70" aria-hidden="true">
                    {language}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
