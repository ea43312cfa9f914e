import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AnnualReportFormat } from '@contract/annual-report/annual-report.schemas';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFileDownload } from '@/components/use-file-download';
import { schoolYearLabel, type UiLanguage } from '@/lib/contract';
import { downloadAnnualReport } from '../api/annual-report';

const formats: readonly AnnualReportFormat[] = ['pdf', 'xlsx'];

/**
 * The annual report's two files, PDF and Excel, of the chosen school year and language. While one is prepared its
 * button spins and a live status says how much has arrived.
 */
export function AnnualReportDownloads({ year, language }: { year: number; language: UiLanguage }) {
  const { t } = useLingui();
  const labelId = useId();
  const { running, start, status } = useFileDownload<AnnualReportFormat>();
  const label = schoolYearLabel(year);
  const visible: Record<AnnualReportFormat, string> = { pdf: 'PDF', xlsx: 'Excel (XLSX)' };
  const names: Record<AnnualReportFormat, string> = {
    pdf: t`Jahresbericht ${label} als PDF`,
    xlsx: t`Jahresbericht ${label} als Excel (XLSX)`,
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
            onClick={() => void start(format, (onProgress) => downloadAnnualReport(year, language, format, onProgress))}
          >
            {running === format && <Spinner size="md" />}
            {visible[format]}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-muted-foreground" data-testid="annual-report-download-status">
        {status((format) => names[format])}
      </p>
    </div>
  );
}
