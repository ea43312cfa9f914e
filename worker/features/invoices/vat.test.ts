import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices, offeredWorkshops, organisation, workshops } from '../../db/schema';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';

/*
 * VAT (decision 058): the organisation's status and UID in master data, the rate per offered workshop, and what an
 * invoice freezes when it is sent. The PDF's wording is read back in vat.node.test.ts (mupdf runs in Node only).
 */

const UID = 'CHE-116.281.710';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let admin: string;
let staff: string;
let finance: string;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  admin = await sessionFor(await createUser({ role: 'admin' }));
  staff = await sessionFor(await createUser({ role: 'associate' }));
  finance = await sessionFor(await createUser({ role: 'finance' }));
});

beforeEach(() =>
  db
    .update(organisation)
    .set({ qrIban: 'CH4431999123000889012', iban: null, vatStatus: 'not-registered', vatUid: null })
    .where(eq(organisation.id, 1)),
);

/** PUT master-data/organisation with the saved values and `changes` (the account unchanged: no re-authentication). */
async function saveOrganisation(changes: Record<string, unknown>) {
  const current = await api('/master-data/organisation', { token: admin });
  return api('/master-data/organisation', { method: 'PUT', token: admin, json: { ...current.body.data, ...changes } });
}

const fieldsOf = (body: { error: { fields?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error.fields ?? []).map((f) => [f.path, f.message]));

describe('the organisation’s VAT status', () => {
  it('is saved by an admin: not registered, exempt, registered with a normalised UID', async () => {
    const exempt = await saveOrganisation({ vat_status: 'exempt', vat_uid: null });
    expect(exempt.status).toBe(200);
    expect(exempt.body.data).toMatchObject({ vat_status: 'exempt', vat_uid: null });

    const registered = await saveOrganisation({ vat_status: 'registered', vat_uid: 'che 116 281 710 mwst' });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({ vat_status: 'registered', vat_uid: UID });
    // Left out: status and UID stay.
    const { vat_status: _status, vat_uid: _uid, ...withoutVat } = registered.body.data as Record<string, unknown>;
    const kept = await api('/master-data/organisation', { method: 'PUT', token: admin, json: withoutVat });
    expect(kept.body.data).toMatchObject({ vat_status: 'registered', vat_uid: UID });

    // No UID is kept unless registered.
    const back = await saveOrganisation({ vat_status: 'not-registered', vat_uid: UID });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ vat_status: 'not-registered', vat_uid: null });
  });

  it('refuses a UID with a wrong check digit, registered without a UID, and an unknown status (422)', async () => {
    const wrongDigit = await saveOrganisation({ vat_status: 'registered', vat_uid: 'CHE-116.281.711' });
    expect(wrongDigit.status).toBe(422);
    expect(fieldsOf(wrongDigit.body)).toEqual({ vat_uid: 'uid_invalid' });
    const noCheck = await saveOrganisation({ vat_status: 'exempt', vat_uid: 'CHE-116.281.745' });
    expect(fieldsOf(noCheck.body)).toEqual({ vat_uid: 'uid_invalid' });
    const missing = await saveOrganisation({ vat_status: 'registered', vat_uid: '' });
    expect(missing.status).toBe(422);
    expect(fieldsOf(missing.body)).toEqual({ vat_uid: 'required' });
    const unknown = await saveOrganisation({ vat_status: 'liable' });
    expect(fieldsOf(unknown.body)).toEqual({ vat_status: 'choice_invalid' });
    const [row] = await db.select().from(organisation);
    expect(row).toMatchObject({ vatStatus: 'not-registered', vatUid: null });
  });

  it('may be read by associates but changed only by admins', async () => {
    expect((await api('/master-data/organisation', { token: staff })).body.data.vat_status).toBe('not-registered');
    const current = await api('/master-data/organisation', { token: admin });
    const refused = await api('/master-data/organisation', {
      method: 'PUT',
      token: staff,
      json: { ...current.body.data, vat_status: 'exempt' },
    });
    expect(refused.status).toBe(403);
  });
});

/** A complete offer body with a unique code. */
const offerBody = (overrides: Record<string, unknown> = {}) => ({
  code: `VAT-${Math.random().toString(36).slice(2, 8)}`,
  translations: { de: { title: 'Menschenrechte', description: '' } },
  type: 'single',
  languages: ['de'],
  duration_minutes: 90,
  price_centimes: 45000,
  coach_fee_centimes: 20000,
  ...overrides,
});

describe('the VAT rate of an offered workshop', () => {
  it('is the standard rate for a new offer, kept when a body leaves it out, and 0–100 % in basis points', async () => {
    const created = await api('/master-data/workshops', { method: 'POST', token: staff, json: offerBody() });
    expect(created.status).toBe(201);
    expect(created.body.data.vat_rate_basis_points).toBe(810);
    const id = created.body.data.id as number;
    const reduced = await api(`/master-data/workshops/${id}`, {
      method: 'PUT',
      token: staff,
      json: offerBody({ vat_rate_basis_points: 260 }),
    });
    expect(reduced.status).toBe(200);
    expect(reduced.body.data.vat_rate_basis_points).toBe(260);
    const kept = await api(`/master-data/workshops/${id}`, { method: 'PUT', token: staff, json: offerBody() });
    expect(kept.body.data.vat_rate_basis_points).toBe(260);
    for (const rate of [-1, 10_001, 8.1, '810']) {
      const refused = await api('/master-data/workshops', {
        method: 'POST',
        token: staff,
        json: offerBody({ vat_rate_basis_points: rate }),
      });
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused.body)).toEqual({ vat_rate_basis_points: 'number_expected' });
    }
  });
});

/** An inquiry validated into a series of two (CHF 450 each) and a single workshop (CHF 600), made invoiceable. */
async function invoiceableInquiry(language = 'it') {
  const { id } = await submitInquiry(catalogue, { language });
  expect((await api(`/inquiries/${id}/validate`, { method: 'POST', token: staff })).status).toBe(200);
  const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id)).orderBy(asc(workshops.date));
  const ids = created.map((w) => w.id);
  await db.update(workshops).set({ state: 'done' }).where(inArray(workshops.id, ids));
  const series = created.filter((w) => w.seriesId !== null).map((w) => w.id);
  const single = created.find((w) => w.seriesId === null)!.id;
  for (const workshopId of [series[0]!, single]) {
    const moved = await api(`/workshops/${workshopId}/set-state`, {
      method: 'POST',
      token: staff,
      json: { state: 'invoiceable' },
    });
    expect(moved.status).toBe(200);
  }
  return { series, single };
}

const setInvoiced = (workshopId: number) => api(`/workshops/${workshopId}/set-invoiced`, { method: 'POST', token: finance });

/** The PDF without its creation time and the file id made from it: two prints of one invoice are then the same. */
async function printed(invoiceId: number) {
  const pdf = await api(`/invoices/${invoiceId}/pdf`, { token: finance });
  expect(pdf.status).toBe(200);
  return String(pdf.body)
    .replace(/\(D:\d{14}Z\)/g, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, '');
}

describe('an invoice sent', () => {
  it('while registered freezes the UID and the split per rate, and prints the same after the status changed', async () => {
    await db.update(offeredWorkshops).set({ vatRateBasisPoints: 260 }).where(eq(offeredWorkshops.id, catalogue.racism.id));
    expect((await saveOrganisation({ vat_status: 'registered', vat_uid: UID })).status).toBe(200);
    const { series, single } = await invoiceableInquiry();

    const sentSeries = await setInvoiced(series[0]!);
    expect(sentSeries.status).toBe(200);
    // CHF 450.00 at 8.1 % holds CHF 33.72 (45000 × 810 / 10810 = 3371.88), rounded per line, summed per rate.
    expect(sentSeries.body.data.vat).toEqual({
      status: 'registered',
      uid: UID,
      lines: [{ rate_basis_points: 810, gross_centimes: 90000, net_centimes: 83256, vat_centimes: 6744 }],
    });
    const sentSingle = await setInvoiced(single);
    expect(sentSingle.body.data.vat.lines).toEqual([
      { rate_basis_points: 260, gross_centimes: 60000, net_centimes: 58480, vat_centimes: 1520 },
    ]);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, sentSeries.body.data.id));
    expect(row!.vat).toEqual(sentSeries.body.data.vat);

    const first = await printed(sentSeries.body.data.id);
    expect((await saveOrganisation({ vat_status: 'exempt' })).status).toBe(200);
    await db.update(offeredWorkshops).set({ vatRateBasisPoints: 380 }).where(eq(offeredWorkshops.id, catalogue.rights.id));
    expect(await printed(sentSeries.body.data.id)).toBe(first);
    // What prints is the frozen VAT: changed in the row (never by the API), the PDF changes.
    await db
      .update(invoices)
      .set({ vat: { status: 'exempt', uid: null, lines: [] } })
      .where(eq(invoices.id, row!.id));
    expect(await printed(sentSeries.body.data.id)).not.toBe(first);
    await db.update(invoices).set({ vat: row!.vat }).where(eq(invoices.id, row!.id));
    const listed = await api('/workshops/invoices/invoiced?per_page=200', { token: finance });
    const item = (listed.body.data.items as { id: number; vat: unknown }[]).find((i) => i.id === sentSeries.body.data.id);
    expect(item!.vat).toEqual(sentSeries.body.data.vat);
    await db
      .update(offeredWorkshops)
      .set({ vatRateBasisPoints: 810 })
      .where(inArray(offeredWorkshops.id, [catalogue.rights.id, catalogue.racism.id]));
  });

  it('while exempt freezes the status without a split, in the French school’s language', async () => {
    expect((await saveOrganisation({ vat_status: 'exempt' })).status).toBe(200);
    const { single } = await invoiceableInquiry('fr');
    const { status, body } = await setInvoiced(single);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ language: 'fr', vat: { status: 'exempt', uid: null, lines: [] } });
    const first = await printed(body.data.id);
    await saveOrganisation({ vat_status: 'registered', vat_uid: UID });
    expect(await printed(body.data.id)).toBe(first);
  });

  it('before VAT was recorded keeps vat null, and open invoices have none yet', async () => {
    const { series, single } = await invoiceableInquiry();
    const open = await api('/workshops/invoices/invoiceable?per_page=200', { token: finance });
    const mine = (open.body.data.items as { workshops: { id: number }[]; vat: unknown }[]).filter((i) =>
      i.workshops.some((w) => w.id === single || w.id === series[0]),
    );
    expect(mine.map((i) => i.vat)).toEqual([null, null]);
    const { body } = await setInvoiced(single);
    await db.update(invoices).set({ vat: null }).where(eq(invoices.id, body.data.id));
    expect((await api(`/invoices/${body.data.id}/pdf`, { token: finance })).status).toBe(200);
  });
});
