import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ImportKind } from '@contract/imports/import-fields';
import type { Import } from '@contract/imports/imports.schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { formatCount } from '../format';
import { DiscardImportDialog } from './discard-import-dialog';

interface RunImportProps {
  checked: Import;
  /** Runs it; resolves to the error to show, or nothing once it ran. */
  onRun: (id: number) => Promise<unknown>;
  onDiscard: (id: number) => Promise<void>;
}

/** Step 4: import a checked file without problems (after a confirmation), or drop it. */
export function RunImport({ checked, onRun, onDiscard }: RunImportProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<'run' | 'discard' | null>(null);
  const summary = useCountsSummary(checked);
  const runnable = checked.state === 'checked' && checked.problems === 0;
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setConfirming('run')} disabled={!runnable}>
        <Trans>Importieren</Trans>
      </Button>
      <Button variant="outline" onClick={() => setConfirming('discard')}>
        <Trans>Verwerfen</Trans>
      </Button>
      <ConfirmDialog
        open={confirming === 'run'}
        onOpenChange={(open) => setConfirming(open ? 'run' : null)}
        title={t`Datei importieren?`}
        description={
          <>
            <p>
              {summary}. <Trans>Alles wird zusammen importiert oder gar nichts.</Trans>
            </p>
            <p>
              <Trans>Es wird keine E-Mail verschickt.</Trans>
            </p>
            {checked.writes_iban && (
              <p>
                <Trans>Die Datei enthält IBAN: Sie werden gebeten, Ihr Passwort zu bestätigen.</Trans>
              </p>
            )}
          </>
        }
        confirmLabel={t`Importieren`}
        onConfirm={async () => {
          const failed = await onRun(checked.id);
          if (failed) return i18n._(errorMessage(failed));
          toast.success(t`Import abgeschlossen`);
        }}
      />
      <DiscardImportDialog
        target={confirming === 'discard' ? checked : null}
        onClose={() => setConfirming(null)}
        onDiscard={onDiscard}
      />
    </div>
  );
}

const listHref: Record<ImportKind, () => string> = {
  coaches: () => paths.manager.coaches.href(),
  workshops: () => paths.manager.workshops.href(),
  materials: () => paths.manager.masterDataSection.href('materials'),
};

/** `2 neu, 0 aktualisiert, 1 unverändert`, each count with its plural in the UI language. */
function useCountsSummary({ created, updated, skipped }: Pick<Import, 'created' | 'updated' | 'skipped'>) {
  const { t, i18n } = useLingui();
  const made = formatCount(created, i18n.locale);
  const changed = formatCount(updated, i18n.locale);
  const kept = formatCount(skipped, i18n.locale);
  return [
    t`${plural(created, { one: `${made} neu`, other: `${made} neu` })}`,
    t`${plural(updated, { one: `${changed} aktualisiert`, other: `${changed} aktualisiert` })}`,
    t`${plural(skipped, { one: `${kept} unverändert`, other: `${kept} unverändert` })}`,
  ].join(', ');
}

/** After the run: what it did, and the list that shows it. */
export function ImportDone({ result, onAnother }: { result: Import; onAnother: () => void }) {
  const summary = useCountsSummary(result);
  const fileName = result.file_name;
  const list = {
    coaches: <Trans>Zur Liste der Coaches</Trans>,
    workshops: <Trans>Zur Liste der Workshops</Trans>,
    materials: <Trans>Zum Material</Trans>,
  }[result.kind];
  return (
    <Alert role="status">
      <AlertTitle>
        <Trans>«{fileName}» ist importiert</Trans>
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {summary}. <Trans>Es wurde keine E-Mail verschickt.</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <Link href={listHref[result.kind]()} className={buttonVariants({ size: 'sm' })}>
            {list}
          </Link>
          <Button variant="outline" size="sm" onClick={onAnother}>
            <Trans>Weitere Datei importieren</Trans>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
