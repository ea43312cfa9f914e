import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFileDownload } from '@/components/use-file-download';
import type { ExportFormat } from '@/lib/contract';
import { downloadEvaluationExport } from '../api/download-export';

const formats: readonly ExportFormat[] = ['csv', 'xlsx'];
const formatNames: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/**
 * The download of an evaluation statistics screen's table (`what`, e.g. the coaches) as CSV or Excel, for the screen's
 * filters (`pathOf`). As the reports' export: the button spins and a live status says how much has arrived.
 */
export function StatisticsExport({ what, pathOf }: { what: string; pathOf: (format: ExportFormat) => string }) {
  const { t } = useLingui();
  const labelId = useId();
  const { running, start, status } = useFileDownload<ExportFormat>();

  const fileName = (format: ExportFormat) => {
    const as = formatNames[format];
    return t`${what} als ${as}`;
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
            onClick={() => void start(format, (onProgress) => downloadEvaluationExport(pathOf(format), format, onProgress))}
          >
            {running === format && <Spinner size="md" />}
            {formatNames[format]}
          </Button>
        ))}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {status(fileName)}
      </p>
    </div>
  );
}
