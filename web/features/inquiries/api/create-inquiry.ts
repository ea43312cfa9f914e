import { api } from '@/lib/api';
import type { InquiryCreateBody, InquiryState } from '@/lib/contract';

export interface InquiryCreated {
  id: number;
  state: InquiryState;
}

/** POST /api/inquiries (public) -> 201 { id, state }. The private link goes out by email only. */
export const createInquiryRequest = (body: InquiryCreateBody) => api.post<InquiryCreated>('inquiries', body, { token: null });
