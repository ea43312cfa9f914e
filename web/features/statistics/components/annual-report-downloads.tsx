import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AnnualReportFormat } from '@contract/annual-report/annual-report.schemas';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { schoolYearLabel, type UiLanguage } from '@/lib/contract';
import type { DownloadProgress } from '@/lib/download-file';
import { errorMessage } from '@/lib/error-messages';
import { formatFileSize, swissLocale } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadAnnualReport } from '../api/annual-report';

const formats: readonly AnnualReportFormat[] = ['pdf', 'xlsx'];

/**
 * The annual report's two files, PDF and Excel, of the chosen school year and language. While one is prepared its
 * button spins and a live status says how much has arrived.
 */
export function AnnualReportDownloads({ year, language }: { year: number; language: UiLanguage }) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const [running, setRunning] = useState<AnnualReportFormat | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const label = schoolYearLabel(year);
  const visible: Record<AnnualReportFormat, string> = { pdf: 'PDF', xlsx: 'Excel (XLSX)' };
  const names: Record<AnnualReportFormat, string> = {
    pdf: t`Jahresbericht ${label} als PDF`,
    xlsx: t`Jahresbericht ${label} als Excel (XLSX)`,
  };

  const start = async (format: AnnualReportFormat) => {
    setRunning(format);
    setProgress(null);
    try {
      await downloadAnnualReport(year, language, format, setProgress);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setRunning(null);
      setProgress(null);
    }
  };

  const status = () => {
    if (!running) return '';
    const name = names[running];
    if (!progress) return t`${name} wird erstellt …`;
    const received = progress.total
      ? new Intl.NumberFormat(swissLocale(i18n.locale), { style: 'percent' }).format(progress.received / progress.total)
      : formatFileSize(progress.received, i18n.locale);
    return t`${name} wird geladen: ${received}`;
  };

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium">
        {t`Dokument herunterladen`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {formats.map((format) => (
          <Button
            key={format}
            variant="outline"
            aria-label={names[format]}
            disabled={running !== null}
            aria-busy={running === format || undefined}
            onClick={() => void start(format)}
          >
            {running === format && <Spinner size="md" />}
            {visible[format]}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-muted-foreground" data-testid="annual-report-download-status">
        {status()}
      </p>
    </div>
  );
}
