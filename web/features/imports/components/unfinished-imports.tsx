import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ImportKind } from '@contract/imports/import-fields';
import type { Import } from '@contract/imports/imports.schemas';
import { Button } from '@/components/ui/button';
import { formatTimestamp } from '@/lib/format';
import { useImports } from '../api/imports';
import { formatCount } from '../format';
import { DiscardImportDialog } from './discard-import-dialog';

interface UnfinishedImportsProps {
  kind: ImportKind;
  /** The import on screen (not listed again). */
  currentId: number | null;
  onResume: (target: Import) => void;
  onOpen: (target: Import) => void;
  onDiscard: (id: number) => Promise<void>;
}

/** Imports of the kind that were started or checked but not run: continue with the same file, open, or drop. */
export function UnfinishedImports({ kind, currentId, onResume, onOpen, onDiscard }: UnfinishedImportsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const list = useImports(kind);
  const [discarding, setDiscarding] = useState<Import | null>(null);
  const open = (list.data ?? []).filter((entry) => entry.state !== 'imported' && entry.id !== currentId);
  if (open.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        <Trans>Nicht abgeschlossene Importe</Trans>
      </h2>
      <ul className="grid gap-2">
        {open.map((entry) => {
          const when = formatTimestamp(entry.created_at, i18n.locale);
          const received = formatCount(entry.received_rows, i18n.locale);
          const total = formatCount(entry.row_count, i18n.locale);
          const problems = formatCount(entry.problems, i18n.locale);
          const name = entry.file_name;
          return (
            <li key={entry.id} className="grid gap-2 rounded-xl border bg-card p-3 text-sm sm:flex sm:items-center">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium break-words">{name}</span>
                <span className="text-muted-foreground">
                  {entry.state === 'uploading' ? (
                    <Trans>
                      Begonnen {when}: {received} von {total} Zeilen geprüft
                    </Trans>
                  ) : entry.problems > 0 ? (
                    <Trans>
                      Geprüft {when}: {problems} Zeilen mit Problemen
                    </Trans>
                  ) : (
                    <Trans>Geprüft {when}: bereit zum Import</Trans>
                  )}
                </span>
              </div>
              <div className="flex flex-wrap gap-2">
                {entry.state === 'uploading' ? (
                  <Button variant="outline" size="sm" onClick={() => onResume(entry)} aria-label={t`Fortsetzen: ${name}`}>
                    <Trans>Fortsetzen</Trans>
                  </Button>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => onOpen(entry)} aria-label={t`Öffnen: ${name}`}>
                    <Trans>Öffnen</Trans>
                  </Button>
                )}
                <Button variant="outline" size="sm" onClick={() => setDiscarding(entry)} aria-label={t`Verwerfen: ${name}`}>
                  <Trans>Verwerfen</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <DiscardImportDialog target={discarding} onClose={() => setDiscarding(null)} onDiscard={onDiscard} />
    </section>
  );
}
