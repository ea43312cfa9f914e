import useSWR, { useSWRConfig } from 'swr';
import { authStore } from '@/features/auth';
import { api, apiUrl, ApiError } from '@/lib/api';
import type { Invoice, InvoiceList } from '@contract/invoices/invoices.schemas';
import type { Payment, RecordPaymentBody } from '@contract/payments/payments.schemas';

export type { Invoice, InvoiceList, Payment };
export type InvoiceState = Invoice['state'];

/** Every cached invoice list starts with this (refreshed together after a change). */
const KEY_PREFIX = 'workshops/invoices/';

export interface InvoicesQuery {
  q?: string;
  from?: string;
  to?: string;
  overdue?: boolean;
  unpaid?: boolean;
  page: number;
}

export function invoicesKey(state: InvoiceState, query: InvoicesQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.overdue) params.set('overdue', 'true');
  if (query.unpaid) params.set('unpaid', 'true');
  params.set('page', String(query.page));
  params.set('per_page', '25');
  return `${KEY_PREFIX}${state}?${params.toString()}`;
}

/** GET /api/workshops/invoices/{state} (finance). */
export const useInvoices = (state: InvoiceState, query: InvoicesQuery) => {
  const key = invoicesKey(state, query);
  return useSWR(key, () => api.get<InvoiceList>(key), { keepPreviousData: true });
};

/** Reloads every invoice list (both tabs) after a change. */
export function useRefreshInvoices() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => typeof key === 'string' && key.startsWith(KEY_PREFIX));
}

/** POST /api/workshops/{id}/set-invoiced: any workshop of the invoice stands for its series. */
export const setInvoiced = (workshopId: number) => api.post<Invoice>(`workshops/${workshopId}/set-invoiced`);

/** POST /api/invoices/{id}/payments: a payment typed in by hand. */
export const recordPayment = (invoiceId: number, body: RecordPaymentBody) =>
  api.post<Invoice>(`invoices/${invoiceId}/payments`, body);

/** DELETE /api/invoices/{id}/payments/{paymentId}: one from a bank file goes back to the unmatched credits. */
export const deletePayment = (invoiceId: number, paymentId: number) =>
  api.delete<Invoice>(`invoices/${invoiceId}/payments/${paymentId}`);

/** Fetches a file with the session's token and hands it to the browser as a download. */
async function download(path: string, filename: string): Promise<void> {
  const token = authStore.get().token;
  const response = await fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new ApiError(response.status, payload?.error?.code ?? 'unknown_error', payload?.error?.message ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadInvoicePdf = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  download(`invoices/${invoice.id}/pdf`, `invoice-${invoice.number ?? invoice.id}.pdf`);

export function downloadInvoicesCsv(from?: string, to?: string) {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const range = [from, to].filter(Boolean).join('_');
  return download(`invoices/export.csv?${params.toString()}`, `invoices${range ? `-${range}` : ''}.csv`);
}
