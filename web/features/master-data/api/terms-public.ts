import { api } from '@/lib/api';
import type { PublicTerms, UiLanguage } from '@/lib/contract';
import { usePublicData } from '@/lib/public-data';

export const currentTermsKey = (language: UiLanguage) => `general-terms/${language}`;

/** GET /api/general-terms/{language} (public): the version in force, German when the language has none. */
export const getCurrentTerms = (language: UiLanguage) => api.get<PublicTerms>(currentTermsKey(language), { token: null });

export const useCurrentTerms = (language: UiLanguage) =>
  usePublicData(currentTermsKey(language), () => getCurrentTerms(language));
