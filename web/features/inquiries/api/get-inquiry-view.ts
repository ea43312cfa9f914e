import { api } from '@/lib/api';
import type { InquiryStatus } from '@/lib/contract';
import { usePublicData } from '@/lib/public-data';

export const inquiryViewKey = (token: string) => `inquiries/view/${encodeURIComponent(token)}`;

/** GET /api/inquiries/view/{token}: the submitted inquiry behind the private link (404 token_invalid). */
export const getInquiryView = (token: string) => api.get<InquiryStatus>(inquiryViewKey(token), { token: null });

export const useInquiryView = (token: string) => usePublicData(inquiryViewKey(token), () => getInquiryView(token));
