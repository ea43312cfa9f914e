import { eq } from 'drizzle-orm';
import { organisation } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import { assertRecentlyReauthenticated, emailReplaced, ibanReplaced } from '../auth/reauthentication';
import type { Organisation, OrganisationValues, PublicOrganisation } from '../../contract/master-data/organisation.schemas';

/** The single row (id 1) the migration creates. */
const ORGANISATION_ID = 1;

type OrganisationRow = typeof organisation.$inferSelect;

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
  updated_at: row.updatedAt,
});

async function loadRow(db: Database): Promise<OrganisationRow> {
  const [row] = await db.select().from(organisation).where(eq(organisation.id, ORGANISATION_ID)).limit(1);
  if (!row) throw notFound('Organisation');
  return row;
}

/** Anyone: name, address, contact and links (the bank details stay inside). */
export const publicOrganisation = async (db: Database) => publicOf(await loadRow(db));

/** Staff: everything, bank details and creditor included. */
export const getOrganisation = async (db: Database) => fullOf(await loadRow(db));

/** Where customers pay and where mail replies go: changing either needs a recently confirmed password. */
async function assertReauthenticatedForPaymentOrMailChange(
  db: Database,
  sessionId: string | null,
  before: Organisation,
  body: OrganisationValues,
) {
  const sensitive =
    ibanReplaced(before.iban, body.iban) || ibanReplaced(before.qr_iban, body.qr_iban) || emailReplaced(before.email, body.email);
  if (sensitive) await assertRecentlyReauthenticated(db, sessionId);
}

/** The staffing settings the body names (absent ones keep their value). */
const staffingSettings = (body: OrganisationValues) => ({
  ...(body.travel_gap_minutes === undefined ? {} : { travelGapMinutes: body.travel_gap_minutes }),
  ...(body.request_reminder_days === undefined ? {} : { requestReminderDays: body.request_reminder_days }),
  ...(body.escalation_days === undefined ? {} : { escalationDays: body.escalation_days }),
});

/** Admin: replaces every field; the audit entry names the fields that changed (bank details matter). */
export async function updateOrganisation(
  db: Database,
  actor: SessionUser,
  body: OrganisationValues,
  sessionId: string | null,
  ip?: string,
): Promise<Organisation> {
  const before = fullOf(await loadRow(db));
  await assertReauthenticatedForPaymentOrMailChange(db, sessionId, before, body);
  const changed = (Object.keys(body) as (keyof OrganisationValues)[]).filter(
    (key) => body[key] !== undefined && body[key] !== before[key],
  );
  await db.batch([
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
        creditorName: body.creditor_name,
        creditorStreet: body.creditor_street,
        creditorPostcode: body.creditor_postcode,
        creditorCity: body.creditor_city,
        ...(body.payment_term_days === undefined ? {} : { paymentTermDays: body.payment_term_days }),
        ...(body.two_factor_required === undefined ? {} : { twoFactorRequired: body.two_factor_required }),
        ...(body.document_retention_months === undefined ? {} : { documentRetentionMonths: body.document_retention_months }),
        ...staffingSettings(body),
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
  ]);
  return getOrganisation(db);
}
