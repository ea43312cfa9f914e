import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@/components/ui/status-pill';
import type { Newsletter, SubscriberState } from '@/lib/contract';

export const newsletterStateLabels: Record<Newsletter['state'], MessageDescriptor> = {
  draft: msg`Entwurf`,
  sending: msg`Wird versendet`,
  sent: msg`Versendet`,
};
export const newsletterStateTones: Record<Newsletter['state'], StatusTone> = {
  draft: 'neutral',
  sending: 'waiting',
  sent: 'success',
};

/** The send log: the copies in the outbox by state. */
export const mailStateLabels: Record<keyof Newsletter['log'], MessageDescriptor> = {
  queued: msg`In der Warteschlange`,
  sending: msg`Wird gesendet`,
  sent: msg`Gesendet`,
  failed: msg`Fehlgeschlagen`,
  bounced: msg`Unzustellbar`,
};

export const subscriberStateLabels: Record<SubscriberState, MessageDescriptor> = {
  pending: msg`Unbestätigt`,
  confirmed: msg`Bestätigt`,
  unsubscribed: msg`Abgemeldet`,
};
export const subscriberStateTones: Record<SubscriberState, StatusTone> = {
  pending: 'waiting',
  confirmed: 'success',
  unsubscribed: 'neutral',
};

export const sourceLabels: Record<string, MessageDescriptor> = { 'inquiry-form': msg`Anfrageformular` };
