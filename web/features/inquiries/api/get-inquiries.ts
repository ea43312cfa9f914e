import useSWR from 'swr';
import { api } from '@/lib/api';
import type { InquiryList, InquiryListQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

/** SWR keys of the staff list start with this (to revalidate every page after a change). */
export const INQUIRY_LIST_PREFIX = 'inquiries?';

export const inquiriesKey = (query: InquiryListQuery) => apiListPath('inquiries', query);

/** GET /api/inquiries: a page of inquiries with the counts per state (for the tabs). */
export const getInquiries = (query: InquiryListQuery) => api.get<InquiryList>(inquiriesKey(query));

/** The previous page stays on screen while the next one loads (no jump to an empty table). */
export const useInquiries = (query: InquiryListQuery) =>
  useSWR(inquiriesKey(query), () => getInquiries(query), { keepPreviousData: true });
