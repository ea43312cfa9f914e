import useSWR from 'swr';
import { api } from '@/lib/api';
import type { PublicTerms, UiLanguage } from '@/lib/contract';

export const currentTermsKey = (language: UiLanguage) => `general-terms/${language}`;

/** GET /api/general-terms/{language} (public): the version in force, German when the language has none. */
export const getCurrentTerms = (language: UiLanguage) => api.get<PublicTerms>(currentTermsKey(language), { token: null });

export const useCurrentTerms = (language: UiLanguage) =>
  useSWR(currentTermsKey(language), () => getCurrentTerms(language), { revalidateOnFocus: false });
