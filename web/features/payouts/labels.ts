import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BlockedReason, PayoutItemKind } from '@/lib/contract';

export const itemKindLabels: Record<PayoutItemKind, MessageDescriptor> = {
  fee: msg`Honorar`,
  extra_fee: msg`Zusatzhonorar`,
  expense: msg`Spesen`,
};

export const blockedReasonLabels: Record<BlockedReason, MessageDescriptor> = {
  no_iban: msg`Keine IBAN im Profil`,
  iban_invalid: msg`IBAN ungültig`,
  profile_not_approved: msg`Profil nicht freigegeben`,
  no_address: msg`Postadresse unvollständig`,
};

/** `2026-10` → "Oktober 2026" in the interface language. */
export function formatMonth(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(`${language}-CH`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** `YYYY-MM` of the Zurich today shifted by whole months. */
export function monthFromNow(offset: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(now);
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
  return date.toISOString().slice(0, 7);
}
