import useSWR from 'swr';
import { api } from '@/lib/api';
import type { ManagerBasedata } from '@/lib/contract';

export const managerBasedataKey = 'basedata/manager';

/** GET /api/basedata/manager: includes pending_coach_requests (the menu badge for coaches). */
export const getManagerBasedata = () => api.get<ManagerBasedata>(managerBasedataKey);

export const useManagerBasedata = (enabled = true) => useSWR(enabled ? managerBasedataKey : null, getManagerBasedata);
