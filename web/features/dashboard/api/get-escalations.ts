import useSWR from 'swr';
import { api } from '@/lib/api';
import type { StaffingEscalation } from '@/lib/contract';

/** The titles come in the reader's language: the language is part of the key. */
export const escalationsKey = (language: string) => `staffing-escalations#${language}`;

/** GET /api/staffing-escalations (admin, associate): automatic escalations of the last 14 days, newest first. */
export const useEscalations = (language: string) =>
  useSWR(escalationsKey(language), () => api.get<StaffingEscalation[]>('staffing-escalations'));
