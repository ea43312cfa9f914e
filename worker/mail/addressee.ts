import { sql } from 'drizzle-orm';
import { inquiries, users } from '../db/schema';
import { uiLanguages, type Salutation, type UiLanguage } from '../contract/enums';
import type { Addressee } from './format';

/**
 * A user's salutation for the mail's greeting, to select with `users`: a coach's from the profile, none for staff
 * (they have no profile), so they are greeted by name.
 */
// Written out: drizzle leaves `${users.id}` unqualified in a one-table select, where it would be the profile's own id.
export const userSalutation = sql<Salutation | null>`(SELECT cp.salutation FROM coach_profiles cp WHERE cp.user_id = "users"."id")`;

/** A user as a mail to them needs them: address, language, and name and salutation for the greeting. */
export interface MailRecipient {
  id: number;
  email: string;
  language: UiLanguage;
  firstname: string;
  lastname: string;
  salutation: Salutation | null;
}
export const mailRecipientColumns = {
  id: users.id,
  email: users.email,
  language: users.language,
  firstname: users.firstname,
  lastname: users.lastname,
  salutation: userSalutation,
};

/** What a mail to a workshop's school needs of its inquiry: the language and the contact person for `schoolContact`. */
export const inquiryContactColumns = {
  language: inquiries.language,
  firstname: inquiries.firstname,
  lastname: inquiries.lastname,
  gender: inquiries.gender,
};

interface WorkshopContact {
  contactFirstname: string | null;
  contactLastname: string | null;
}
interface InquiryContact {
  firstname: string;
  lastname: string;
  gender: Salutation;
}

/**
 * The school's contact person on a workshop. Workshops keep no salutation; the inquiry's applies while the workshop
 * still names the same person (staff may have changed the contact), else the greeting is neutral.
 */
export function schoolContact(workshop: WorkshopContact, inquiry: InquiryContact | undefined): Addressee {
  const samePerson = inquiry?.firstname === workshop.contactFirstname && inquiry?.lastname === workshop.contactLastname;
  return {
    firstname: workshop.contactFirstname,
    lastname: workshop.contactLastname,
    salutation: samePerson ? inquiry.gender : null,
  };
}

/** The school's language, as the workshop mails use it: the inquiry's, else the workshop's if the UI has it, else German. */
export function schoolLanguage(workshopLanguage: string, inquiryLanguage: UiLanguage | null | undefined): UiLanguage {
  if (inquiryLanguage) return inquiryLanguage;
  return (uiLanguages as readonly string[]).includes(workshopLanguage) ? (workshopLanguage as UiLanguage) : 'de';
}
