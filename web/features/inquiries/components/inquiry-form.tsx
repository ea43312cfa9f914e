import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, set, useFieldArray, useForm, useFormContext, useFormState, type Resolver } from 'react-hook-form';
import { CheckboxField } from '@/components/form/choice-fields';
import { DeferredRender } from '@/components/deferred-render';
import { FieldErrorMessage } from '@/components/form/field';
import { applyFieldErrors } from '@/components/form/form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, toApiError } from '@/lib/api';
import { todayInZurich, type InquiryFormdata, type InquiryFormValues } from '@/lib/contract';
import { errorMessage, networkError } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { errorText, fieldId, otherLabels, sectionLabels, WEEKEND_NOT_CONFIRMED, workshopTitle } from '../labels';
import { loadedInquirySchema, loadInquirySchema } from '../schema-loader';
import { MAX_SLOTS, newSlot, resizeSlots, unconfirmedWeekendSlots } from '../slots';
import type { InquiryFields, InquiryFormMode } from '../values';
import { ErrorSummary } from './error-summary';
import { FormSection } from './form-section';
import { Honeypot } from './honeypot';
import { ContactSection, InstituteSection, KnowledgeSection, MoreSection } from './inquiry-sections';
import { WorkshopOffer } from './workshop-offer';

const TermsDialog = lazy(() => import('./terms-dialog'));

/** The shared schema (loaded on first use), plus the client-only rule: a weekend date must be confirmed by the school. */
export const inquiryResolver: Resolver<InquiryFields, unknown, InquiryFormValues> = async (values, context, options) => {
  const { schemaResolver } = await loadInquirySchema();
  const result = await schemaResolver(values, context, options);
  const unconfirmed = unconfirmedWeekendSlots(values.slots ?? []);
  if (unconfirmed.length === 0) return result;
  const errors = { ...result.errors };
  for (const index of unconfirmed) {
    set(errors, `slots.${index}.weekendAccepted`, { type: 'weekend', message: WEEKEND_NOT_CONFIRMED });
  }
  return { values: {}, errors };
};

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
/** Starts loading the schema chunk when the visitor first touches the form (its failure shows up on use). */
const prefetchSchema = () => void loadInquirySchema().catch(() => undefined);

/**
 * The inquiry form in its three modes: create (public, at `/`), read (the requester's private link: everything
 * disabled, no submit) and update (staff: the same fields, a submit callback).
 *
 * Performance on phones: the context handed to the fields keeps the first formState, so a form-state change does not
 * re-render all ~40 fields; each field subscribes to its own error (useFormState with a name), and the body and
 * its sections are memoised. Do not read `formState` from useFormContext() below this component.
 */
export function InquiryForm({ defaultValues, ...props }: InquiryFormProps) {
  const form = useForm<InquiryFields, unknown, InquiryFormValues>({
    resolver: inquiryResolver,
    defaultValues,
    shouldFocusError: false,
  });
  const [stableFormState] = useState(() => form.formState);
  return (
    <FormProvider {...form} formState={stableFormState}>
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
  const form = useFormContext<InquiryFields, unknown, InquiryFormValues>();
  const { control, getValues, subscribe } = form;
  const { fields, replace } = useFieldArray({ control, name: 'slots' });
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
    return subscribe({ formState: { values: true }, callback: ({ values }) => onValuesChange(values) });
  }, [subscribe, onValuesChange]);

  useEffect(() => {
    if (submitError) submitErrorRef.current?.focus();
  }, [submitError]);

  // Offered workshops first (in the offer's order), then any workshop of the inquiry that is no longer offered.
  const groups = useMemo(() => {
    const byWorkshop = new Map<number, { indices: number[]; keys: string[] }>();
    fields.forEach((field, index) => {
      const group = byWorkshop.get(field.workshopId) ?? { indices: [], keys: [] };
      group.indices.push(index);
      group.keys.push(field.id);
      byWorkshop.set(field.workshopId, group);
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
  }, [fields, formdata.workshops, readOnly]);

  const setAmount = (workshopId: number, amount: number) => {
    const apply = ({ SLOT_DEFAULTS }: { SLOT_DEFAULTS: Parameters<typeof newSlot>[1] }) => {
      const next = resizeSlots(getValues('slots') ?? [], workshopId, amount, (id) => newSlot(id, SLOT_DEFAULTS));
      replace(next);
      const title = workshopTitle(i18n, formdata, workshopId);
      const count = next.filter((slot) => slot.workshopId === workshopId).length;
      setAnnouncement(t`${title}: Anzahl ${count}`);
    };
    const schema = loadedInquirySchema();
    if (schema) apply(schema);
    else loadInquirySchema().then(apply, () => toast.error(i18n._(networkError)));
  };

  const send = async (values: InquiryFormValues) => {
    if (!onSubmit) return;
    try {
      await onSubmit(values, { website: honeypot.current?.value ?? '' });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'validation_failed' && applyFieldErrors(form, apiError, { focus: false })) {
        setSummarySignal((signal) => signal + 1);
        return;
      }
      setSubmitError(apiError);
    }
  };
  const showSummary = () => setSummarySignal((signal) => signal + 1);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readOnly) return;
    setSubmitError(null);
    try {
      await loadInquirySchema();
    } catch {
      setSubmitError(loadFailed());
      return;
    }
    await form.handleSubmit(send, showSummary)(event);
  };

  const keptDraft = keepsDraft && submitError && submitError.code !== 'bot_check_failed';
  const terms = formdata.general_terms;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      onFocusCapture={readOnly ? undefined : prefetchSchema}
      onPointerDownCapture={readOnly ? undefined : prefetchSchema}
      className="grid gap-6"
      data-readonly={readOnly || undefined}
    >
      {!readOnly && summarySignal > 0 && <ErrorSummary formdata={formdata} focusSignal={summarySignal} />}
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
                  atLimit={fields.length >= MAX_SLOTS}
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
            <CheckboxField<InquiryFields>
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
              <AlertTitle>{i18n._(errorMessage(submitError))}</AlertTitle>
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
  const { errors } = useFormState<InquiryFields>({ name: 'slots' });
  const message = errors.slots?.root?.message ?? errors.slots?.message;
  return <FieldErrorMessage id={`${fieldId('slots')}-error`}>{message ? errorText(i18n, message) : undefined}</FieldErrorMessage>;
}

function SubmitButton({ mode, disabled }: { mode: InquiryFormMode; disabled?: boolean }) {
  const { isSubmitting } = useFormState<InquiryFields>();
  return (
    <div className="flex justify-end">
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={isSubmitting || disabled}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting && <Spinner className="size-4" />}
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
