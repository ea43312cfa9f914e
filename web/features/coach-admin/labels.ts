import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** Badge colours per state (the state is always written out too: colour is never the only cue). */
export const coachStateColours: Record<UserState, string> = {
  created: 'border-slate-300 bg-slate-100 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  'change-password': 'border-slate-300 bg-slate-100 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  incomplete: 'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  processing: 'border-sky-300 bg-sky-100 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  active: 'border-emerald-300 bg-emerald-100 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  inactive: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
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
