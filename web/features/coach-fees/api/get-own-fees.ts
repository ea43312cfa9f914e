import useSWR from 'swr';
import { api } from '@/lib/api';
import type { OwnFees } from '@/lib/contract';

/** GET /api/coach-fees/coach (coach): own fees and extra fees, and the workshops still open for an extra fee. */
export const useOwnFees = () => useSWR('coach-fees/coach', () => api.get<OwnFees>('coach-fees/coach'));
