import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CoachOffer, DeclineOfferBody, OfferableWorkshop, OfferBody } from '@/lib/contract';

export const offerableWorkshopsKey = 'coach/offerable-workshops';

/** GET /api/coach/offerable-workshops (coach): unstaffed workshops that fit, with the own offer. */
export const useOfferableWorkshops = () =>
  useSWR(offerableWorkshopsKey, () => api.get<OfferableWorkshop[]>(offerableWorkshopsKey));

/** POST /api/workshops/{id}/offers (coach): 409 not_offerable when it no longer fits. */
export const offerToGive = (workshopId: number, body: OfferBody) =>
  api.post<OfferableWorkshop>(`workshops/${workshopId}/offers`, body);

/** DELETE /api/workshops/offers/{id} (coach): withdraw an own open offer. */
export const withdrawOffer = (offerId: number) => api.delete<void>(`workshops/offers/${offerId}`);

/** POST /api/workshops/offers/{id}/accept (staff): places the coach. */
export const acceptOffer = (offerId: number) => api.post<CoachOffer>(`workshops/offers/${offerId}/accept`);

/** POST /api/workshops/offers/{id}/decline (staff): the coach is told by mail. */
export const declineOffer = (offerId: number, body: DeclineOfferBody) =>
  api.post<CoachOffer>(`workshops/offers/${offerId}/decline`, body);
