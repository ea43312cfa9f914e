import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { OwnFeesSection } from '@/features/coach-fees/components/own-fees-section';
import { OwnStatementsSection } from '@/features/payouts/components/own-statements-section';
import { OwnYearlyStatementsSection } from '@/features/payouts/components/yearly-statements-section';
import { OwnExpensesSection } from '../components/own-expenses-section';

/** A coach's money in one place: expenses, fees and extra fees, the statements of past payouts and per year. */
export default function CoachExpensesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Spesen und Honorare`} />
      <div className="grid gap-8">
        <OwnExpensesSection />
        <OwnFeesSection />
        <OwnStatementsSection />
        <OwnYearlyStatementsSection />
      </div>
    </>
  );
}
