import { eq, inArray, sql } from 'drizzle-orm';
import { invoices, invoiceWorkshops, workshops } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { readOrganisationRow, type OrganisationRow } from '../../lib/organisation-row';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import { statesUnchanged } from '../workshops/workshops.states-sql';
import { invoiceRows, recipientOf, toInvoice, workshopsOf, type InvoiceRow } from './invoices.read';
import { qrReference, scorReference } from './invoices.reference';
import { vatToFreeze } from './vat';
import type { Invoice } from '../../contract/invoices/invoices.schemas';
import type { InvoicePdfInput } from './invoice-pdf';

export type Organisation = OrganisationRow;

export async function loadOrganisation(db: Database): Promise<Organisation> {
  const row = await readOrganisationRow(db);
  if (!row) throw notFound('Organisation');
  return row;
}

const bankAccountMissing = () =>
  new AppError(
    409,
    'bank_account_missing',
    'The organisation has no IBAN or QR-IBAN in master data; an admin must enter one before invoices are sent',
  );

/** Fails closed: an invoice without the organisation's account could not be paid. */
export function bankAccountOf(org: Organisation): { account: string; qr: boolean } {
  if (org.qrIban) return { account: org.qrIban, qr: true };
  if (org.iban) return { account: org.iban, qr: false };
  throw bankAccountMissing();
}

/**
 * What an invoice prints of the organisation that issued it (the PDF's `organisation`), and its payment term; frozen in
 * `invoices.issuer` when it is sent.
 */
export type InvoiceIssuer = InvoicePdfInput['organisation'] & { payment_term_days: number };

/** The organisation as an invoice sent now is issued: its account decides the reference type. */
export function issuerOf(org: Organisation): InvoiceIssuer & { qr: boolean } {
  const { account, qr } = bankAccountOf(org);
  return {
    name: org.name,
    street: org.street,
    postcode: org.postcode,
    city: org.city,
    country: org.country,
    phone: org.phone,
    email: org.email,
    account,
    qr,
    creditor: org.creditorName
      ? { name: org.creditorName, street: org.creditorStreet, postcode: org.creditorPostcode ?? '', city: org.creditorCity ?? '' }
      : { name: org.name, street: org.street, postcode: org.postcode, city: org.city },
    payment_term_days: org.paymentTermDays,
  };
}

/** The issuer a sent invoice was frozen with; 409 for one sent before issuers were frozen whose account is gone. */
export function frozenIssuerOf(row: InvoiceRow): InvoiceIssuer {
  const issuer = row.issuer_json ? (JSON.parse(row.issuer_json) as InvoiceIssuer) : null;
  if (!issuer?.account) throw bankAccountMissing();
  return issuer;
}

export async function loadInvoiceRow(db: Database, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await invoiceRows(db, sql`i.id = ${invoiceId}`);
  if (!row) throw notFound('Invoice');
  return row;
}

export async function getInvoice(db: Database, invoiceId: number, language: UiLanguage): Promise<Invoice> {
  const row = await loadInvoiceRow(db, invoiceId);
  const covered = await workshopsOf(db, [row.id], language);
  return toInvoice(row, covered.get(row.id) ?? []);
}

/** The invoice covering a workshop, and every workshop of it (the series) with its state. */
async function invoiceOfWorkshop(db: Database, workshopId: number) {
  const [workshop] = await db
    .select({ id: workshops.id, state: workshops.state })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  if (!workshop) throw notFound('Workshop');
  const [link] = await db.select().from(invoiceWorkshops).where(eq(invoiceWorkshops.workshopId, workshopId));
  if (!link) {
    throw new AppError(409, 'invalid_transition', `A workshop in state ${workshop.state} cannot be invoiced`);
  }
  const group = await db
    .select({ id: workshops.id, state: workshops.state })
    .from(invoiceWorkshops)
    .innerJoin(workshops, eq(workshops.id, invoiceWorkshops.workshopId))
    .where(eq(invoiceWorkshops.invoiceId, link.invoiceId));
  return { invoiceId: link.invoiceId, group };
}

/**
 * The next free number of the year, computed inside the UPDATE: D1 runs one batch at a time, so two finance users
 * marking at once get consecutive numbers (the unique index on `number` would refuse a duplicate anyway).
 */
const nextNumberSql = (year: string) =>
  sql`(SELECT ${year} || '-' || printf('%04d', coalesce(max(CAST(substr(n.number, 6) AS INTEGER)), 0) + 1)
    FROM invoices n WHERE n.number LIKE ${`${year}-%`})`;

/**
 * `POST workshops/{id}/set-invoiced`: the invoice of the workshop (or its series) gets its number, date, due date,
 * reference, language, and its frozen address and issuer (decision 017); every workshop it covers becomes `invoiced`. One guarded batch: marked
 * twice at once, or moved back to done meanwhile, the second finds the states changed and writes nothing.
 */
export async function setInvoiced(db: Database, actor: SessionUser, workshopId: number, language: UiLanguage) {
  const { invoiceId, group } = await invoiceOfWorkshop(db, workshopId);
  const row = await loadInvoiceRow(db, invoiceId);
  const notInvoiceable = group.find((w) => w.state !== 'invoiceable');
  if (row.state !== 'invoiceable' || notInvoiceable) {
    const state = notInvoiceable?.state ?? 'invoiced';
    throw new AppError(409, 'invalid_transition', `A workshop in state ${state} cannot be invoiced`);
  }
  const org = await loadOrganisation(db);
  const { qr, ...issuer } = issuerOf(org);
  const vat = await vatToFreeze(db, org, invoiceId, row.amount_centimes);
  const today = todayInZurich();
  const now = nowSeconds();
  const ids = group.map((w) => w.id);
  await guarded(
    db.batch([
      batchGuard(db, sql`${statesUnchanged(group)} AND (SELECT state FROM invoices WHERE id = ${invoiceId}) = 'invoiceable'`),
      db
        .update(invoices)
        .set({
          number: nextNumberSql(today.slice(0, 4)),
          date: today,
          dueDate: addDays(today, issuer.payment_term_days),
          reference: qr ? qrReference(invoiceId) : scorReference(invoiceId),
          language: row.language,
          recipient: recipientOf(row),
          issuer,
          vat,
          state: 'invoiced',
          invoicedAt: now,
          invoicedById: actor.id,
          updatedAt: now,
        })
        .where(eq(invoices.id, invoiceId)),
      db.update(workshops).set({ state: 'invoiced', stateChangedAt: now, updatedAt: now }).where(inArray(workshops.id, ids)),
      ...ids.map((id) =>
        auditInsert(db, {
          actorUserId: actor.id,
          action: 'workshop.state',
          entityType: 'workshop',
          entityId: id,
          details: { from: 'invoiceable', to: 'invoiced', reason: null },
        }),
      ),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'invoice.invoiced',
        entityType: 'invoice',
        entityId: invoiceId,
        details: { workshops: ids },
      }),
    ]),
    () => changedMeanwhile('The invoice'),
  );
  return getInvoice(db, invoiceId, language);
}
