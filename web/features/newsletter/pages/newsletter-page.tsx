import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PlusIcon } from '@/components/ui/icons';
import type { Newsletter, NewsletterBody } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  createNewsletter,
  deleteNewsletter,
  sendNewsletter,
  sendNewsletterTest,
  updateNewsletter,
  useNewsletters,
} from '../api/newsletters';
import { NewsletterCard } from '../components/newsletter-card';
import { NewsletterForm } from '../components/newsletter-form';
import { SubscribersSection } from '../components/subscribers-section';
import { newsletterToFields, titleIn } from '../newsletter-values';

type Editing = null | { newsletter: Newsletter | null };

/**
 * `/manager/newsletter` (admin): write a newsletter per language, send a test to oneself, then send it to every
 * confirmed subscriber; the send log per newsletter; the subscribers with their consent and a CSV export.
 */
export default function NewsletterPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Newsletter`);
  const list = useNewsletters();
  const newslettersHeading = useId();
  const subscribersHeading = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [sending, setSending] = useState<Newsletter | null>(null);
  const [deleting, setDeleting] = useState<Newsletter | null>(null);
  const recipients = list.data?.recipients ?? 0;

  const save = async (body: NewsletterBody) => {
    const newsletter = editing?.newsletter;
    await (newsletter ? updateNewsletter(newsletter.id, body) : createNewsletter(body));
    await list.mutate();
    setEditing(null);
    toast.success(t`Erfolgreich gespeichert`);
  };

  const sendTest = async (newsletter: Newsletter) => {
    try {
      await sendNewsletterTest(newsletter.id);
      toast.success(t`Test an Ihre Adresse gesendet`);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
    await list.mutate();
  };

  const confirmSend = async () => {
    if (!sending) return;
    try {
      const sent = await sendNewsletter(sending.id);
      toast.success(
        t`${plural(sent.recipient_count ?? 0, { one: 'Newsletter an # Person versendet', other: 'Newsletter an # Personen versendet' })}`,
      );
    } catch (error) {
      await list.mutate();
      return i18n._(errorMessage(error));
    }
    await list.mutate();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteNewsletter(deleting.id);
      toast.success(t`Entwurf gelöscht`);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
    await list.mutate();
  };

  return (
    <>
      <PageHeader
        title={t`Newsletter`}
        description={<Trans>Viermal im Jahr an alle, die ihre Anmeldung bestätigt haben, in ihrer Sprache.</Trans>}
        actions={
          <Button onClick={() => setEditing({ newsletter: null })}>
            <PlusIcon />
            <Trans>Neuer Newsletter</Trans>
          </Button>
        }
      />
      <div className="grid gap-10">
        <section aria-labelledby={newslettersHeading} className="grid gap-4">
          <h2 id={newslettersHeading} className="text-xl font-semibold">
            <Trans>Ausgaben</Trans>
          </h2>
          {list.error && !list.data ? (
            <FetchError error={list.error} onRetry={() => void list.mutate()} />
          ) : !list.data ? (
            <ListLoading>
              <Trans>Newsletter werden geladen …</Trans>
            </ListLoading>
          ) : list.data.items.length === 0 ? (
            <ListEmpty>
              <Trans>Noch kein Newsletter. Schreiben Sie den ersten mit «Neuer Newsletter».</Trans>
            </ListEmpty>
          ) : (
            <ul className="grid gap-3">
              {list.data.items.map((newsletter) => (
                <NewsletterCard
                  key={newsletter.id}
                  newsletter={newsletter}
                  actions={{
                    onEdit: (item) => setEditing({ newsletter: item }),
                    onTest: (item) => void sendTest(item),
                    onSend: setSending,
                    onDelete: setDeleting,
                  }}
                />
              ))}
            </ul>
          )}
        </section>
        <SubscribersSection headingId={subscribersHeading} />
      </div>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent closeLabel={t`Schliessen`} className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>{editing?.newsletter ? t`Newsletter bearbeiten` : t`Neuer Newsletter`}</DialogTitle>
            <DialogDescription>
              {editing?.newsletter ? titleIn(editing.newsletter, i18n.locale) : <Trans>Pflichtfelder sind mit * markiert.</Trans>}
            </DialogDescription>
          </DialogHeader>
          {editing && (
            <NewsletterForm
              defaultValues={newsletterToFields(editing.newsletter)}
              submitLabel={editing.newsletter ? t`Speichern` : t`Entwurf erstellen`}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={sending !== null}
        onOpenChange={(open) => !open && setSending(null)}
        title={t`Newsletter jetzt senden?`}
        description={
          <>
            <Plural
              value={recipients}
              one={`«${sending ? titleIn(sending, i18n.locale) : ''}» geht an # Person, die ihre Anmeldung bestätigt hat.`}
              other={`«${sending ? titleIn(sending, i18n.locale) : ''}» geht an # Personen, die ihre Anmeldung bestätigt haben.`}
            />{' '}
            <Trans>Das lässt sich nicht rückgängig machen.</Trans>
          </>
        }
        confirmLabel={t`Senden`}
        onConfirm={confirmSend}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Entwurf löschen?`}
        description={deleting ? titleIn(deleting, i18n.locale) : undefined}
        confirmLabel={t`Löschen`}
        confirmVariant="destructive"
        onConfirm={confirmDelete}
      />
    </>
  );
}
