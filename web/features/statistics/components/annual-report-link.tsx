import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The report's way to the annual report (decision 065), carrying the school year shown (none for a period of dates). */
export function AnnualReportLink({ schoolYear }: { schoolYear: number | null }) {
  const href = `${paths.manager.annualReport.path}${schoolYear === null ? '' : `?school_year=${schoolYear}`}`;
  return (
    <Link href={href} className={buttonVariants({ variant: 'outline', size: 'sm' })} data-testid="annual-report-link">
      <Trans>Jahresbericht</Trans>
    </Link>
  );
}
