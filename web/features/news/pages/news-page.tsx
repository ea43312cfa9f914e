import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { NewsBody, NewsItem } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { createNewsRequest } from '../api/create-news';
import { deleteNewsRequest } from '../api/delete-news';
import { useNews } from '../api/get-news';
import { updateNewsRequest } from '../api/update-news';
import { NewsForm } from '../components/news-form';
import { NewsList, titleIn } from '../components/news-list';
import { emptyNewsFields, newsToFields } from '../news-values';

/** The editor's state: closed, a new item, or an existing one. */
type Editing = null | { item: NewsItem | null };

/**
 * `/manager/news` (admin, associate): every news item with status, feeds and window; write, edit and delete them.
 * Readers see them on the dashboard (`GET news/{language}`).
 */
export default function NewsPage() {
  const { t, i18n } = useLingui();
  const list = useNews();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);

  const save = async (body: NewsBody) => {
    const item = editing?.item;
    await (item ? updateNewsRequest(item.id, body) : createNewsRequest(body));
    await list.mutate();
    setEditing(null);
    toast.success(t`Erfolgreich gespeichert`);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteNewsRequest(deleting.id);
      toast.success(t`Beitrag gelöscht`);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
    await list.mutate();
  };

  const newButton = (
    <Button onClick={() => setEditing({ item: null })}>
      <Trans>Neuer Beitrag</Trans>
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t`News`}
        description={<Trans>Beiträge für das Dashboard, je Sprache und für die gewählten Rollen.</Trans>}
        actions={newButton}
      />
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListLoading>
          <Trans>News werden geladen …</Trans>
        </ListLoading>
      ) : list.data.length === 0 ? (
        <ListEmpty>
          <Trans>Noch keine Beiträge. Erfassen Sie den ersten mit «Neuer Beitrag».</Trans>
        </ListEmpty>
      ) : (
        <NewsList items={list.data} onEdit={(item) => setEditing({ item })} onDelete={setDeleting} />
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent closeLabel={t`Schliessen`} className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>{editing?.item ? t`Beitrag bearbeiten` : t`Neuer Beitrag`}</DialogTitle>
            <DialogDescription>
              {editing?.item ? titleIn(editing.item, i18n.locale) : <Trans>Pflichtfelder sind mit * markiert.</Trans>}
            </DialogDescription>
          </DialogHeader>
          {editing && (
            <NewsForm
              defaultValues={editing.item ? newsToFields(editing.item) : emptyNewsFields()}
              submitLabel={editing.item ? t`Speichern` : t`Beitrag erstellen`}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Beitrag löschen?`}
        description={deleting ? titleIn(deleting, i18n.locale) : undefined}
        confirmLabel={t`Löschen`}
        confirmVariant="destructive"
        onConfirm={confirmDelete}
      />
    </>
  );
}
