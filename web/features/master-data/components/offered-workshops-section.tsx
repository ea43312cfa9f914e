import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { SearchField } from '@/components/list/search-field';
import { Button } from '@/components/ui/button';
import type { OfferedWorkshop } from '@/lib/contract';
import { useOfferedWorkshops } from '../api/offered-workshops';
import { OfferedWorkshopDeleteDialog } from './offered-workshop-delete-dialog';
import { OfferedWorkshopEditor } from './offered-workshop-editor';
import { OfferedWorkshopItem } from './offered-workshop-item';

type EditorState = { mode: 'create' } | { mode: 'edit'; offer: OfferedWorkshop } | null;

/** The workshop catalogue of the public form: search, add, edit (texts per language, prices, files), delete. */
export function OfferedWorkshopsSection() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const { data, error, isLoading, mutate } = useOfferedWorkshops({ q: search || undefined });
  const [editor, setEditor] = useState<EditorState>(null);
  const [deleting, setDeleting] = useState<OfferedWorkshop | null>(null);
  // The editor shows the offer as the list has it now (files change while it is open).
  const editing = editor?.mode === 'edit' ? (data?.find((offer) => offer.id === editor.offer.id) ?? editor.offer) : undefined;

  return (
    <section aria-labelledby="offered-workshops-heading" className="grid gap-4" data-testid="offered-workshops">
      <h2 id="offered-workshops-heading" className="sr-only">
        <Trans>Workshop-Angebot</Trans>
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField label={t`Suchen (Code oder Titel)`} value={search} onChange={setSearch} className="w-full max-w-sm" />
        <Button onClick={() => setEditor({ mode: 'create' })}>
          <Trans>Neues Angebot</Trans>
        </Button>
      </div>
      {error && !data ? (
        <FetchError error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <ListLoading />
      ) : !data || data.length === 0 ? (
        <ListEmpty>{search ? <Trans>Kein Angebot passt zur Suche.</Trans> : <Trans>Noch keine Angebote.</Trans>}</ListEmpty>
      ) : (
        <ul className="grid gap-3" aria-label={t`Angebote`}>
          {data.map((offer) => (
            <OfferedWorkshopItem
              key={offer.id}
              offer={offer}
              onEdit={() => setEditor({ mode: 'edit', offer })}
              onDelete={() => setDeleting(offer)}
            />
          ))}
        </ul>
      )}
      <OfferedWorkshopEditor
        open={editor !== null}
        offer={editing}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
      />
      <OfferedWorkshopDeleteDialog
        offer={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </section>
  );
}
