import { api } from '@/lib/api';
import type { PublicBasedata } from '@/lib/contract';
import { usePublicData } from '@/lib/public-data';

export const basedataKey = 'basedata';

/** GET /api/basedata (public): languages, currency, turnstile_site_key. */
export const getBasedata = () => api.get<PublicBasedata>(basedataKey, { token: null });

export const useBasedata = () => usePublicData(basedataKey, getBasedata);
