import { api } from '@/lib/api';
import type { ReminderLink } from '@contract/reminders/reminders.schemas';

export type { ReminderLink };

/** GET /api/invoice-reminders/link/{token}: what the school's page shows (no sign-in; the token is the permission). */
export const reminderOfLink = (token: string) =>
  api.get<ReminderLink>(`invoice-reminders/link/${encodeURIComponent(token)}`, { token: null });

/** The PDF through the signed link, opened by the browser itself. */
export const reminderPdfUrl = (token: string) => `/api/invoice-reminders/pdf/${encodeURIComponent(token)}`;
