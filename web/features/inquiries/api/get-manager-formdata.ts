import useSWR from 'swr';
import { api } from '@/lib/api';
import type { InquiryManagerFormdata, UiLanguage } from '@/lib/contract';

export const managerFormdataKey = (language: UiLanguage) => `inquiries/formdata/manager?language=${language}`;

/** GET /api/inquiries/formdata/manager: all catalogue workshops (also inactive), grades, infrastructure, associates. */
export const getManagerFormdata = (language: UiLanguage) => api.get<InquiryManagerFormdata>(managerFormdataKey(language));

export const useManagerFormdata = (language: UiLanguage) =>
  useSWR(managerFormdataKey(language), () => getManagerFormdata(language), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
