import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { api } from '@/lib/api';
import type { StatisticsFormData } from '@/lib/contract';

const formDataPath = 'statistics/form-data';

/** GET /api/statistics/form-data: the school years, offered workshops, grades, cantons, coaches and states to filter by. */
export const getFormData = () => api.get<StatisticsFormData>(formDataPath);

export function useFormData() {
  const { i18n } = useLingui();
  return useSWR([formDataPath, i18n.locale], getFormData);
}
