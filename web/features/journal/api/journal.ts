import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';
import type {
  JournalAccounts,
  JournalAccountsBody,
  JournalBooking,
  JournalFormat,
  JournalPreview,
} from '@contract/journal/journal.schemas';

export type { JournalAccounts, JournalAccountsBody, JournalBooking, JournalFormat, JournalPreview };

const ACCOUNTS_KEY = 'master-data/accounts';
const JOURNAL_KEY = 'journal';

export interface JournalPeriod {
  from: string;
  to: string;
}

const journalKey = ({ from, to }: JournalPeriod, again: boolean) =>
  `${JOURNAL_KEY}?${new URLSearchParams({ from, to, ...(again ? { again: 'true' } : {}) }).toString()}`;

/** GET /api/journal: the bookings of a period an export would hold; nothing is asked while the period is incomplete. */
export const useJournal = (period: JournalPeriod | null, again: boolean) =>
  useSWR(period ? journalKey(period, again) : null, (key: string) => api.get<JournalPreview>(key), { keepPreviousData: true });

/** Reloads every preview (after an export marked its bookings, or new accounts). */
export function useRefreshJournal() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => typeof key === 'string' && key.startsWith(`${JOURNAL_KEY}?`));
}

/** POST /api/journal/exports: the file, saved under the server's name; its bookings count as exported from then on. */
export const downloadJournal = (format: JournalFormat, period: JournalPeriod, again: boolean) =>
  downloadFile(`${JOURNAL_KEY}/exports`, `journal-${format}-${period.from}_${period.to}`, undefined, {
    json: { ...period, format, again },
  });

/** GET /api/master-data/accounts. */
export const useJournalAccounts = () => useSWR(ACCOUNTS_KEY, () => api.get<JournalAccounts>(ACCOUNTS_KEY));

/** PUT /api/master-data/accounts. */
export const saveJournalAccounts = (body: JournalAccountsBody) => api.put<JournalAccounts>(ACCOUNTS_KEY, body);
