import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@/components/ui/status-pill';
import type { NewsAudience, NewsStatus } from '@/lib/contract';

/** The feeds (spec: coache, associate, finance). */
export const audienceLabels: Record<NewsAudience, MessageDescriptor> = {
  coaches: msg`Coaches`,
  associates: msg`Mitarbeitende`,
  finance: msg`Finanzen und Personal`,
};

export const statusLabels: Record<NewsStatus, MessageDescriptor> = {
  draft: msg`Entwurf`,
  scheduled: msg`Geplant`,
  published: msg`Veröffentlicht`,
  expired: msg`Abgelaufen`,
};

export const statusTones: Record<NewsStatus, StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  expired: 'closed',
};
