import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { BotCheck } from '@/components/turnstile';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBasedata } from '@/features/basedata';
import type { InquiryFormdata, InquiryFormValues } from '@/lib/contract';
import { publicErrorMessage, fetchingError } from '@/lib/public-error-messages';
import { currentLanguage } from '@/lib/i18n';
import { normalizeLanguage, type Language } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { createInquiryRequest } from '../api/create-inquiry';
import { useInquiryFormdata } from '../api/get-formdata';
import { loadConfirmation, loadedConfirmation, prefetchConfirmation } from '../components/confirmation-loader';
import { InquiryForm, type InquirySubmitExtras } from '../components/inquiry-form';
import { clearDraft, createDraftSaver, loadDraft } from '../draft';
import { setInquirySent } from '../sent-store';
import { emptyInquiry } from '../values';

/** The confirmation, should its chunk not be there yet when it is due (it normally is: see confirmation-loader.ts). */
const LazyConfirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.InquiryConfirmation })));

/** `/`: the public inquiry form (create mode) below the intro, then the confirmation on the same route. */
export default function InquiryCreatePage() {
  const { t, i18n } = useLingui();
  const language = normalizeLanguage(i18n.locale);
  const formdata = useInquiryFormdata(language);
  // Both load in parallel; the form waits for the bot-check setting too, so it renders once with its final props.
  const basedata = useBasedata();
  const [sent, setSent] = useState<{ values: InquiryFormValues; formdata: InquiryFormdata } | null>(null);
  const [round, setRound] = useState(0);
  useDocumentTitle(sent ? t`Vielen Dank für Ihre Anfrage` : t`Workshop anfragen`);
  // The intro above the form (app/pages/home-page.tsx, prerendered) steps aside for the confirmation: set together
  // with `sent`, so both change in one render.
  const showConfirmation = (confirmation: typeof sent) => {
    setInquirySent(confirmation !== null);
    setSent(confirmation);
  };
  useEffect(() => () => setInquirySent(false), []);

  if (sent) {
    const Confirmation = loadedConfirmation()?.InquiryConfirmation;
    const confirmation = {
      values: sent.values,
      formdata: sent.formdata,
      onNewInquiry: () => {
        showConfirmation(null);
        setRound((value) => value + 1);
      },
    };
    return Confirmation ? (
      <Confirmation {...confirmation} />
    ) : (
      <Suspense fallback={<div className="min-h-svh" />}>
        <LazyConfirmation {...confirmation} />
      </Suspense>
    );
  }

  return (
    <>
      {formdata.data && !basedata.isLoading ? (
        <CreateInquiry
          key={round}
          formdata={formdata.data}
          language={language}
          onSent={(values) => formdata.data && showConfirmation({ values, formdata: formdata.data })}
        />
      ) : formdata.error ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{i18n._(publicErrorMessage(formdata.error, fetchingError))}</AlertTitle>
          <AlertDescription className="mt-2">
            <Button variant="outline" onClick={() => void formdata.mutate()}>
              <Trans>Erneut versuchen</Trans>
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <p role="status" className="flex min-h-svh items-start gap-3 text-muted-foreground">
          <Spinner />
          <Trans>Formular wird geladen …</Trans>
        </p>
      )}
    </>
  );
}

interface CreateInquiryProps {
  formdata: InquiryFormdata;
  language: Language;
  onSent: (values: InquiryFormValues) => void;
}

function CreateInquiry({ formdata, language, onSent }: CreateInquiryProps) {
  const { t } = useLingui();
  // The draft is read once, when the form first appears; it keeps being written while the school types.
  const [initial] = useState(() => {
    const draft = loadDraft(formdata, language);
    return { values: draft ?? emptyInquiry(language), restored: draft !== null };
  });
  const [restored, setRestored] = useState(initial.restored);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [defaults, setDefaults] = useState(initial.values);
  const saver = useMemo(() => createDraftSaver(), []);
  const basedata = useBasedata();
  const siteKey = basedata.data?.turnstile_site_key ?? null;
  const [botToken, setBotToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  // Without a site key the bot check is "not configured" and counts as passed; the server decides in the end.
  const botCheckPassed = !basedata.isLoading && (!siteKey || botToken !== null);

  useEffect(() => {
    const flush = () => saver.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      saver.flush();
    };
  }, [saver]);

  const submit = async (values: InquiryFormValues, { website }: InquirySubmitExtras) => {
    try {
      await createInquiryRequest({
        ...values,
        language: currentLanguage(),
        website,
        ...(botToken ? { turnstile_token: botToken } : {}),
      });
    } catch (error) {
      // A bot-check token is single-use: any failed attempt needs a new one.
      if (siteKey) {
        setBotToken(null);
        setResetKey((key) => key + 1);
      }
      saver.flush();
      throw error;
    }
    saver.cancel();
    clearDraft();
    // The confirmation shows in one piece: its chunk (started with the first touch) is awaited here.
    await loadConfirmation().catch(() => undefined);
    onSent(values);
  };

  const startOver = () => {
    saver.cancel();
    clearDraft();
    setDefaults(emptyInquiry(language));
    setRestored(false);
    setFormKey((key) => key + 1);
  };

  return (
    // The first touch of the form also starts loading the confirmation (the form itself loads its rules then).
    <div className="grid gap-6" onFocusCapture={prefetchConfirmation} onPointerDownCapture={prefetchConfirmation}>
      {restored && (
        <Alert variant="info" role="status" className="flex flex-wrap items-center justify-between gap-3">
          <AlertDescription>
            <Trans>Ihre letzten Eingaben wurden wiederhergestellt.</Trans>
          </AlertDescription>
          <Button variant="outline" size="sm" onClick={() => setConfirmDiscard(true)}>
            <Trans>Eingaben verwerfen</Trans>
          </Button>
        </Alert>
      )}
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t`Eingaben verwerfen?`}
        description={<p>{t`Alle Angaben in diesem Formular werden gelöscht. Das lässt sich nicht rückgängig machen.`}</p>}
        confirmLabel={t`Verwerfen`}
        confirmVariant="destructive"
        onConfirm={async () => startOver()}
      />
      <InquiryForm
        key={formKey}
        mode="create"
        formdata={formdata}
        defaultValues={defaults}
        onSubmit={submit}
        onValuesChange={saver.save}
        keepsDraft
        submitDisabled={!botCheckPassed}
        beforeSubmit={<BotCheck loading={basedata.isLoading} siteKey={siteKey} onToken={setBotToken} resetKey={resetKey} />}
      />
    </div>
  );
}
