import useSWR from 'swr';
import { api } from '@/lib/api';
import type {
  OwnPayoutStatement,
  PayoutPreview,
  PayoutRun,
  PayoutRunBody,
  PayoutRunDetail,
  YearlyStatementYear,
} from '@/lib/contract';

export const previewKey = (month: string) => `payouts/preview?month=${month}`;
export const RUNS_KEY = 'payouts';

/** GET /api/payouts/preview (finance): what is due up to the month, per coach, payable or blocked. */
export const usePayoutPreview = (month: string | null) =>
  useSWR(month ? previewKey(month) : null, (key: string) => api.get<PayoutPreview>(key));

/** GET /api/payouts (finance): every run, newest first. */
export const usePayoutRuns = () => useSWR(RUNS_KEY, () => api.get<PayoutRun[]>(RUNS_KEY));

/** GET /api/payouts/{id} (finance): the run's coaches and items. */
export const usePayoutRun = (id: number | null) =>
  useSWR(id ? `payouts/${id}` : null, (key: string) => api.get<PayoutRunDetail>(key));

/** POST /api/payouts (finance): confirms the run; 409 nothing_to_pay_out, bank_account_missing or conflict. */
export const createPayoutRun = (body: PayoutRunBody) => api.post<PayoutRunDetail>('payouts', body);

/** GET /api/payouts/statements (coach): the runs that paid the coach. */
export const useOwnStatements = () => useSWR('payouts/statements', () => api.get<OwnPayoutStatement[]>('payouts/statements'));

export const paymentFilePath = (runId: number) => `payouts/${runId}/payment-file`;
export const statementPath = (runId: number, coachId: number) => `payouts/${runId}/statements/${coachId}`;

/** The yearly statements of the signed-in coach, or (finance) of the coach `coachId`. */
const yearlyStatementsKey = (coachId?: number) =>
  coachId === undefined ? 'payouts/yearly-statements' : `payouts/coaches/${coachId}/yearly-statements`;

/** GET the years in which the coach was paid something, newest first, each with its total. */
export const useYearlyStatements = (coachId?: number) =>
  useSWR(yearlyStatementsKey(coachId), (key: string) => api.get<YearlyStatementYear[]>(key));

export const yearlyStatementPath = (year: number, coachId?: number) => `${yearlyStatementsKey(coachId)}/${year}/pdf`;
