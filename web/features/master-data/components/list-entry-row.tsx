import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';
import type { ListEntry } from '@/lib/contract';
import { otherLanguages, usageSummary } from './list-labels';

interface ListEntryRowProps {
  entry: ListEntry;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One entry: German name (and code), the other translations with the missing ones marked, usage, actions. */
export function ListEntryRow({ entry, first, last, busy, onMove, onEdit, onDelete }: ListEntryRowProps) {
  const { t, i18n } = useLingui();
  const name = entry.names.de;
  const usage = usageSummary(i18n, entry.usage);
  return (
    <li className="grid gap-3 p-3 sm:flex sm:items-center sm:gap-4" data-testid="list-entry">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span lang="de">{name}</span>
          {entry.code && <span className="font-mono text-sm text-muted-foreground">{entry.code}</span>}
          {!entry.active && (
            <Badge variant="outline">
              <Trans>inaktiv</Trans>
            </Badge>
          )}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t`Übersetzungen von «${name}»`}>
          {otherLanguages.map((language) => {
            const translated = entry.names[language];
            const code = language.toUpperCase();
            return (
              <li key={language}>
                <span className="font-semibold text-muted-foreground">{code}: </span>
                {translated ? (
                  <span lang={language}>{translated}</span>
                ) : (
                  <span className="text-destructive italic">
                    <Trans>fehlt</Trans>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted-foreground">
          {usage ? <Trans>Verwendet von: {usage}</Trans> : <Trans>Nicht verwendet</Trans>}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="outline"
          size="icon"
          onClick={() => onMove('up')}
          disabled={first || busy}
          aria-label={t`«${name}» nach oben`}
        >
          <ArrowUpIcon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => onMove('down')}
          disabled={last || busy}
          aria-label={t`«${name}» nach unten`}
        >
          <ArrowDownIcon aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onEdit} aria-label={t`«${name}» bearbeiten`}>
          <Trans>Bearbeiten</Trans>
        </Button>
        <Button variant="outline" onClick={onDelete} aria-label={t`«${name}» löschen`}>
          <Trans>Löschen</Trans>
        </Button>
      </div>
    </li>
  );
}
