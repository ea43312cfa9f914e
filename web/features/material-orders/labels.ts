import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@/components/ui/status-pill';
import type { MaterialOrderState } from '@/lib/contract';

export const orderStateLabels: Record<MaterialOrderState, MessageDescriptor> = {
  ordered: msg`Bestellt`,
  sent: msg`Versandt`,
  cancelled: msg`Storniert`,
};

export const orderStateTones: Record<MaterialOrderState, StatusTone> = {
  ordered: 'waiting',
  sent: 'success',
  cancelled: 'neutral',
};
