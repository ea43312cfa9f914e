import { api } from '@/lib/api';
import type { InquiryDetail } from '@/lib/contract';

/** POST /api/inquiries/{id}/validate: creates the workshops (a series for several of the same); 409 if validated. */
export const validateInquiryRequest = (id: number) => api.post<InquiryDetail>(`inquiries/${id}/validate`);
