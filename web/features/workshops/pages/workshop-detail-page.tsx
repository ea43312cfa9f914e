import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { Fact, Facts, Section } from '@/components/detail-section';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { WorkshopOrdersSection } from '@/features/material-orders';
import { StaffingSection } from '@/features/staffing';
import { todayInZurich, type WorkshopDetail } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatMinutes, formatPrice, formatShortDate, formatTimeRange, languageName } from '@/lib/format';
import { toast } from '@/lib/toast';
import { WORKSHOP_LIST_PREFIXES } from '../api/get-workshops';
import { useWorkshop, workshopKey } from '../api/get-workshop';
import { detachWorkshopRequest } from '../api/detach-workshop';
import { DuplicateDialog } from '../components/duplicate-dialog';
import { StateActions } from '../components/state-actions';
import { WorkshopEvaluations } from '../components/workshop-evaluations';
import { SeriesBadge, WorkshopStateBadge } from '../components/workshop-state-badge';
import { coachRequestStateLabels, labelOf, materialOrderStateLabels, payoutStateLabels, workshopTypeLabels } from '../labels';
import { lastWorkshopListSearch } from '../list-query';
import { isDetachable, isEditable } from '../state-actions';

/**
 * `/manager/workshops/:id`: every field, where it came from, its series, coaches, requests, orders, fees and
 * evaluations. Staff change its state, edit and duplicate it; finance only reads.
 */
export default function WorkshopDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const workshopId = Number(id);
  const language = i18n.locale;
  const detail = useWorkshop(workshopId);
  const role = useAuth((state) => state.role);
  const staff = role === 'admin' || role === 'associate';
  const { mutate } = useSWRConfig();
  const today = useMemo(() => todayInZurich(), []);
  const [duplicateOpen, setDuplicateOpen] = useState(false);
  const workshop = detail.data;

  const refresh = () => {
    void detail.mutate();
    void mutate(
      (key) =>
        typeof key === 'string' &&
        (WORKSHOP_LIST_PREFIXES.some((prefix) => key.startsWith(prefix)) ||
          (key.startsWith('workshops/') && key !== workshopKey(workshopId)) ||
          key.startsWith('inquiries/') ||
          // Cancelling or reinitializing cancels the open material orders.
          key.startsWith('orders?')),
      undefined,
      { revalidate: true },
    );
  };

  if (!workshop) {
    return (
      <>
        <BackLink staff={staff} />
        {detail.error ? (
          <FetchError error={detail.error} onRetry={() => void detail.mutate()} />
        ) : (
          <ListLoading>
            <Trans>Workshop wird geladen …</Trans>
          </ListLoading>
        )}
      </>
    );
  }

  const editable = isEditable(workshop.state);
  const copiedFrom = workshop.duplicated_from_id;
  const inquiryNumber = workshop.inquiry?.id;
  const inquiryInstitute = workshop.inquiry?.institute;
  const contactName = [workshop.contact_firstname, workshop.contact_lastname].filter(Boolean).join(' ');

  return (
    <>
      <BackLink staff={staff} />
      <PageHeader
        title={workshop.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-foreground">
              {formatIsoDate(workshop.date, language)}, {formatTimeRange(workshop.start_time, workshop.end_time)}
            </span>
            <WorkshopStateBadge state={workshop.state} />
            {workshop.series_id !== null && <SeriesBadge />}
          </span>
        }
        actions={
          staff ? (
            <>
              {editable && (
                <Link href={paths.manager.workshopEdit.href(workshop.id)} className={buttonVariants({ variant: 'outline' })}>
                  <Trans>Bearbeiten</Trans>
                </Link>
              )}
              <Button variant="outline" onClick={() => setDuplicateOpen(true)}>
                <Trans>Duplizieren</Trans>
              </Button>
            </>
          ) : undefined
        }
      />

      <div className="grid gap-6 lg:grid-cols-2">
        {staff && (
          <Section title={t`Status`} className="lg:col-span-2">
            <StateActions workshop={workshop} today={today} onChanged={refresh} />
          </Section>
        )}

        {staff && <StaffingSection workshopId={workshop.id} />}

        <Section title={t`Durchführung`}>
          <Facts>
            <Fact label={t`Datum`}>{formatIsoDate(workshop.date, language)}</Fact>
            <Fact label={t`Zeit`}>
              {formatTimeRange(workshop.start_time, workshop.end_time)} ({formatMinutes(workshop.duration_minutes, language)})
            </Fact>
            <Fact label={t`Sprache`}>{languageName(workshop.language, language)}</Fact>
            <Fact label={t`Art`}>{labelOf(i18n, workshopTypeLabels, workshop.type)}</Fact>
            <Fact label={t`Teilnehmende`}>{workshop.number_participants ?? '–'}</Fact>
            <Fact label={t`Raum`}>{workshop.room || '–'}</Fact>
            <Fact label={t`Preis`}>{formatPrice(workshop.price_centimes)}</Fact>
            {workshop.recommended_price_centimes !== null && (
              <Fact label={t`Empfohlener Preis`}>{formatPrice(workshop.recommended_price_centimes)}</Fact>
            )}
            {workshop.state === 'cancelled' && <Fact label={t`Absagegrund`}>{workshop.cancellation_reason || '–'}</Fact>}
            {copiedFrom !== null && (
              <Fact label={t`Kopie von`}>
                <Link href={paths.manager.workshop.href(copiedFrom)} className="text-primary hover:underline">
                  <Trans>Workshop Nr. {copiedFrom}</Trans>
                </Link>
              </Fact>
            )}
          </Facts>
          {workshop.notes && (
            <div className="mt-4 grid gap-1 text-sm">
              <h3 className="text-muted-foreground">
                <Trans>Notizen</Trans>
              </h3>
              <p className="whitespace-pre-line">{workshop.notes}</p>
            </div>
          )}
        </Section>

        <Section title={t`Ort und Kontakt`}>
          <Facts>
            <Fact label={t`Schule / Institution`}>{workshop.institute}</Fact>
            <Fact label={t`Adresse`}>
              {[
                workshop.street_address,
                workshop.address_addition,
                [workshop.postcode, workshop.location].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
            </Fact>
            <Fact label={t`Kontaktperson`}>{contactName || '–'}</Fact>
            <Fact label={t`E-Mail`}>
              {workshop.contact_email ? (
                <a href={`mailto:${workshop.contact_email}`} className="break-all text-primary hover:underline">
                  {workshop.contact_email}
                </a>
              ) : (
                '–'
              )}
            </Fact>
            <Fact label={t`Telefon`}>
              {workshop.contact_phone ? (
                <a href={`tel:${workshop.contact_phone.replace(/\s+/g, '')}`} className="text-primary hover:underline">
                  {workshop.contact_phone}
                </a>
              ) : (
                '–'
              )}
            </Fact>
            <Fact label={t`Anfrage`}>
              {workshop.inquiry ? (
                staff ? (
                  <Link href={paths.manager.inquiry.href(workshop.inquiry.id)} className="text-primary hover:underline">
                    <Trans>
                      Anfrage Nr. {inquiryNumber} ({inquiryInstitute})
                    </Trans>
                  </Link>
                ) : (
                  <Trans>Anfrage Nr. {inquiryNumber}</Trans>
                )
              ) : (
                <Trans>Ohne Anfrage erfasst</Trans>
              )}
            </Fact>
          </Facts>
        </Section>

        {workshop.series_id !== null && <SeriesSection workshop={workshop} staff={staff} onChanged={refresh} />}

        {/* Staff see the coaches and requests in "Besetzung" (with the actions); finance reads them here. */}
        {!staff && (
          <>
            <Section title={t`Coaches`}>
              <Rows
                items={workshop.coaches}
                render={(coach) => <span>{coach.name}</span>}
                empty={<Trans>Noch keine Coaches eingeteilt.</Trans>}
              />
            </Section>

            <Section title={t`Coach-Anfragen`}>
              <Rows
                items={workshop.coach_requests}
                render={(request) => (
                  <>
                    <span>{request.coach.name}</span>
                    <span className="text-muted-foreground">{labelOf(i18n, coachRequestStateLabels, request.state)}</span>
                  </>
                )}
                empty={<Trans>Noch keine.</Trans>}
              />
            </Section>
          </>
        )}

        {staff ? (
          <WorkshopOrdersSection workshopId={workshop.id} />
        ) : (
          <Section title={t`Materialbestellungen`}>
            <Rows
              items={workshop.material_orders}
              render={(order) => (
                <>
                  <span>{order.coach.name}</span>
                  <span className="text-muted-foreground">{labelOf(i18n, materialOrderStateLabels, order.state)}</span>
                </>
              )}
              empty={<Trans>Noch keine.</Trans>}
            />
          </Section>
        )}

        <Section title={t`Honorare`}>
          <Rows
            items={workshop.fees}
            render={(fee) => (
              <>
                <span>{fee.coach.name}</span>
                <span className="tabular-nums">{formatPrice(fee.amount_centimes)}</span>
                <span className="text-muted-foreground">{labelOf(i18n, payoutStateLabels, fee.state)}</span>
              </>
            )}
            empty={<Trans>Noch keine.</Trans>}
          />
        </Section>

        <WorkshopEvaluations
          workshopId={workshop.id}
          evaluations={workshop.evaluations}
          staff={staff}
          onChanged={() => void detail.mutate()}
        />
      </div>

      {!editable && staff && (
        <Alert variant="info" className="mt-6">
          <AlertDescription>
            <Trans>Abgesagte und verrechnete Workshops können nicht mehr bearbeitet werden.</Trans>
          </AlertDescription>
        </Alert>
      )}

      {staff && (
        <DuplicateDialog
          open={duplicateOpen}
          onOpenChange={setDuplicateOpen}
          sources={[workshop]}
          onDuplicated={() => refresh()}
        />
      )}
    </>
  );
}

function SeriesSection({ workshop, staff, onChanged }: { workshop: WorkshopDetail; staff: boolean; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const [detaching, setDetaching] = useState(false);
  const count = workshop.series.length;
  const thisDate = formatShortDate(workshop.date, i18n.locale);

  const detach = async () => {
    try {
      await detachWorkshopRequest(workshop.id);
    } catch (error) {
      return i18n._(errorMessage(error));
    }
    toast.success(t`Der Workshop vom ${thisDate} ist nicht mehr Teil der Serie.`);
    onChanged();
  };

  return (
    <Section title={t`Serie`} testId="workshop-series">
      <p className="mb-3 text-sm text-muted-foreground">
        <Trans>{count} Workshops gehören zu dieser Serie. Statusänderungen gelten für die ganze Serie.</Trans>
      </p>
      <ol className="grid gap-2 text-sm">
        {workshop.series.map((member) => {
          const current = member.id === workshop.id;
          const text = `${formatShortDate(member.date, i18n.locale)}, ${formatTimeRange(member.start_time, member.end_time)}`;
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-workshop-id={member.id}>
              {current ? (
                <span aria-current="page" className="font-medium">
                  {text} <span className="text-muted-foreground">({t`dieser Workshop`})</span>
                </span>
              ) : (
                <Link href={paths.manager.workshop.href(member.id)} className="font-medium text-primary hover:underline">
                  {text}
                </Link>
              )}
              <WorkshopStateBadge state={member.state} />
            </li>
          );
        })}
      </ol>
      {staff && workshop.series_id !== null && (
        <Link
          href={paths.manager.workshopSeries.href(workshop.series_id)}
          className="mt-3 inline-block text-sm text-primary underline-offset-4 hover:underline"
        >
          <Trans>Serie in der Workshop-Liste zeigen</Trans>
        </Link>
      )}
      {staff && isDetachable(workshop.state) && (
        <>
          <div className="mt-3">
            <Button variant="outline" size="sm" onClick={() => setDetaching(true)}>
              <Trans>Aus der Serie nehmen</Trans>
            </Button>
          </div>
          <ConfirmDialog
            open={detaching}
            onOpenChange={setDetaching}
            title={t`Diesen Termin aus der Serie nehmen?`}
            description={
              <>
                <p>
                  <Trans>
                    Der Workshop vom {thisDate} wird ein einzelner Workshop: Sie können ihn danach allein absagen oder ändern.
                    Seine Coach-Anfragen und Einteilungen bleiben bei ihm.
                  </Trans>
                </p>
                {count === 2 && (
                  <p>
                    <Trans>Der andere Termin bleibt allein übrig und wird ebenfalls ein einzelner Workshop.</Trans>
                  </p>
                )}
                <p>
                  <Trans>Es wird niemand per E-Mail informiert.</Trans>
                </p>
              </>
            }
            confirmLabel={t`Aus der Serie nehmen`}
            onConfirm={detach}
          />
        </>
      )}
    </Section>
  );
}

function BackLink({ staff }: { staff: boolean }) {
  return (
    <Link
      href={staff ? paths.manager.workshops.href(lastWorkshopListSearch()) : paths.manager.upcomingWorkshops.href()}
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ChevronLeftIcon className="size-4" />
      {staff ? <Trans>Alle Workshops</Trans> : <Trans>Anstehende Workshops</Trans>}
    </Link>
  );
}

function Rows<T extends { id: number }>({
  items,
  render,
  empty,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  empty: ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap gap-x-3">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
