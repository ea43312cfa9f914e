import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { errorCodeMessages, errorMessage, fetchingError } from '@/lib/error-messages';
import { normalizeLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInquiryFormdata } from '../api/get-formdata';
import { useInquiryView } from '../api/get-inquiry-view';
import { InquiryForm } from '../components/inquiry-form';
import { formatTimestamp } from '../format';
import { inquiryStateLabels } from '../labels';
import { viewToFields } from '../values';

const isInvalidToken = (error: unknown) =>
  isApiError(error) && (error.code === 'token_invalid' || error.code === 'not_found' || error.status === 404);

/** `/inquiry/:token`: the requester's private link: the submitted inquiry, read-only, with its state. */
export default function InquiryViewPage({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const title = t`Ihre Anfrage`;
  useDocumentTitle(title);
  const view = useInquiryView(token);
  const formdata = useInquiryFormdata(normalizeLanguage(i18n.locale));
  const values = useMemo(() => (view.data ? viewToFields(view.data) : null), [view.data]);
  const error = view.error ?? (formdata.data ? undefined : formdata.error);

  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {view.data && values && formdata.data ? (
        <>
          <dl className="grid gap-x-6 gap-y-2 rounded-xl border bg-card p-4 text-sm sm:grid-cols-[auto_1fr] sm:p-6">
            <dt className="text-muted-foreground">
              <Trans>Status</Trans>
            </dt>
            <dd className="font-semibold" data-testid="inquiry-state">
              {i18n._(inquiryStateLabels[view.data.state])}
            </dd>
            <dt className="text-muted-foreground">
              <Trans>Gesendet am</Trans>
            </dt>
            <dd>{formatTimestamp(view.data.created_at, i18n.locale)}</dd>
          </dl>
          <InquiryForm mode="read" formdata={formdata.data} defaultValues={values} />
        </>
      ) : isInvalidToken(view.error) ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{i18n._(errorCodeMessages.token_invalid)}</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>
              <Trans>Bitte prüfen Sie, ob Sie den Link aus der Bestätigungs-E-Mail vollständig kopiert haben.</Trans>
            </p>
            <Link href={paths.home.href()} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
              <Trans>Neue Anfrage starten</Trans>
            </Link>
          </AlertDescription>
        </Alert>
      ) : error ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{i18n._(errorMessage(error, fetchingError))}</AlertDescription>
        </Alert>
      ) : (
        <p role="status" className="flex min-h-svh items-start gap-3 text-muted-foreground">
          <Spinner />
          <Trans>Anfrage wird geladen …</Trans>
        </p>
      )}
    </div>
  );
}
