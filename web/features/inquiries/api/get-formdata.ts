import { api } from '@/lib/api';
import type { InquiryFormdata, UiLanguage } from '@/lib/contract';
import { usePublicData } from '@/lib/public-data';

export const formdataKey = (language: UiLanguage) => `inquiries/formdata/${language}`;

/** POST /api/inquiries/formdata: the offered workshops, grades, infrastructure and general terms in `language`. */
export const getInquiryFormdata = (language: UiLanguage) =>
  api.post<InquiryFormdata>('inquiries/formdata', { client_url: window.location.origin, language }, { token: null });

/** Keyed by language; the previous language's data stays while the next one loads (the form stays mounted). */
export const useInquiryFormdata = (language: UiLanguage) =>
  usePublicData(formdataKey(language), () => getInquiryFormdata(language), { keepPreviousData: true });
