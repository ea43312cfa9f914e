import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { SearchField } from '@/components/list/search-field';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { StatusPill } from '@/components/ui/status-pill';
import type { Associate } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { deleteAssociateRequest, useAssociates } from '../api/associates';
import { AssociateDialog } from './associate-dialog';

type Editing = { associate: Associate | null } | null;

/** Master data, team: the team members with search, add, edit and delete (the linked login stays). */
export function AssociatesSection() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Associate | null>(null);
  const list = useAssociates({ q: search || undefined });
  const headingId = useId();
  const items = list.data?.items;
  const count = items?.length ?? 0;

  const saved = async () => {
    setEditing(null);
    toast.success(t`Erfolgreich gespeichert`);
    await list.mutate();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteAssociateRequest(deleting.id);
    } catch (error) {
      return i18n._(errorMessage(error));
    }
    toast.success(t`Teammitglied gelöscht`);
    await list.mutate();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="sr-only">
        <Trans>Team</Trans>
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField
          label={t`Team durchsuchen`}
          placeholder={t`Name, E-Mail, Funktion …`}
          value={search}
          onChange={setSearch}
          className="w-full sm:w-80"
        />
        <Button onClick={() => setEditing({ associate: null })} disabled={!list.data}>
          <PlusIcon className="size-4" />
          <Trans>Neues Teammitglied</Trans>
        </Button>
      </div>
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !items ? (
        <ListLoading />
      ) : items.length === 0 ? (
        <ListEmpty
          action={
            search ? (
              <Button variant="outline" size="sm" onClick={() => setSearch('')}>
                <Trans>Suche zurücksetzen</Trans>
              </Button>
            ) : undefined
          }
        >
          {search ? <Trans>Niemand im Team passt zur Suche.</Trans> : <Trans>Noch keine Teammitglieder erfasst.</Trans>}
        </ListEmpty>
      ) : (
        <ul
          className={list.isValidating ? 'grid gap-3 opacity-60 transition-opacity' : 'grid gap-3'}
          aria-label={t`Team (${count})`}
          aria-busy={list.isValidating || undefined}
        >
          {items.map((associate) => (
            <AssociateItem
              key={associate.id}
              associate={associate}
              onEdit={() => setEditing({ associate })}
              onDelete={() => setDeleting(associate)}
            />
          ))}
        </ul>
      )}
      <AssociateDialog
        associate={editing?.associate ?? null}
        linkableUsers={list.data?.linkable_users ?? []}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={() => void saved()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Teammitglied löschen?`}
        description={
          deleting && (
            <>
              <p>{deleting.name}</p>
              {deleting.user && <Trans>Das verknüpfte Login bleibt bestehen.</Trans>}
            </>
          )
        }
        confirmLabel={t`Löschen`}
        confirmVariant="destructive"
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function AssociateItem({ associate, onEdit, onDelete }: { associate: Associate; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const name = associate.name;
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-sm" data-associate-id={associate.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 className="font-medium break-words">{associate.name}</h3>
          {associate.function && <p className="break-words text-muted-foreground">{associate.function}</p>}
        </div>
        {!associate.active && (
          <StatusPill tone="neutral">
            <Trans>Inaktiv</Trans>
          </StatusPill>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {associate.email && (
          <>
            <dt className="text-muted-foreground">
              <Trans>E-Mail</Trans>
            </dt>
            <dd className="break-words">
              <a href={`mailto:${associate.email}`} className="text-primary hover:underline">
                {associate.email}
              </a>
            </dd>
          </>
        )}
        {associate.phone && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Telefon</Trans>
            </dt>
            <dd>{associate.phone}</dd>
          </>
        )}
        <dt className="text-muted-foreground">
          <Trans>Login</Trans>
        </dt>
        <dd className="break-words" data-testid="associate-login">
          {associate.user ? `${associate.user.name} (${associate.user.email})` : '–'}
        </dd>
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
