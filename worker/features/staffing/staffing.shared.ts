import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { coachProfiles, users, type workshops, type NotificationSettings } from '../../db/schema';
import type { UiLanguage, WorkshopState } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import type { Database, Env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { inList } from '../../lib/sql-lists';
import type { MailRecipient } from '../../mail/addressee';
import { formatSlot, greeting } from '../../mail/format';
import type { OutgoingMail } from '../../mail/outbox';
import { wantsMail } from '../../mail/recipients';
import { renderMail } from '../../mail/render';
import type { coachDismissed } from '../../mail/templates/staffing';

export type Workshop = typeof workshops.$inferSelect;
export type Statement = BatchItem<'sqlite'>;

/** Staff can ask and place coaches while a workshop is being planned. */
export const staffableStates: readonly WorkshopState[] = ['initialized', 'coaches_requested', 'to-realize'];
export const openRequestStates = ['new-request', 'approved'] as const;

export const invalidTransition = (message: string) => new AppError(409, 'invalid_transition', message);

export function assertStaffable(group: Workshop[]) {
  const blocked = group.find((w) => !staffableStates.includes(w.state));
  if (blocked) throw invalidTransition(`A workshop in state ${blocked.state} cannot be staffed`);
}

/** Titles of a catalogue workshop per language; falls back to German. */
export async function titlesOf(db: Database, offeredWorkshopId: number) {
  const rows = await db.all<{ language: UiLanguage; title: string }>(
    sql`SELECT language, title FROM offered_workshop_translations WHERE offered_workshop_id = ${offeredWorkshopId}`,
  );
  return (language: UiLanguage) =>
    rows.find((r) => r.language === language)?.title ?? rows.find((r) => r.language === 'de')?.title ?? '';
}

export const slotLines = (group: Workshop[], language: UiLanguage) =>
  group.map((w) => formatSlot(w.date, w.startTime, w.endTime, language));

export function staffingWorkshop(workshop: Workshop, group: Workshop[], title: string) {
  return {
    id: workshop.id,
    state: workshop.state,
    title,
    language: workshop.language,
    dates: group.map((w) => ({ workshop_id: w.id, date: w.date, start_time: w.startTime, end_time: w.endTime })),
    coaches_needed: workshop.coachesNeeded,
    auto_escalate: workshop.autoEscalate,
  };
}

export const coachContact = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: coachProfiles.phone,
};

export const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`;

/** Where a workshop takes place, on one line: street, address addition, postcode and place, room. */
export const workshopAddress = (w: Workshop) =>
  [w.streetAddress, w.addressAddition, [w.postcode, w.location].filter(Boolean).join(' '), w.room].filter(Boolean).join(', ');

/** One mail per coach about the workshop (or series): withdrawn, dismissed; `toggle`: the notification setting that stops it. */
export async function workshopMails(
  db: Database,
  env: Pick<Env, 'APP_URL'>,
  workshop: Workshop,
  group: Workshop[],
  coaches: MailRecipient[],
  template: typeof coachDismissed,
  toggle?: keyof NotificationSettings,
) {
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  return coaches.map((coach): OutgoingMail => ({
    ...renderMail(template, coach.language, {
      greeting: greeting(coach.language, coach),
      title: titleIn(coach.language),
      dates: slotLines(group, coach.language),
      institute: workshop.institute,
      startUrl: appLink(env, coach.language, '/manager'),
    }),
    recipient: coach.email,
    recipientUserId: coach.id,
    ...(toggle && { onlyIf: wantsMail(coach.id, toggle) }),
  }));
}

/** For a `batchGuard`: exactly these coaches are placed on the workshop, as when they were read. */
export function placedUnchanged(workshopId: number, coachIds: readonly number[]): SQL {
  const expected = [...coachIds].sort((a, b) => a - b).join(',');
  return sql`coalesce((SELECT group_concat(coach_id) FROM
    (SELECT coach_id FROM workshop_coaches WHERE workshop_id = ${workshopId} ORDER BY coach_id)), '') = ${expected}`;
}

/** For a `batchGuard`: the coaches are still active. */
export function coachesActive(coachIds: readonly number[]): SQL {
  return sql`(SELECT count(*) FROM users WHERE ${inList(sql`id`, coachIds)} AND role = 'coach' AND state = 'active') = ${coachIds.length}`;
}
