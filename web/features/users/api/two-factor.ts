import useSWR from 'swr';
import { api } from '@/lib/api';
import type { RecoveryCodes, TwoFactorCodeBody, TwoFactorDisableBody, TwoFactorSetup, TwoFactorStatus } from '@/lib/contract';

export const twoFactorKey = 'users/two-factor';

/** GET /api/users/two-factor: on, required, recovery codes left. */
export const useTwoFactorStatus = () =>
  useSWR(twoFactorKey, () => api.get<TwoFactorStatus>(twoFactorKey), { revalidateOnFocus: false });

/** POST …/setup: a new secret (not active until confirmed). */
export const startTwoFactorSetup = () => api.post<TwoFactorSetup>(`${twoFactorKey}/setup`);

/** POST …/enable with the first code -> the recovery codes, shown once. */
export const enableTwoFactor = (body: TwoFactorCodeBody) => api.post<RecoveryCodes>(`${twoFactorKey}/enable`, body);

/** POST …/recovery-codes with a current code -> new recovery codes; the old ones stop working. */
export const regenerateRecoveryCodes = (body: TwoFactorCodeBody) =>
  api.post<RecoveryCodes>(`${twoFactorKey}/recovery-codes`, body);

/** POST …/disable with the password and a current code. */
export const disableTwoFactor = (body: TwoFactorDisableBody) => api.post<{ success: true }>(`${twoFactorKey}/disable`, body);
