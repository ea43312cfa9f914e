import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { organisation } from '@/config/organisation';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/`: the public inquiry form arrives with a later issue; until then a clear "coming soon" notice. */
export default function InquiryPage() {
  const { t } = useLingui();
  const title = t`Workshop anfragen`;
  useDocumentTitle(title);
  return (
    <div className="grid max-w-2xl gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="text-lg text-muted-foreground">
          <Trans>Schulen und Institutionen können bei uns Workshops zu Menschenrechten anfragen.</Trans>
        </p>
      </div>
      <Alert variant="info">
        <AlertTitle>
          <Trans>Das Anfrageformular ist bald verfügbar</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>
            Bis dahin erreichen Sie uns per E-Mail an{' '}
            <a className="font-medium underline" href={`mailto:${organisation.email}`}>
              {organisation.email}
            </a>{' '}
            oder telefonisch unter {organisation.phone}.
          </Trans>
        </AlertDescription>
      </Alert>
    </div>
  );
}
