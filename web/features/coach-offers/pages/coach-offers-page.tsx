import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import type { OfferableWorkshop } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDateWith, formatTimeRange, languageName } from '@/lib/format';
import { toast } from '@/lib/toast';
import { offerToGive, useOfferableWorkshops, withdrawOffer } from '../api/offers';

const NOTE_MAX = 1000;

/**
 * `/manager/offers` (coach): upcoming workshops still looking for coaches that fit the coach (language, subject,
 * availability). "Anbieten" with an optional note offers to give one (a series as a whole); staff accept or decline.
 * An open offer can be withdrawn.
 */
export default function CoachOffersPage() {
  const { t } = useLingui();
  const list = useOfferableWorkshops();
  const [offering, setOffering] = useState<OfferableWorkshop | null>(null);
  const items = list.data ?? [];
  const offered = items.filter((item) => item.offer?.state === 'open');
  const open = items.filter((item) => item.offer?.state !== 'open');

  return (
    <>
      <PageHeader
        title={t`Offene Workshops`}
        description={
          <Trans>
            Workshops, die noch Coaches suchen und zu Ihren Sprachen, Themen und Ihrer Verfügbarkeit passen. Bieten Sie an, einen
            zu übernehmen: Das Team entscheidet und Sie erhalten eine E-Mail.
          </Trans>
        }
      />
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListLoading>
          <Trans>Workshops werden geladen …</Trans>
        </ListLoading>
      ) : items.length === 0 ? (
        <ListEmpty>
          <Trans>Zurzeit sucht kein Workshop, der zu Ihnen passt, noch Coaches.</Trans>
        </ListEmpty>
      ) : (
        <div className="grid gap-8">
          {offered.length > 0 && (
            <Section title={t`Ihre Angebote`} testId="own-offers">
              {offered.map((item) => (
                <WorkshopCard key={item.workshop_id} item={item} onChanged={() => void list.mutate()} />
              ))}
            </Section>
          )}
          <Section
            title={t`Passende Workshops`}
            testId="offerable-workshops"
            empty={
              open.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>Keine weiteren passenden Workshops.</Trans>
                </p>
              ) : undefined
            }
          >
            {open.map((item) => (
              <WorkshopCard
                key={item.workshop_id}
                item={item}
                onOffer={() => setOffering(item)}
                onChanged={() => void list.mutate()}
              />
            ))}
          </Section>
        </div>
      )}
      <OfferDialog item={offering} onClose={() => setOffering(null)} onOffered={() => void list.mutate()} />
    </>
  );
}

/** A titled list of workshop cards; `empty` instead of the list when there is none (a list holds list items only). */
function Section({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  empty?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid={testId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {empty ?? <ul className="grid items-start gap-4 xl:grid-cols-2">{children}</ul>}
    </section>
  );
}

function WorkshopCard({ item, onOffer, onChanged }: { item: OfferableWorkshop; onOffer?: () => void; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const day = (iso: string) =>
    formatIsoDateWith(iso, i18n.locale, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  const missing = item.coaches_missing;
  const language = languageName(item.language, i18n.locale);

  const withdraw = async () => {
    if (!item.offer) return;
    setBusy(true);
    try {
      await withdrawOffer(item.offer.id);
      toast.success(t`Ihr Angebot ist zurückgezogen`);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  return (
    <li className="grid min-w-0">
      <Card role="article" aria-labelledby={titleId} data-testid="offerable-workshop" data-workshop-id={item.workshop_id}>
        <CardHeader className="gap-1 p-4 pb-2 sm:p-6 sm:pb-2">
          <h3 id={titleId} className="text-lg leading-tight font-semibold wrap-anywhere">
            {item.title}
          </h3>
          <ul className="grid text-base font-medium">
            {item.dates.map((date) => (
              <li key={date.workshop_id}>
                {day(date.date)}, {formatTimeRange(date.start_time, date.end_time)}
              </li>
            ))}
          </ul>
        </CardHeader>
        <CardContent className="grid gap-3 p-4 pt-2 sm:p-6 sm:pt-2">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t`Ort`}</dt>
            <dd>
              <span className="block font-medium">{item.institute}</span>
              <span className="block">{item.location}</span>
            </dd>
            <dt className="text-muted-foreground">{t`Sprache`}</dt>
            <dd>{language}</dd>
            {item.subject && (
              <>
                <dt className="text-muted-foreground">{t`Thema`}</dt>
                <dd>{item.subject}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t`Gesucht`}</dt>
            <dd>
              <Plural value={missing} one="# Coach" other="# Coaches" />
            </dd>
          </dl>
          {item.offer?.state === 'open' ? (
            <div className="grid gap-2 text-sm">
              <p className="font-medium">
                <Trans>Sie haben sich angeboten. Das Team entscheidet bald.</Trans>
              </p>
              {item.offer.note && <p className="wrap-anywhere text-muted-foreground">«{item.offer.note}»</p>}
              {!item.fits && (
                <p className="text-destructive">
                  <Trans>Dieser Workshop passt nicht mehr zu Ihrer Verfügbarkeit.</Trans>
                </p>
              )}
              <div>
                <Button type="button" variant="outline" disabled={busy} onClick={() => void withdraw()}>
                  <Trans>Angebot zurückziehen</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <div className="grid gap-2 text-sm">
              {item.offer?.state === 'declined' && (
                <p className="text-muted-foreground">
                  <Trans>Ihr früheres Angebot wurde abgelehnt.</Trans>
                </p>
              )}
              <div>
                <Button type="button" onClick={onOffer}>
                  <Trans>Anbieten</Trans>
                </Button>
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

function OfferDialog({
  item,
  onClose,
  onOffered,
}: {
  item: OfferableWorkshop | null;
  onClose: () => void;
  onOffered: () => void;
}) {
  const { t, i18n } = useLingui();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = item?.title ?? '';

  const close = () => {
    setNote('');
    setError(null);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!item) return;
    setBusy(true);
    setError(null);
    try {
      await offerToGive(item.workshop_id, note.trim() ? { note: note.trim() } : {});
      toast.success(t`Ihr Angebot ist gesendet`);
      close();
      onOffered();
    } catch (failure) {
      setError(i18n._(errorMessage(failure)));
      if (isApiError(failure) && failure.status === 409) onOffered();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent closeLabel={t`Schliessen`}>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              <Trans>Workshop anbieten</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Sie bieten an, «{title}» an allen Terminen zu übernehmen.</Trans>
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor={noteId} className="text-sm font-medium">
              <Trans>Bemerkung an das Team (optional)</Trans>
            </label>
            <Textarea id={noteId} rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button type="submit" disabled={busy}>
              <Trans>Anbieten</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
