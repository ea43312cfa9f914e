import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '../format';

/** Step 3, while the rows go out in chunks: a progress bar with the line reached, and a cancel. */
export function UploadProgress({ sent, total, onCancel }: { sent: number; total: number; onCancel: () => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const reached = formatCount(sent, i18n.locale);
  const all = formatCount(total, i18n.locale);
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id={id} className="text-lg font-semibold">
        <Trans>Die Datei wird geprüft</Trans>
      </h2>
      <progress className="h-3 w-full accent-primary" max={total} value={sent} aria-labelledby={`${id}-text`} />
      <p id={`${id}-text`} className="text-sm tabular-nums" aria-live="polite">
        <Trans>
          Zeile {reached} von {all}
        </Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Schliessen Sie das Fenster ruhig: Mit derselben Datei geht die Prüfung später dort weiter, wo sie aufgehört hat.
        </Trans>
      </p>
      <Button variant="outline" className="justify-self-start" onClick={onCancel}>
        <Trans>Abbrechen</Trans>
      </Button>
    </section>
  );
}
