import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ExportDataset, ExportFormat, StatisticsFilters } from '@/lib/contract';
import type { DownloadProgress } from '@/lib/download-file';
import { errorMessage } from '@/lib/error-messages';
import { formatFileSize, swissLocale } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadExport } from '../api/download-export';

const datasets: readonly ExportDataset[] = ['workshops', 'inquiries'];
const formats: readonly ExportFormat[] = ['csv', 'xlsx'];

/**
 * The report's export: the filtered workshops or inquiries as CSV or Excel. While the file is prepared, the button
 * spins and a live status says how much has arrived (a percentage when the size is known, else the bytes).
 */
export function ExportMenu({ filters }: { filters: StatisticsFilters }) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const [running, setRunning] = useState<{ dataset: ExportDataset; format: ExportFormat } | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const datasetNames: Record<ExportDataset, string> = { workshops: t`Workshops`, inquiries: t`Anfragen` };
  const formatNames: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };
  const fileName = (dataset: ExportDataset, format: ExportFormat) => {
    const what = datasetNames[dataset];
    const as = formatNames[format];
    return t`${what} als ${as}`;
  };

  const start = async (dataset: ExportDataset, format: ExportFormat) => {
    setRunning({ dataset, format });
    setProgress(null);
    try {
      await downloadExport(filters, dataset, format, setProgress);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setRunning(null);
      setProgress(null);
    }
  };

  const amount = (current: DownloadProgress) =>
    current.total
      ? new Intl.NumberFormat(swissLocale(i18n.locale), { style: 'percent' }).format(current.received / current.total)
      : formatFileSize(current.received, i18n.locale);
  const status = () => {
    if (!running) return '';
    const name = fileName(running.dataset, running.format);
    if (!progress) return t`${name} wird vorbereitet …`;
    const received = amount(progress);
    return t`${name} wird geladen: ${received}`;
  };

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium">
        {t`Export`}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {datasets.map((dataset) => (
          <div key={dataset} className="flex items-center gap-2">
            <span className="text-sm text-muted-foreground" aria-hidden="true">
              {datasetNames[dataset]}
            </span>
            {formats.map((format) => {
              const busy = running?.dataset === dataset && running.format === format;
              return (
                <Button
                  key={format}
                  variant="outline"
                  size="sm"
                  aria-label={fileName(dataset, format)}
                  disabled={running !== null}
                  aria-busy={busy || undefined}
                  onClick={() => void start(dataset, format)}
                >
                  {busy && <Spinner size="md" />}
                  {formatNames[format]}
                </Button>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {status()}
      </p>
    </div>
  );
}
