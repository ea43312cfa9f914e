import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { formatIsoDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEvaluationInItsLanguage } from '../api/public-evaluation';
import { PublicQrCode } from '../components/public-qr-code';
import { ClosedNotice, InvalidLinkNotice, LoadError, Loading } from '../components/public-evaluation-states';

/**
 * On paper: only the instruction, the QR code (large, centred on A4) and the link. The layout's header and footer,
 * the skip link and the buttons are not printed.
 */
const printStyles = `
@page { size: A4 portrait; margin: 15mm; }
@media print {
  header, footer, [data-print-hidden], a[href="#main"] { display: none !important; }
  main { padding: 0 !important; max-width: none !important; }
  body { background: white !important; }
}`;

function PrintSheet({ hash }: { hash: string }) {
  const { t, i18n } = useLingui();
  const { data, error, mutate } = useEvaluationInItsLanguage(hash, true);
  if (!data) {
    if (isApiError(error) && error.status === 404) return <InvalidLinkNotice />;
    if (error) return <LoadError error={error} onRetry={() => void mutate()} />;
    return <Loading />;
  }
  if (data.kind !== 'by_audience' || !data.open) return <ClosedNotice />;
  const link = new URL(paths.evaluation.href(hash), window.location.origin).href;
  return (
    <div className="grid justify-items-center gap-6 text-center print:gap-[8mm]">
      <p className="max-w-xl text-2xl font-semibold text-balance print:max-w-none print:text-[20pt]">
        <Trans>
          Scanne den Code mit deinem Handy und beantworte ein paar kurze Fragen zum Workshop. Deine Antworten sind anonym.
        </Trans>
      </p>
      <p className="text-lg text-muted-foreground print:text-[14pt] print:text-black">
        {data.workshop.title} · {formatIsoDate(data.workshop.date, i18n.locale)}
      </p>
      <PublicQrCode value={link} label={t`QR-Code mit dem Link zur Evaluation`} className="max-w-sm print:max-w-[140mm]" />
      <p className="grid gap-1 text-base print:text-[12pt]">
        <span className="text-muted-foreground print:text-black">
          <Trans>Ohne Kamera: diese Adresse im Browser öffnen</Trans>
        </span>
        <span className="font-mono break-all" data-testid="evaluation-link">
          {link}
        </span>
      </p>
      <Button type="button" size="lg" className="h-12" onClick={() => window.print()} data-print-hidden="">
        <Trans>Drucken</Trans>
      </Button>
    </div>
  );
}

/** `/evaluations/:hash/print`: the audience link as a big QR code, to print for the classroom. */
export default function EvaluationPrintPage({ hash }: { hash: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Evaluation`);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <style>{printStyles}</style>
      <h1 className="sr-only">{t`Evaluation`}</h1>
      <PrintSheet key={hash} hash={hash} />
    </div>
  );
}
