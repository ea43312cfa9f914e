import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DeferredRender } from '@/components/deferred-render';
import { FieldErrorMessage } from '@/components/form/field-frame';
import { CheckboxField } from '@/components/form-lite/choice-fields';
import {
  applyFieldErrors,
  FormProvider,
  submitHandler,
  useError,
  useFormContext,
  useFormStore,
  useSelect,
  useSubmitting,
} from '@/components/form-lite/form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, toApiError } from '@/lib/api';
import { todayInZurich, type InquiryFormdata, type InquiryFormValues } from '@/lib/contract';
import { publicErrorMessage } from '@/lib/public-error-messages';
import { errorText, fieldId, otherLabels, sectionLabels, workshopTitle } from '../labels';
import { loadedInquiryRules, loadInquiryRules } from '../rules-loader';
import { MAX_SLOTS, newSlot, resizeSlots } from '../slots';
import type { InquiryFields, InquiryFormMode, SlotFields } from '../values';
import { FormSection } from './form-section';
import { Honeypot } from './honeypot';
import { ContactSection, InstituteSection, KnowledgeSection, MoreSection } from './inquiry-sections';
import { loadSlotChunk, useSlotChunk } from './slot-loader';
import { WorkshopOffer } from './workshop-offer';

const TermsDialog = lazy(() => import('./terms-dialog'));
/** Shown after a failed submission only: its own chunk. */
const ErrorSummary = lazy(() => import('./error-summary').then((module) => ({ default: module.ErrorSummary })));

export interface InquirySubmitExtras {
  /** The honeypot's value (empty for people). */
  website: string;
}

export interface InquiryFormProps {
  mode: InquiryFormMode;
  formdata: InquiryFormdata;
  defaultValues: InquiryFields;
  /** create/update: sends the values; a thrown ApiError is shown (422 field issues go onto the fields). */
  onSubmit?: (values: InquiryFormValues, extras: InquirySubmitExtras) => Promise<void>;
  /** Every change (create: the page keeps the draft with it). */
  onValuesChange?: (values: InquiryFields) => void;
  /** Shown just above the submit button (create: the bot check). */
  beforeSubmit?: ReactNode;
  submitDisabled?: boolean;
  /** create: a failed submission keeps everything; the error says so. */
  keepsDraft?: boolean;
}

const loadFailed = () => new ApiError(0, 'network_error', 'The form could not be loaded completely');
/**
 * The first touch of the form loads what the form needs from then on: the rules and the date rows (their failure
 * shows up on use).
 */
const prefetchOnTouch = () => {
  void loadInquiryRules().catch(() => undefined);
  void loadSlotChunk().catch(() => undefined);
};

/** The slots' structure (workshop and uid of each, in order): changes when a slot is added or removed, not on typing. */
const slotStructure = (slots: unknown) =>
  JSON.stringify(((slots as SlotFields[] | undefined) ?? []).map((slot) => [slot.workshopId, slot.uid]));

/**
 * The inquiry form in its three modes: create (public, at `/`), read (the requester's private link: everything
 * disabled, no submit) and update (staff: the same fields, a submit callback).
 *
 * Performance on phones: the form's state (components/form-lite) wakes only what shows a changed path: each field
 * subscribes to its own value and error, the body to the slots' structure only, and the body and its sections are
 * memoised. No react-hook-form and no zod on the public page: the rules (./rules.ts, the shared schema's answers by
 * hand) load with the first touch of the form.
 */
export function InquiryForm({ defaultValues, ...props }: InquiryFormProps) {
  const store = useFormStore<InquiryFields, InquiryFormValues>({
    defaultValues,
    validate: loadedInquiryRules()?.checkInquiry,
  });
  // A form that starts with date rows shows once their chunk is there: a screen-high frame until then, so that
  // nothing below jumps when they arrive (no layout shift).
  const [startsWithSlots] = useState(() => defaultValues.slots.length > 0);
  const slotChunk = useSlotChunk(startsWithSlots);
  if (startsWithSlots && !slotChunk.module && !slotChunk.failed)
    return <div className="min-h-svh" aria-busy="true" data-testid="inquiry-form-loading" />;
  return (
    <FormProvider store={store}>
      <InquiryFormBody {...props} />
    </FormProvider>
  );
}

const InquiryFormBody = memo(function InquiryFormBody({
  mode,
  formdata,
  onSubmit,
  onValuesChange,
  beforeSubmit,
  submitDisabled,
  keepsDraft,
}: Omit<InquiryFormProps, 'defaultValues'>) {
  const { t, i18n } = useLingui();
  const readOnly = mode === 'read';
  const form = useFormContext<InquiryFields, InquiryFormValues>();
  const structure = useSelect('slots', slotStructure);
  const honeypot = useRef<HTMLInputElement>(null);
  const [summarySignal, setSummarySignal] = useState(0);
  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  const submitErrorRef = useRef<HTMLDivElement>(null);
  const termsTrigger = useRef<HTMLButtonElement>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsRequested, setTermsRequested] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const today = useMemo(() => todayInZurich(), []);

  useEffect(() => {
    if (!onValuesChange) return;
    return form.subscribeChanges((_, values) => onValuesChange(values));
  }, [form, onValuesChange]);

  useEffect(() => {
    if (submitError) submitErrorRef.current?.focus();
  }, [submitError]);

  // Offered workshops first (in the offer's order), then any workshop of the inquiry that is no longer offered.
  const groups = useMemo(() => {
    const byWorkshop = new Map<number, { indices: number[]; keys: string[] }>();
    (JSON.parse(structure) as [number, string][]).forEach(([workshopId, key], index) => {
      const group = byWorkshop.get(workshopId) ?? { indices: [], keys: [] };
      group.indices.push(index);
      group.keys.push(key);
      byWorkshop.set(workshopId, group);
    });
    const offered = new Set(formdata.workshops.map((workshop) => workshop.id));
    const ids = [
      ...formdata.workshops.map((workshop) => workshop.id),
      ...[...byWorkshop.keys()].filter((id) => !offered.has(id)),
    ];
    return ids
      .map((id) => ({
        id,
        workshop: formdata.workshops.find((workshop) => workshop.id === id) ?? null,
        ...(byWorkshop.get(id) ?? { indices: [], keys: [] }),
      }))
      .filter((group) => !readOnly || group.indices.length > 0);
  }, [structure, formdata.workshops, readOnly]);
  const slotCount = groups.reduce((count, group) => count + group.indices.length, 0);

  const setAmount = (workshopId: number, amount: number) => {
    const next = resizeSlots((form.get('slots') as SlotFields[] | undefined) ?? [], workshopId, amount, (id) => newSlot(id));
    form.set('slots', next, { validate: true });
    const title = workshopTitle(i18n, formdata, workshopId);
    const count = next.filter((slot) => slot.workshopId === workshopId).length;
    setAnnouncement(t`${title}: Anzahl ${count}`);
  };

  const showSummary = () => setSummarySignal((signal) => signal + 1);

  const send = async (values: InquiryFormValues) => {
    if (!onSubmit) return;
    try {
      await onSubmit(values, { website: honeypot.current?.value ?? '' });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'validation_failed' && applyFieldErrors(form, apiError, { focus: false })) {
        showSummary();
        return;
      }
      setSubmitError(apiError);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitHandler(form, {
      prepare: async () => {
        if (readOnly) return false;
        setSubmitError(null);
        try {
          form.setValidate((await loadInquiryRules()).checkInquiry);
          return true;
        } catch {
          setSubmitError(loadFailed());
          return false;
        }
      },
      onValid: send,
      onInvalid: showSummary,
    })(event);

  const keptDraft = keepsDraft && submitError && submitError.code !== 'bot_check_failed';
  const terms = formdata.general_terms;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      onFocusCapture={readOnly ? undefined : prefetchOnTouch}
      onPointerDownCapture={readOnly ? undefined : prefetchOnTouch}
      className="grid gap-6"
      data-readonly={readOnly || undefined}
    >
      {!readOnly && summarySignal > 0 && (
        <Suspense fallback={null}>
          <ErrorSummary formdata={formdata} focusSignal={summarySignal} />
        </Suspense>
      )}
      {!readOnly && (
        <p className="text-sm text-muted-foreground">
          <Trans>Pflichtfelder sind mit * markiert.</Trans>
        </p>
      )}

      <FormSection
        title={i18n._(sectionLabels.workshops)}
        description={
          readOnly ? undefined : (
            <Trans>
              Wählen Sie die gewünschten Workshops und wie oft sie stattfinden sollen. Für jede Durchführung geben Sie einen
              Termin an.
            </Trans>
          )
        }
        disabled={readOnly}
      >
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Zurzeit werden keine Workshops angeboten.</Trans>
          </p>
        ) : (
          <ul className="grid gap-4">
            {groups.map((group) => (
              <li key={group.id}>
                <WorkshopOffer
                  workshopId={group.id}
                  workshop={group.workshop}
                  title={workshopTitle(i18n, formdata, group.id)}
                  slotIndices={group.indices}
                  slotKeys={group.keys}
                  onAmountChange={(amount) => setAmount(group.id, amount)}
                  readOnly={readOnly}
                  atLimit={slotCount >= MAX_SLOTS}
                  today={today}
                />
              </li>
            ))}
          </ul>
        )}
        <SlotsError />
      </FormSection>

      {/* Below the fold on first load: each section renders in its own task (short tasks keep phones responsive). */}
      <DeferredRender>
        <ContactSection readOnly={readOnly} />
      </DeferredRender>
      <DeferredRender>
        <InstituteSection readOnly={readOnly} />
      </DeferredRender>
      <DeferredRender>
        <KnowledgeSection readOnly={readOnly} formdata={formdata} />
      </DeferredRender>
      <DeferredRender>
        <MoreSection readOnly={readOnly} />
      </DeferredRender>

      <DeferredRender>
        <FormSection title={i18n._(sectionLabels.finish)} disabled={readOnly}>
          {/* Staff edit an inquiry whose terms the school accepted: nothing to accept again (not sent on update). */}
          {mode !== 'update' && (
            <CheckboxField
              name="termsAccepted"
              id={fieldId('termsAccepted')}
              label={i18n._(otherLabels.termsAccepted)}
              required
              description={
                terms && !readOnly ? (
                  <Button
                    ref={termsTrigger}
                    variant="link"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setTermsRequested(true);
                      setTermsOpen(true);
                    }}
                  >
                    <Trans>AGB lesen</Trans>
                  </Button>
                ) : undefined
              }
            />
          )}
          {mode === 'create' && <Honeypot inputRef={honeypot} />}
          {!readOnly && beforeSubmit}
          {!readOnly && submitError && (
            <Alert variant="destructive" role="alert" tabIndex={-1} ref={submitErrorRef} className="outline-none">
              <AlertTitle>{i18n._(publicErrorMessage(submitError))}</AlertTitle>
              {keptDraft && (
                <AlertDescription>
                  <Trans>
                    Ihre Eingaben bleiben in diesem Browser gespeichert. Bitte versuchen Sie es in einem Moment erneut.
                  </Trans>
                </AlertDescription>
              )}
            </Alert>
          )}
          {!readOnly && <SubmitButton mode={mode} disabled={submitDisabled} />}
        </FormSection>
      </DeferredRender>

      {terms && termsRequested && (
        <Suspense fallback={null}>
          <TermsDialog terms={terms} open={termsOpen} onOpenChange={setTermsOpen} returnFocusTo={termsTrigger} />
        </Suspense>
      )}
      <p className="sr-only" aria-live="polite" data-testid="inquiry-amount-announcement">
        {announcement}
      </p>
    </form>
  );
});

/** The error of the slots list as a whole ("at least one offer"). */
function SlotsError() {
  const { i18n } = useLingui();
  const message = useError('slots');
  return <FieldErrorMessage id={`${fieldId('slots')}-error`}>{message ? errorText(i18n, message) : undefined}</FieldErrorMessage>;
}

function SubmitButton({ mode, disabled }: { mode: InquiryFormMode; disabled?: boolean }) {
  const isSubmitting = useSubmitting();
  return (
    <div className="flex justify-end">
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={isSubmitting || disabled}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting && <Spinner size="md" />}
        {isSubmitting ? (
          <Trans>Wird gesendet …</Trans>
        ) : mode === 'update' ? (
          <Trans>Speichern</Trans>
        ) : (
          <Trans>Anfrage senden</Trans>
        )}
      </Button>
    </div>
  );
}
