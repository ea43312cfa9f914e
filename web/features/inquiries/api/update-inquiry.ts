import { api } from '@/lib/api';
import type { InquiryDetail, InquiryUpdateBody } from '@/lib/contract';

/** PUT /api/inquiries/{id}: staff correct a requested inquiry (409 invalid_transition once validated). */
export const updateInquiryRequest = (id: number, body: InquiryUpdateBody) => api.put<InquiryDetail>(`inquiries/${id}`, body);
