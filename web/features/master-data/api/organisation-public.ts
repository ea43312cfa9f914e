import { api } from '@/lib/api';
import type { PublicOrganisation } from '@/lib/contract';
import { usePublicData } from '@/lib/public-data';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

export const publicOrganisationKey = 'organisation';

/** GET /api/organisation (public): name, address, contact and links. */
export const getPublicOrganisation = () => api.get<PublicOrganisation>(publicOrganisationKey, { token: null });

function cachedOrganisation(): PublicOrganisation | undefined {
  try {
    const cached = JSON.parse(readStorage(storageKeys.organisation) ?? 'null') as PublicOrganisation | null;
    return cached && typeof cached.name === 'string' ? cached : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The public header and footer: the last loaded details show at once (kept in localStorage), then the fresh ones.
 * `data` is undefined only on the very first visit while loading, or when that first load failed.
 */
export const usePublicOrganisation = () =>
  usePublicData(publicOrganisationKey, getPublicOrganisation, {
    fallbackData: cachedOrganisation(),
    onSuccess: (organisation) => writeStorage(storageKeys.organisation, JSON.stringify(organisation)),
  });

/** `+41 31 123 45 67` -> `tel:+41311234567`. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
