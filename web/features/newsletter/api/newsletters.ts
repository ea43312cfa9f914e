import useSWR from 'swr';
import { api } from '@/lib/api';
import type { Newsletter, NewsletterBody, Newsletters } from '@/lib/contract';

export const newslettersKey = 'newsletters';

/** GET /api/newsletters (admin): newest first with their send log, and how many a send reaches now. */
export const useNewsletters = () => useSWR(newslettersKey, () => api.get<Newsletters>(newslettersKey));

export const createNewsletter = (body: NewsletterBody) => api.post<Newsletter>('newsletters', body);
export const updateNewsletter = (id: number, body: NewsletterBody) => api.put<Newsletter>(`newsletters/${id}`, body);
export const deleteNewsletter = (id: number) => api.delete<void>(`newsletters/${id}`);
/** One copy to the signed-in admin, in their language. */
export const sendNewsletterTest = (id: number) => api.post<Newsletter>(`newsletters/${id}/test`);

/** Sends to every confirmed subscriber: asks again while the server answers `sending` (it writes in portions). */
export async function sendNewsletter(id: number): Promise<Newsletter> {
  let newsletter = await api.post<Newsletter>(`newsletters/${id}/send`);
  while (newsletter.state === 'sending') newsletter = await api.post<Newsletter>(`newsletters/${id}/send`);
  return newsletter;
}
