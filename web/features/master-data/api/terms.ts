import useSWR from 'swr';
import { api } from '@/lib/api';
import type { TermsValues, TermsVersion } from '@/lib/contract';

export const termsKey = 'master-data/terms';

/** GET /api/master-data/terms (admin, associate): every version, per language newest first. */
export const getTermsVersions = () => api.get<TermsVersion[]>(termsKey);

export const useTermsVersions = () => useSWR(termsKey, getTermsVersions, { revalidateOnFocus: false });

/** POST /api/master-data/terms: publishes a new version (versions are never edited). */
export const publishTermsRequest = (body: TermsValues) => api.post<TermsVersion>(termsKey, body);
