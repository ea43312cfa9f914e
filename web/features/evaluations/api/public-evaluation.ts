import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api';
import type { PublicEvaluation, PublicResponseBody, UiLanguage } from '@/lib/contract';
import { activateLanguage } from '@/lib/i18n';
import { normalizeLanguage } from '@/lib/language';
import { setPublicData, usePublicData } from '@/lib/public-data';

/** The key of a link in a language (none: the evaluation's own); switching the language refetches the wording. */
export const publicEvaluationKey = (token: string, language: UiLanguage | undefined) =>
  `evaluations/public/${encodeURIComponent(token)}${language ? `?language=${language}` : ''}`;

/** GET /api/evaluations/public/{token}: workshop, questionnaire, whether the link still takes responses (404 not_found). */
export const getPublicEvaluation = (token: string, language: UiLanguage | undefined) =>
  api.get<PublicEvaluation>(publicEvaluationKey(token, language), { token: null });

export const usePublicEvaluation = (token: string, language: UiLanguage | undefined, enabled = true) =>
  usePublicData(enabled ? publicEvaluationKey(token, language) : null, () => getPublicEvaluation(token, language), {
    keepPreviousData: true,
  });

/**
 * The evaluation starts in its own language; once that is active, the page follows the layout's language switcher
 * (the language is part of the key, so switching refetches the questions' wording).
 */
export function useEvaluationInItsLanguage(token: string, enabled: boolean) {
  const { i18n } = useLingui();
  const [adopted, setAdopted] = useState(false);
  const requested = adopted ? normalizeLanguage(i18n.locale) : undefined;
  const result = usePublicEvaluation(token, requested, enabled);
  const first = adopted ? undefined : result.data;

  useEffect(() => {
    if (!first) return;
    let active = true;
    // The first answer is already in the evaluation's language: cache it under that key, no second request.
    setPublicData(publicEvaluationKey(token, first.language), first);
    void activateLanguage(first.language).then(() => active && setAdopted(true));
    return () => {
      active = false;
    };
  }, [first, token]);

  return result;
}

/** POST /api/evaluations/public/{token} -> 201; 409 already_submitted / response_limit_reached, 422, 429. */
export const submitPublicResponse = (token: string, body: PublicResponseBody) =>
  api.post<{ submittedAt: number }>(`evaluations/public/${encodeURIComponent(token)}`, body, { token: null });

/** What this device keeps per link: its random id (sent with the response, stored only hashed) and whether it answered. */
export interface DeviceRecord {
  deviceId: string;
  submitted: boolean;
}

const storageKey = (token: string) => `evaluation:${token}`;

const randomId = () => {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** The device's record for a link, made (and kept) on first use; storage failures only cost the memory. */
export function deviceRecord(token: string): DeviceRecord {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(token)) ?? 'null') as Partial<DeviceRecord> | null;
    if (stored && typeof stored.deviceId === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(stored.deviceId)) {
      return { deviceId: stored.deviceId, submitted: stored.submitted === true };
    }
  } catch {
    /* unreadable: start afresh */
  }
  const record = { deviceId: randomId(), submitted: false };
  saveDeviceRecord(token, record);
  return record;
}

export function saveDeviceRecord(token: string, record: DeviceRecord): void {
  try {
    window.localStorage.setItem(storageKey(token), JSON.stringify(record));
  } catch {
    /* private mode or full: the server still refuses a second response from this id while the page is open */
  }
}
