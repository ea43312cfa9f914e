import useSWR from 'swr';
import { api } from '@/lib/api';
import type { PublicBasedata } from '@/lib/contract';

export const basedataKey = 'basedata';

/** GET /api/basedata (public): languages, currency, turnstile_site_key. */
export const getBasedata = () => api.get<PublicBasedata>(basedataKey, { token: null });

export const useBasedata = () => useSWR(basedataKey, getBasedata, { revalidateOnFocus: false });
