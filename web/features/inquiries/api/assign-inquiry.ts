import { api } from '@/lib/api';
import type { InquiryDetail } from '@/lib/contract';

/** POST /api/inquiries/{id}/assign: assign the inquiry to an associate (oneself or another). */
export const assignInquiryRequest = (id: number, associateId: number) =>
  api.post<InquiryDetail>(`inquiries/${id}/assign`, { associate_id: associateId });
