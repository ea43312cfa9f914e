import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@/components/ui/status-pill';
import type { UserState } from '@/lib/contract';

/** One wording for the coach's fields everywhere: the labels of the coach's own profile and the user states. */
export {
  civilStatusLabels,
  fileKindLabels,
  profileFieldLabels,
  residencePermitLabels,
  salutationLabels,
} from '@/features/coaches';
export { userStateLabels as coachStateLabels } from '@/features/users';

/** Badge tones per state. */
export const coachStateTones: Record<UserState, StatusTone> = {
  created: 'neutral',
  'change-password': 'neutral',
  incomplete: 'waiting',
  processing: 'info',
  active: 'success',
  inactive: 'danger',
};

export const timeOfDayLabels = {
  before_noon: msg`Vormittag`,
  afternoon: msg`Nachmittag`,
  evening: msg`Abend`,
} satisfies Record<string, MessageDescriptor>;

/** Spec section 8: success "coach account created", and the "Coach create error" for an address in use. */
export const coachAccountCreated = msg`Coach-Konto erstellt`;
export const coachCreateEmailTaken = msg`Coach konnte nicht erstellt werden: Diese E-Mail-Adresse wird bereits verwendet`;
/** Spec section 8: "Saved successfully" and "Profile could not be saved". */
export const savedSuccessfully = msg`Erfolgreich gespeichert`;
export const profileNotSaved = msg`Profil konnte nicht gespeichert werden`;

/** A value's label, or the value itself when the list does not know it. */
export function labelOf(i18n: I18n, labels: Record<string, MessageDescriptor>, value: string | number): string {
  const descriptor = labels[value];
  return descriptor ? i18n._(descriptor) : String(value);
}
