import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ExportFormat } from '@/lib/contract';
import type { DownloadProgress } from '@/lib/download-file';
import { errorMessage } from '@/lib/error-messages';
import { formatFileSize, swissLocale } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadEvaluationExport } from '../api/download-export';

const formats: readonly ExportFormat[] = ['csv', 'xlsx'];
const formatNames: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/**
 * The download of an evaluation statistics screen's table (`what`, e.g. the coaches) as CSV or Excel, for the screen's
 * filters (`pathOf`). As the reports' export: the button spins and a live status says how much has arrived.
 */
export function StatisticsExport({ what, pathOf }: { what: string; pathOf: (format: ExportFormat) => string }) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const fileName = (format: ExportFormat) => {
    const as = formatNames[format];
    return t`${what} als ${as}`;
  };

  const start = async (format: ExportFormat) => {
    setRunning(format);
    setProgress(null);
    try {
      await downloadEvaluationExport(pathOf(format), format, setProgress);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setRunning(null);
      setProgress(null);
    }
  };

  const status = () => {
    if (!running) return '';
    const name = fileName(running);
    if (!progress) return t`${name} wird vorbereitet …`;
    const received = progress.total
      ? new Intl.NumberFormat(swissLocale(i18n.locale), { style: 'percent' }).format(progress.received / progress.total)
      : formatFileSize(progress.received, i18n.locale);
    return t`${name} wird geladen: ${received}`;
  };

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelId} data-testid="statistics-export">
      <div className="flex flex-wrap items-center gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t`Export`}
        </span>
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          {what}
        </span>
        {formats.map((format) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            aria-label={fileName(format)}
            disabled={running !== null}
            aria-busy={running === format || undefined}
            onClick={() => void start(format)}
          >
            {running === format && <Spinner size="md" />}
            {formatNames[format]}
          </Button>
        ))}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {status()}
      </p>
    </div>
  );
}
