import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import type { InquiryDetail, InquiryFormValues, InquiryManagerFormdata } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDateWith, formatTimestamp, languageName } from '@/lib/format';
import { normalizeLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { INQUIRY_LIST_PREFIX } from '../api/get-inquiries';
import { inquiryKey, useInquiry } from '../api/get-inquiry';
import { useManagerFormdata } from '../api/get-manager-formdata';
import { updateInquiryRequest } from '../api/update-inquiry';
import { validateInquiryRequest } from '../api/validate-inquiry';
import { AssignAssociate } from '../components/assign-associate';
import { CreatedWorkshops } from '../components/created-workshops';
import { InquiryForm } from '../components/inquiry-form';
import { InquiryStateBadge } from '../components/inquiry-state-badge';
import { lastInquiryListSearch } from '../list-query';
import { viewToFields } from '../values';

/** Spec section 8: "Validated successfully" and "Saved successfully". */
const validatedSuccessfully = msg`Erfolgreich validiert`;
const savedSuccessfully = msg`Erfolgreich gespeichert`;

/** The update body: the form's values without what the school alone confirms (the terms). */
const toUpdateBody = ({ termsAccepted: _terms, ...values }: InquiryFormValues) => ({
  ...values,
  slots: values.slots.map(({ uid, workshopId, date, startTime, endTime, altDate, altStartTime, altEndTime }) => ({
    uid,
    workshopId,
    date,
    startTime,
    endTime,
    altDate,
    altStartTime,
    altEndTime,
  })),
});

/** In update mode only workshops on offer can be added; read mode also names the ones no longer offered. */
const offeredOnly = (formdata: InquiryManagerFormdata): InquiryManagerFormdata => ({
  ...formdata,
  workshops: formdata.workshops.filter((workshop) => workshop.active),
});

/**
 * `/manager/inquiries/:id`: the inquiry with its assignment; assign, validate (creates the workshops) and edit
 * (the public form in update mode). Once validated the form is read-only and the created workshops are listed.
 */
export default function InquiryDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const inquiryId = Number(id);
  const language = normalizeLanguage(i18n.locale);
  const detail = useInquiry(inquiryId);
  const formdata = useManagerFormdata(language);
  const { mutate } = useSWRConfig();
  const user = useUser();
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState(0);
  const [validateOpen, setValidateOpen] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  const createdHeading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes after the next render (edit mode opened/closed, validated).
  const pendingFocus = useRef<'edit' | 'editButton' | 'created' | null>(null);
  const setFocusTarget = (target: 'edit' | 'editButton' | 'created') => {
    pendingFocus.current = target;
  };

  const inquiry = detail.data;
  const values = useMemo(() => (inquiry ? { ...viewToFields(inquiry), termsAccepted: true } : null), [inquiry]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    const target = { edit: editHeading, editButton, created: createdHeading }[pendingFocus.current].current;
    if (!target) return;
    target.focus();
    pendingFocus.current = null;
  });

  const refreshLists = () =>
    void mutate((key) => typeof key === 'string' && key.startsWith(INQUIRY_LIST_PREFIX), undefined, { revalidate: true });

  const apply = (next: InquiryDetail) => {
    void mutate(inquiryKey(inquiryId), next, { revalidate: false });
    refreshLists();
    setVersion((v) => v + 1);
  };

  const save = async (formValues: InquiryFormValues) => {
    const next = await updateInquiryRequest(inquiryId, toUpdateBody(formValues));
    apply(next);
    setEditing(false);
    setFocusTarget('editButton');
    toast.success(i18n._(savedSuccessfully));
  };

  const validate = async () => {
    try {
      const next = await validateInquiryRequest(inquiryId);
      apply(next);
      setEditing(false);
      setFocusTarget('created');
      toast.success(i18n._(validatedSuccessfully));
    } catch (error) {
      // 409: validated meanwhile (e.g. by a colleague): show the server's state.
      void detail.mutate();
      return i18n._(errorMessage(error));
    }
  };

  if (!inquiry || !formdata.data || !values) {
    const error = detail.error ?? formdata.error;
    return (
      <>
        <BackLink />
        {error ? (
          <FetchError error={error} onRetry={() => void (detail.error ? detail.mutate() : formdata.mutate())} />
        ) : (
          <ListLoading>
            <Trans>Anfrage wird geladen …</Trans>
          </ListLoading>
        )}
      </>
    );
  }

  const requested = inquiry.state === 'requested';
  const slotCount = inquiry.slots.length;
  const me = user && (user.role === 'admin' || user.role === 'associate') ? { id: user.id } : null;
  const institute = inquiry.contact.institute;

  return (
    <>
      <BackLink />
      <PageHeader
        title={institute}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <InquiryStateBadge state={inquiry.state} />
            <span>
              <Trans>Anfrage Nr. {inquiryId}</Trans>
            </span>
          </span>
        }
        actions={
          requested && !editing ? (
            <>
              <Button
                ref={editButton}
                variant="outline"
                onClick={() => {
                  setFocusTarget('edit');
                  setEditing(true);
                }}
              >
                <Trans>Bearbeiten</Trans>
              </Button>
              <Button onClick={() => setValidateOpen(true)}>
                <Trans>Validieren</Trans>
              </Button>
            </>
          ) : undefined
        }
      />

      <div className="grid gap-6">
        <section aria-label={t`Übersicht`} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">
              <Trans>Eingegangen am</Trans>
            </dt>
            <dd>{formatTimestamp(inquiry.created_at, language)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Zuständig</Trans>
            </dt>
            <dd data-testid="inquiry-associate">
              {inquiry.associate ? (
                inquiry.associate.name
              ) : (
                <span className="text-muted-foreground italic">
                  <Trans>Nicht zugewiesen</Trans>
                </span>
              )}
            </dd>
            {inquiry.validated_at !== null && (
              <>
                <dt className="text-muted-foreground">
                  <Trans>Validiert am</Trans>
                </dt>
                <dd>{formatTimestamp(inquiry.validated_at, language)}</dd>
              </>
            )}
            <dt className="text-muted-foreground">
              <Trans>Sprache der Schule</Trans>
            </dt>
            <dd>{languageName(inquiry.language, language)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Akzeptierte AGB</Trans>
            </dt>
            <dd data-testid="inquiry-accepted-terms">
              <AcceptedTerms terms={inquiry.accepted_terms} language={language} />
            </dd>
          </dl>
          <AssignAssociate
            key={inquiry.associate?.id ?? 0}
            inquiry={inquiry}
            associates={formdata.data.associates}
            me={me}
            onAssigned={apply}
          />
        </section>

        {!requested && <CreatedWorkshops workshops={inquiry.workshops} formdata={formdata.data} headingRef={createdHeading} />}

        {editing && (
          <Alert variant="info" className="flex flex-wrap items-center justify-between gap-3">
            <AlertDescription>
              <h2 ref={editHeading} tabIndex={-1} className="font-semibold outline-none">
                <Trans>Anfrage bearbeiten</Trans>
              </h2>
              <p>
                <Trans>Änderungen werden erst mit «Speichern» übernommen.</Trans>
              </p>
            </AlertDescription>
            <Button
              variant="outline"
              onClick={() => {
                setFocusTarget('editButton');
                setEditing(false);
              }}
            >
              <Trans>Bearbeitung abbrechen</Trans>
            </Button>
          </Alert>
        )}

        <InquiryForm
          key={`${editing ? 'update' : 'read'}-${version}`}
          mode={editing ? 'update' : 'read'}
          formdata={editing ? offeredOnly(formdata.data) : formdata.data}
          defaultValues={values}
          onSubmit={editing ? save : undefined}
        />
      </div>

      <ConfirmDialog
        open={validateOpen}
        onOpenChange={setValidateOpen}
        title={t`Anfrage validieren?`}
        description={
          <>
            <p>
              <Plural
                value={slotCount}
                one="Aus dieser Anfrage wird # Workshop erstellt. Mehrere Termine desselben Workshops werden zu einer Serie."
                other="Aus dieser Anfrage werden # Workshops erstellt. Mehrere Termine desselben Workshops werden zu einer Serie."
              />
            </p>
            <p>
              <Trans>Die Schule erhält eine Bestätigung per E-Mail. Danach kann die Anfrage nicht mehr bearbeitet werden.</Trans>
            </p>
          </>
        }
        confirmLabel={t`Validieren`}
        onConfirm={validate}
      />
    </>
  );
}

/** The version of the general terms the school accepted: label, language and valid-from day. */
function AcceptedTerms({ terms, language }: { terms: InquiryDetail['accepted_terms']; language: string }) {
  if (!terms) {
    return (
      <span className="text-muted-foreground italic">
        <Trans>Keine Angabe</Trans>
      </span>
    );
  }
  const version = terms.version;
  const termsLanguage = languageName(terms.language, language);
  const validFrom = formatIsoDateWith(terms.valid_from, language, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Trans>
      Version {version} ({termsLanguage}), gültig ab {validFrom}
    </Trans>
  );
}

function BackLink() {
  return (
    <Link
      href={paths.manager.inquiries.href(lastInquiryListSearch())}
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ChevronLeftIcon className="size-4" />
      <Trans>Alle Anfragen</Trans>
    </Link>
  );
}
