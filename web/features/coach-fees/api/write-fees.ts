import { api } from '@/lib/api';
import type { ExtraFeeCreateBody, FeeDetail, FeeItem, FeeUpdateBody, SetPaidOutBody, SetPaidOutResult } from '@/lib/contract';

/** PATCH /api/coach-fees/{id} (finance): a new amount with its reason and/or payout month; 409 paid_out. */
export const updateFee = (id: number, body: FeeUpdateBody) => api.patch<FeeDetail>(`coach-fees/${id}`, body);

/** POST /api/coach-fees/extra-fees: 422 extra_fee_deadline_passed after the workshop day (coaches). */
export const createExtraFee = (body: ExtraFeeCreateBody) => api.post<FeeItem>('coach-fees/extra-fees', body);

/** DELETE /api/coach-fees/extra-fees/{id}: pending only (409 paid_out). */
export const deleteExtraFee = (id: number) => api.delete<void>(`coach-fees/extra-fees/${id}`);

/** POST /api/coach-fees/set-paid-out (finance): all or nothing. */
export const setFeesPaidOut = (body: SetPaidOutBody) => api.post<SetPaidOutResult>('coach-fees/set-paid-out', body);
