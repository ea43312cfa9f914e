import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';
import type { Reminder, SendRemindersResult } from '@contract/reminders/reminders.schemas';

export type { Reminder, SendRemindersResult };

const KEY = 'invoice-reminders';

/** GET /api/invoice-reminders?state=: the proposed ones to review, or the latest sent. */
export const useReminders = (state: Reminder['state']) => {
  const key = `${KEY}?state=${state}`;
  return useSWR(key, () => api.get<{ items: Reminder[] }>(key));
};

/** Reloads both reminder lists and the invoice lists (fees and open amounts change). */
export function useRefreshReminders() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => typeof key === 'string' && (key.startsWith(KEY) || key.startsWith('workshops/invoices/')));
}

export const sendReminders = (ids: number[]) => api.post<SendRemindersResult>(`${KEY}/send`, { ids });

export const downloadReminderPdf = (reminder: Pick<Reminder, 'id' | 'level' | 'invoice_number'>) =>
  downloadFile(`${KEY}/${reminder.id}/pdf`, `reminder-${reminder.level}-${reminder.invoice_number}.pdf`);
