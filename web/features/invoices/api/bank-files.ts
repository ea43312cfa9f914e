import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { BankEntry, BankFile, BankFileDetail } from '@contract/payments/payments.schemas';

export type { BankEntry, BankFile, BankFileDetail };

const FILES_KEY = 'bank-files';
const UNMATCHED_KEY = 'bank-entries/unmatched';

/** GET /api/bank-files: the files read so far, newest first. */
export const useBankFiles = (page: number) => {
  const key = `${FILES_KEY}?page=${page}&per_page=10`;
  return useSWR(key, () => api.get<{ items: BankFile[]; total: number; page: number; per_page: number }>(key), {
    keepPreviousData: true,
  });
};

/** GET /api/bank-files/{id}: one file with its credits (loaded when opened). */
export const useBankFile = (id: number | null) =>
  useSWR(id === null ? null : `${FILES_KEY}/${id}`, (key: string) => api.get<BankFileDetail>(key));

/** GET /api/bank-entries/unmatched: every credit still waiting to be assigned. */
export const useUnmatchedEntries = () => useSWR(UNMATCHED_KEY, () => api.get<{ items: BankEntry[] }>(UNMATCHED_KEY));

/** Reloads the files, the unmatched credits and every invoice list after a change. */
export function useRefreshBankData() {
  const { mutate } = useSWRConfig();
  return () =>
    void mutate(
      (key) =>
        typeof key === 'string' && (key.startsWith(FILES_KEY) || key === UNMATCHED_KEY || key.startsWith('workshops/invoices/')),
    );
}

/** POST /api/bank-files: a camt.054 or camt.053 file. */
export function uploadBankFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload<BankFileDetail>(FILES_KEY, form);
}

export const assignEntry = (entryId: number, invoiceId: number) =>
  api.post<BankEntry>(`bank-entries/${entryId}/assign`, { invoice_id: invoiceId });

export const markNotOurs = (entryId: number) => api.post<BankEntry>(`bank-entries/${entryId}/not-ours`);
