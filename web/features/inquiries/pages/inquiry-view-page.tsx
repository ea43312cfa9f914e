import { Trans, useLingui } from '@lingui/react/macro';
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
import { InquiryStatusPanel, InquirySummary } from '../components/inquiry-status';

const isInvalidToken = (error: unknown) =>
  isApiError(error) && (error.code === 'token_invalid' || error.code === 'not_found' || error.status === 404);

/** `/inquiry/:token`: the requester's private link: a status page (inquiry, each workshop, what comes next) and a summary of what was sent. */
export default function InquiryViewPage({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const title = t`Ihre Anfrage`;
  useDocumentTitle(title);
  const view = useInquiryView(token);
  const formdata = useInquiryFormdata(normalizeLanguage(i18n.locale));
  const error = view.error ?? (formdata.data ? undefined : formdata.error);

  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {view.data && formdata.data ? (
        <>
          <InquiryStatusPanel status={view.data} />
          <InquirySummary status={view.data} formdata={formdata.data} />
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
