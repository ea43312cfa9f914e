import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A grade, canton, cancellation reason or split of a class the data does not give. */
export const notGivenLabel = msg`Ohne Angabe`;

/** The split of a class as the inquiry form asks for it (m/w/d), plus the participants no split accounts for. */
export const participantLabels = {
  m: msg`Männlich`,
  f: msg`Weiblich`,
  n: msg`Divers`,
  unspecified: notGivenLabel,
} satisfies Record<string, MessageDescriptor>;
