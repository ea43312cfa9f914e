import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { SearchField } from '@/components/list/search-field';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { StatusPill } from '@/components/ui/status-pill';
import type { Material } from '@/lib/contract';
import { toast } from '@/lib/toast';
import { useMaterials } from '../api/materials';
import { MaterialDeleteDialog } from './material-delete-dialog';
import { MaterialDialog } from './material-dialog';

type Editing = { material: Material | null } | null;

/** Master data, materials: the catalogue with search, create, edit and delete (or deactivate when in use). */
export function MaterialsSection() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const list = useMaterials({ q: search || undefined });
  const headingId = useId();
  const count = list.data?.length ?? 0;

  const saved = async () => {
    setEditing(null);
    toast.success(t`Erfolgreich gespeichert`);
    await list.mutate();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="sr-only">
        <Trans>Material</Trans>
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField
          label={t`Material suchen`}
          placeholder={t`Titel, Format, Lagerort …`}
          value={search}
          onChange={setSearch}
          className="w-full sm:w-80"
        />
        <Button onClick={() => setEditing({ material: null })}>
          <PlusIcon className="size-4" />
          <Trans>Neues Material</Trans>
        </Button>
      </div>
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListLoading />
      ) : list.data.length === 0 ? (
        <ListEmpty
          action={
            search ? (
              <Button variant="outline" size="sm" onClick={() => setSearch('')}>
                <Trans>Suche zurücksetzen</Trans>
              </Button>
            ) : undefined
          }
        >
          {search ? <Trans>Kein Material passt zur Suche.</Trans> : <Trans>Noch kein Material erfasst.</Trans>}
        </ListEmpty>
      ) : (
        <ul
          className={list.isValidating ? 'grid gap-3 opacity-60 transition-opacity' : 'grid gap-3'}
          aria-label={t`Material (${count})`}
          aria-busy={list.isValidating || undefined}
        >
          {list.data.map((material) => (
            <MaterialItem
              key={material.id}
              material={material}
              onEdit={() => setEditing({ material })}
              onDelete={() => setDeleting(material)}
            />
          ))}
        </ul>
      )}
      <MaterialDialog
        material={editing?.material ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={() => void saved()}
      />
      <MaterialDeleteDialog material={deleting} onClose={() => setDeleting(null)} onChanged={() => list.mutate()} />
    </section>
  );
}

function MaterialItem({ material, onEdit, onDelete }: { material: Material; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const { stock, title: name } = material;
  const feeds = [
    material.visible_for_coaches && t`Coaches`,
    material.visible_for_associates && t`Team`,
    material.visible_for_finance && t`Finanzen`,
  ].filter(Boolean);
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-sm" data-material-id={material.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-medium break-words">{material.title}</h3>
        <div className="flex flex-wrap gap-1">
          {!material.active && (
            <StatusPill tone="neutral">
              <Trans>Inaktiv</Trans>
            </StatusPill>
          )}
          {material.orderable_by_coaches && (
            <StatusPill tone="info">
              <Trans>Von Coaches bestellbar</Trans>
            </StatusPill>
          )}
        </div>
      </div>
      {material.description && <p className="break-words text-muted-foreground">{material.description}</p>}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">
          <Trans>Bestand</Trans>
        </dt>
        <dd data-testid="material-stock">{t`${plural(stock, { one: '# Stück', other: '# Stück' })}`}</dd>
        {material.format && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Format</Trans>
            </dt>
            <dd>{material.format}</dd>
          </>
        )}
        {material.storage_location && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Lagerort</Trans>
            </dt>
            <dd>{material.storage_location}</dd>
          </>
        )}
        <dt className="text-muted-foreground">
          <Trans>Sichtbar für</Trans>
        </dt>
        <dd>{feeds.length > 0 ? feeds.join(', ') : '–'}</dd>
        <dt className="text-muted-foreground">
          <Trans>Bestellungen</Trans>
        </dt>
        <dd>{material.order_count}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t`Bearbeiten: ${name}`}>
          <Trans>Bearbeiten</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={t`Löschen: ${name}`}>
          <Trans>Löschen</Trans>
        </Button>
      </div>
    </li>
  );
}
