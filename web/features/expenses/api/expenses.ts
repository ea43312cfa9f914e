import useSWR, { useSWRConfig } from 'swr';
import { authStore } from '@/features/auth';
import { api, apiRequest, apiUrl, ApiError } from '@/lib/api';
import type { CoachExpenses, Expense, ExpenseCorrectionBody, FinanceExpenseList } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

/** Every cached expense list starts with this (refreshed together after a change). */
const EXPENSES_KEY_PREFIX = 'expenses/';

export const coachExpensesKey = (coachId: number) => `expenses/coach/${coachId}`;

/** GET /api/expenses/coach/{id}: the coach's expenses (newest first) and the workshops they can claim for. */
export const useCoachExpenses = (coachId: number | null) =>
  useSWR(coachId ? coachExpensesKey(coachId) : null, (key: string) => api.get<CoachExpenses>(key));

export interface FinanceExpenseFilter {
  state?: 'pending' | 'paid-out';
  month?: string;
  coach_id?: number;
  workshop_id?: number;
  page?: number;
  per_page?: number;
}

/** GET /api/expenses/finance: a page of expenses with totals over every matching one. */
export const useFinanceExpenses = (filter: FinanceExpenseFilter) => {
  const key = apiListPath('expenses/finance', { ...filter, page: filter.page ?? 1, per_page: filter.per_page ?? 25 });
  return useSWR(key, () => api.get<FinanceExpenseList>(key));
};

/** Revalidates every expense list (the coach's and finance's pages). */
export function useRefreshExpenses() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(EXPENSES_KEY_PREFIX));
}

/** POST /api/expenses/coach/{id} (new) or PUT /api/expenses/{id} (change) as multipart/form-data. */
export const saveExpenseRequest = (coachId: number, expenseId: number | null, form: FormData) =>
  expenseId === null
    ? api.upload<Expense>(`expenses/coach/${coachId}`, form)
    : apiRequest<Expense>('PUT', `expenses/${expenseId}`, form);

/** DELETE /api/expenses/{id}: only while pending (409 paid_out otherwise). */
export const deleteExpenseRequest = (id: number) => api.delete<void>(`expenses/${id}`);

/** PUT /api/expenses/finance/{id} (finance): new amounts with a reason the coach is mailed. */
export const correctExpenseRequest = (id: number, body: ExpenseCorrectionBody) =>
  api.put<Expense>(`expenses/finance/${id}`, body);

/** POST /api/expenses/finance/{id}/delete (finance): with a reason the coach is mailed. */
export const deleteExpenseAsFinanceRequest = (id: number, reason: string) =>
  api.post<void>(`expenses/finance/${id}/delete`, { reason });

/** POST /api/expenses/set-paid-out (finance): all or nothing. */
export const setPaidOutRequest = (ids: number[]) => api.post<{ ids: number[] }>('expenses/set-paid-out', { ids });

/**
 * A receipt's bytes from GET /api/expenses/{id}/receipts/{receiptId} (served inline, with the signed-in user's bearer
 * token): the caller shows it through an object URL in an <img> or <iframe>, or opens it in a new tab.
 */
export async function fetchReceipt(expenseId: number, receiptId: number): Promise<Blob> {
  const token = authStore.get().token;
  const response = await fetch(apiUrl(`expenses/${expenseId}/receipts/${receiptId}`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status, response.status === 404 ? 'not_found' : 'unknown_error', 'Receipt');
  return response.blob();
}
