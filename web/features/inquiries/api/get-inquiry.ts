import useSWR from 'swr';
import { api } from '@/lib/api';
import type { InquiryDetail } from '@/lib/contract';

export const inquiryKey = (id: number) => `inquiries/${id}`;

/** GET /api/inquiries/{id}: the form values, the assigned associate and the workshops it became. */
export const getInquiry = (id: number) => api.get<InquiryDetail>(inquiryKey(id));

export const useInquiry = (id: number) => useSWR(Number.isInteger(id) && id > 0 ? inquiryKey(id) : null, () => getInquiry(id));
