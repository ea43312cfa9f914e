import { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { OfferedWorkshop, OfferedWorkshopBody } from '@/lib/contract';
import { OFFERED_WORKSHOPS_PREFIX } from './offered-workshops';

/** Loads every cached search of the catalogue again (in the SWR cache of the component). */
export function useRevalidateOfferedWorkshops() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(OFFERED_WORKSHOPS_PREFIX));
}

/** POST /api/master-data/workshops; 409 `conflict` with the field `code` when the code is taken. */
export const createOfferedWorkshopRequest = (body: OfferedWorkshopBody) =>
  api.post<OfferedWorkshop>('master-data/workshops', body);

/** PUT /api/master-data/workshops/{id}: every field; translations and languages are replaced. */
export const updateOfferedWorkshopRequest = (id: number, body: OfferedWorkshopBody) =>
  api.put<OfferedWorkshop>(`master-data/workshops/${id}`, body);

/** DELETE /api/master-data/workshops/{id}; 409 `in_use` while workshops or inquiries refer to it. */
export const deleteOfferedWorkshopRequest = (id: number) => api.delete<void>(`master-data/workshops/${id}`);

/** The body that saves the offer as it is, with the given changes (e.g. `{ active: false }`). */
export function offeredWorkshopBody(offer: OfferedWorkshop, changes: Partial<OfferedWorkshopBody> = {}): OfferedWorkshopBody {
  const { translations } = offer;
  return {
    code: offer.code,
    translations: {
      de: translations.de,
      fr: translations.fr ?? undefined,
      it: translations.it ?? undefined,
      en: translations.en ?? undefined,
    },
    type: offer.type,
    languages: offer.languages,
    duration_minutes: offer.duration_minutes,
    price_centimes: offer.price_centimes,
    recommended_price_centimes: offer.recommended_price_centimes,
    coach_fee_centimes: offer.coach_fee_centimes,
    subject_id: offer.subject_id,
    active: offer.active,
    position: offer.position,
    ...changes,
  };
}
