import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFileDownload } from '@/components/use-file-download';
import type { ExportDataset, ExportFormat, StatisticsFilters } from '@/lib/contract';
import { downloadExport } from '../api/download-export';

const datasets: readonly ExportDataset[] = ['workshops', 'inquiries'];
const formats: readonly ExportFormat[] = ['csv', 'xlsx'];

/**
 * The report's export: the filtered workshops or inquiries as CSV or Excel. While the file is prepared, the button
 * spins and a live status says how much has arrived (a percentage when the size is known, else the bytes).
 */
export function ExportMenu({ filters }: { filters: StatisticsFilters }) {
  const { t } = useLingui();
  const labelId = useId();
  const { running, start, status } = useFileDownload<`${ExportDataset}.${ExportFormat}`>();

  const datasetNames: Record<ExportDataset, string> = { workshops: t`Workshops`, inquiries: t`Anfragen` };
  const formatNames: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };
  const fileName = (dataset: ExportDataset, format: ExportFormat) => {
    const what = datasetNames[dataset];
    const as = formatNames[format];
    return t`${what} als ${as}`;
  };

  const fileNameOf = (key: `${ExportDataset}.${ExportFormat}`) => {
    const [dataset, format] = key.split('.') as [ExportDataset, ExportFormat];
    return fileName(dataset, format);
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
              const busy = running === `${dataset}.${format}`;
              return (
                <Button
                  key={format}
                  variant="outline"
                  size="sm"
                  aria-label={fileName(dataset, format)}
                  disabled={running !== null}
                  aria-busy={busy || undefined}
                  onClick={() =>
                    void start(`${dataset}.${format}`, (onProgress) => downloadExport(filters, dataset, format, onProgress))
                  }
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
        {status(fileNameOf)}
      </p>
    </div>
  );
}
