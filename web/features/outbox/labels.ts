import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatusTone } from '@/components/ui/status-pill';
import type { MailStatus } from '@/lib/contract';

export const mailStateLabels: Record<MailStatus, MessageDescriptor> = {
  queued: msg({ message: 'Wartend', context: 'mail state' }),
  sending: msg({ message: 'Wird gesendet', context: 'mail state' }),
  sent: msg({ message: 'Gesendet', context: 'mail state' }),
  failed: msg({ message: 'Fehlgeschlagen', context: 'mail state' }),
  bounced: msg({ message: 'Unzustellbar', context: 'mail state' }),
};

export const mailStateTones: Record<MailStatus, StatusTone> = {
  queued: 'waiting',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  bounced: 'danger',
};
