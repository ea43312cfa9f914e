import { and, eq, inArray, isNull } from 'drizzle-orm';
import { organisation, users } from '../../db/schema';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import type { Database, Env } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { ORGANISATION_ID, readOrganisationRow, type OrganisationRow } from '../../lib/organisation-row';
import { nowSeconds } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import { mailRecipientColumns } from '../../mail/addressee';
import { formatDateTime, greeting } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { bankDetailsChanged, type BankDetailChange } from '../../mail/templates/account-security';
import {
  assertRecentlyReauthenticated,
  emailChangeNeedsConfirmation,
  ibanChangeNeedsConfirmation,
} from '../auth/reauthentication';
import type { Organisation, OrganisationValues, PublicOrganisation } from '../../contract/master-data/organisation.schemas';

/** The single row (id 1) the migration creates. */

const publicOf = (row: OrganisationRow): PublicOrganisation => ({
  name: row.name,
  street: row.street,
  postcode: row.postcode,
  city: row.city,
  country: row.country,
  phone: row.phone,
  email: row.email,
  website_url: row.websiteUrl,
  instagram_url: row.instagramUrl,
  facebook_url: row.facebookUrl,
  linkedin_url: row.linkedinUrl,
});

const fullOf = (row: OrganisationRow): Organisation => ({
  ...publicOf(row),
  iban: row.iban,
  qr_iban: row.qrIban,
  creditor_name: row.creditorName,
  creditor_street: row.creditorStreet,
  creditor_postcode: row.creditorPostcode,
  creditor_city: row.creditorCity,
  payment_term_days: row.paymentTermDays,
  two_factor_required: row.twoFactorRequired,
  document_retention_months: row.documentRetentionMonths,
  travel_gap_minutes: row.travelGapMinutes,
  request_reminder_days: row.requestReminderDays,
  escalation_days: row.escalationDays,
  vat_status: row.vatStatus,
  vat_uid: row.vatUid,
  reminder_levels: row.reminderLevels,
  reminder_term_days: row.reminderTermDays,
  updated_at: row.updatedAt,
});

async function loadRow(db: Database): Promise<OrganisationRow> {
  const row = await readOrganisationRow(db);
  if (!row) throw notFound('Organisation');
  return row;
}

/** Anyone: name, address, contact and links (the bank details stay inside). */
export const publicOrganisation = async (db: Database) => publicOf(await loadRow(db));

/** Staff: everything, bank details and creditor included. */
export const getOrganisation = async (db: Database) => fullOf(await loadRow(db));

/**
 * Where customers pay and where mail replies go: once set, changing or removing either needs a recently confirmed
 * password (only the very first entry of an IBAN never set is free).
 */
async function assertReauthenticatedForPaymentOrMailChange(
  db: Database,
  sessionId: string | null,
  before: OrganisationRow,
  body: OrganisationValues,
) {
  const sensitive =
    ibanChangeNeedsConfirmation(before.iban, body.iban, before.ibanEverSet) ||
    ibanChangeNeedsConfirmation(before.qrIban, body.qr_iban, before.qrIbanEverSet) ||
    emailChangeNeedsConfirmation(before.email, body.email, true);
  if (sensitive) await assertRecentlyReauthenticated(db, sessionId);
}

/** An IBAN in a mail: enough to recognise it, not enough to copy it. */
const ibanEnding = (iban: string | null) => (iban ? `… ${iban.replace(/\s+/g, '').slice(-4)}` : null);
const creditorAddress = (values: {
  creditor_street: string | null;
  creditor_postcode: string | null;
  creditor_city: string | null;
}) =>
  [values.creditor_street, [values.creditor_postcode, values.creditor_city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ') || null;

/** What a save changes of where schools pay (the QR-bill's account and creditor). */
function bankDetailChanges(before: Organisation, body: OrganisationValues): BankDetailChange[] {
  const compact = (iban: string | null) => iban?.replace(/\s+/g, '').toUpperCase() ?? null;
  const changes: BankDetailChange[] = [];
  if (compact(before.iban) !== compact(body.iban)) changes.push({ field: 'iban', value: ibanEnding(body.iban) });
  if (compact(before.qr_iban) !== compact(body.qr_iban)) changes.push({ field: 'qr_iban', value: ibanEnding(body.qr_iban) });
  if (before.creditor_name !== body.creditor_name) changes.push({ field: 'creditor_name', value: body.creditor_name });
  if (creditorAddress(before) !== creditorAddress(body))
    changes.push({ field: 'creditor_address', value: creditorAddress(body) });
  return changes;
}

/** O05 to every admin and finance user who may sign in, each in their language. */
async function bankDetailMails(db: Database, env: Env, actor: SessionUser, changes: BankDetailChange[]) {
  if (changes.length === 0) return [];
  const recipients = await db
    .select(mailRecipientColumns)
    .from(users)
    .where(
      and(
        inArray(users.role, ['admin', 'finance']),
        inArray(users.state, ['active', 'change-password']),
        isNull(users.anonymisedAt),
      ),
    );
  const when = nowSeconds();
  return recipients.map((recipient) => ({
    ...renderMail(bankDetailsChanged, recipient.language, {
      greeting: greeting(recipient.language, recipient),
      changes,
      admin: `${actor.firstname} ${actor.lastname}`,
      when: formatDateTime(when, recipient.language),
      organisationUrl: appLink(env, recipient.language, '/manager/masterdata/organisation'),
    }),
    recipient: recipient.email,
    recipientUserId: recipient.id,
  }));
}

/** The staffing settings the body names (absent ones keep their value). */
const staffingSettings = (body: OrganisationValues) => ({
  ...(body.travel_gap_minutes === undefined ? {} : { travelGapMinutes: body.travel_gap_minutes }),
  ...(body.request_reminder_days === undefined ? {} : { requestReminderDays: body.request_reminder_days }),
  ...(body.escalation_days === undefined ? {} : { escalationDays: body.escalation_days }),
});

/** The reminder settings the body names (absent ones keep their value). */
const reminderSettings = (body: OrganisationValues) => ({
  ...(body.reminder_levels === undefined ? {} : { reminderLevels: body.reminder_levels }),
  ...(body.reminder_term_days === undefined ? {} : { reminderTermDays: body.reminder_term_days }),
});

/** The VAT status the body names, with the UID only while registered (absent keeps both). */
const vatSettings = (body: OrganisationValues) =>
  body.vat_status === undefined
    ? {}
    : { vatStatus: body.vat_status, vatUid: body.vat_status === 'registered' ? body.vat_uid : null };

/** Admin: replaces every field; the audit entry names the fields that changed (bank details matter). */
export async function updateOrganisation(
  db: Database,
  env: Env,
  actor: SessionUser,
  body: OrganisationValues,
  sessionId: string | null,
  ip?: string,
): Promise<Organisation> {
  const row = await loadRow(db);
  await assertReauthenticatedForPaymentOrMailChange(db, sessionId, row, body);
  const before = fullOf(row);
  const changed = (Object.keys(body) as (keyof OrganisationValues)[]).filter(
    (key) => body[key] !== undefined && body[key] !== before[key],
  );
  const mails = await bankDetailMails(db, env, actor, bankDetailChanges(before, body));
  await commitWithMail(
    db,
    env,
    [
      db
        .update(organisation)
        .set({
          name: body.name,
          street: body.street,
          postcode: body.postcode,
          city: body.city,
          country: body.country,
          phone: body.phone,
          email: body.email,
          websiteUrl: body.website_url,
          instagramUrl: body.instagram_url,
          facebookUrl: body.facebook_url,
          linkedinUrl: body.linkedin_url,
          iban: body.iban,
          qrIban: body.qr_iban,
          // Once stored (also when removed now), a next entry needs the confirmation too.
          ibanEverSet: row.ibanEverSet || Boolean(row.iban) || Boolean(body.iban),
          qrIbanEverSet: row.qrIbanEverSet || Boolean(row.qrIban) || Boolean(body.qr_iban),
          creditorName: body.creditor_name,
          creditorStreet: body.creditor_street,
          creditorPostcode: body.creditor_postcode,
          creditorCity: body.creditor_city,
          ...(body.payment_term_days === undefined ? {} : { paymentTermDays: body.payment_term_days }),
          ...(body.two_factor_required === undefined ? {} : { twoFactorRequired: body.two_factor_required }),
          ...(body.document_retention_months === undefined ? {} : { documentRetentionMonths: body.document_retention_months }),
          ...staffingSettings(body),
          ...vatSettings(body),
          ...reminderSettings(body),
          updatedAt: nowSeconds(),
        })
        .where(eq(organisation.id, ORGANISATION_ID)),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'organisation.updated',
        entityType: 'organisation',
        entityId: ORGANISATION_ID,
        details: { changed },
        ip,
      }),
    ],
    mails,
  );
  return getOrganisation(db);
}
