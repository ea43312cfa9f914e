import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  offeredWorkshopFiles,
  offeredWorkshopLanguages,
  offeredWorkshopTranslations,
  offeredWorkshops,
  subjectTranslations,
  subjects,
} from '../../db/schema';
import { invalidFields, malformedIds } from '../../test/bad-input';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { download, testFiles, uploadFile } from '../../test/files';
import { submitInquiry } from '../../test/inquiries';
import { atOnce } from '../../test/race';

let associate: string;
let admin: string;
let adminId: number;
let n = 0;

beforeAll(async () => {
  const adminUser = await createUser({ role: 'admin' });
  adminId = adminUser.id;
  [associate, admin] = await Promise.all([sessionFor(await createUser({ role: 'associate' })), sessionFor(adminUser)]);
});

/** A complete body with a unique code; German, French, Italian and English texts. */
function offerBody(overrides: Record<string, unknown> = {}) {
  const code = `MD-${++n}-${Math.random().toString(36).slice(2, 6)}`;
  return {
    code,
    translations: {
      de: { title: `Menschenrechte ${code}`, description: 'Was Menschenrechte sind' },
      fr: { title: `Droits humains ${code}`, description: 'Ce que sont les droits humains' },
      it: { title: `Diritti umani ${code}`, description: '' },
      en: { title: `Human rights ${code}`, description: 'What human rights are' },
    },
    type: 'series',
    languages: ['fr', 'de'],
    duration_minutes: 90,
    price_centimes: 45000,
    recommended_price_centimes: 50000,
    coach_fee_centimes: 20000,
    subject_id: null,
    active: true,
    ...overrides,
  };
}

async function createOffer(overrides: Record<string, unknown> = {}, token = associate) {
  const { status, body } = await api('/master-data/workshops', { method: 'POST', token, json: offerBody(overrides) });
  if (status !== 201) throw new Error(`offer not created: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

const formdata = async (language: string) =>
  (await api('/inquiries/formdata', { method: 'POST', json: { client_url: 'x', language } })).body.data.workshops as {
    id: number;
    title: string;
    description: string;
  }[];

describe('POST /api/master-data/workshops', () => {
  it('creates the offer with its translations and languages in one go, listed last, and audits it', async () => {
    const [subject] = await db.insert(subjects).values({ position: 1 }).returning();
    await db.insert(subjectTranslations).values({ subjectId: subject!.id, language: 'de', name: 'Menschenrechte' });
    const body = offerBody({ subject_id: subject!.id, translations: { de: { title: 'Nur Deutsch' } } });
    const { status, body: created } = await api('/master-data/workshops', { method: 'POST', token: admin, json: body });
    expect(status).toBe(201);
    expect(created.data).toMatchObject({
      code: body.code,
      type: 'series',
      translations: { de: { title: 'Nur Deutsch', description: '' }, fr: null, it: null, en: null },
      missing_translations: ['fr', 'it', 'en'],
      languages: ['de', 'fr'],
      duration_minutes: 90,
      price_centimes: 45000,
      recommended_price_centimes: 50000,
      coach_fee_centimes: 20000,
      subject_id: subject!.id,
      active: true,
      files: [],
      usage: { workshops: 0, inquiries: 0 },
    });
    const positions = (await db.select({ position: offeredWorkshops.position }).from(offeredWorkshops)).map((r) => r.position);
    expect(created.data.position).toBe(Math.max(...positions));
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offered_workshop.created'), eq(auditLog.entityId, String(created.data.id))));
    expect(audit).toMatchObject({ actorUserId: adminId, entityType: 'offered_workshop' });
  });

  it('refuses a code that is taken (409 with the field), a missing German title, no language and bad amounts', async () => {
    const existing = await createOffer();
    const taken = await api('/master-data/workshops', {
      method: 'POST',
      token: associate,
      json: offerBody({ code: existing.code }),
    });
    expect([taken.status, taken.body.error.code, taken.body.error.fields]).toEqual([
      409,
      'conflict',
      [{ path: 'code', code: 'code_taken', message: 'code_taken' }],
    ]);
    const bad = offerBody({
      translations: { de: { title: ' ', description: 'x' }, fr: { title: '', description: 'Sans titre' } },
      languages: [],
      duration_minutes: 0,
      price_centimes: null,
      recommended_price_centimes: 1.5,
      coach_fee_centimes: -1,
      type: 'weekly',
    });
    expect(await invalidFields(api('/master-data/workshops', { method: 'POST', token: associate, json: bad }))).toEqual({
      'translations.de.title': 'required',
      'translations.fr.title': 'required',
      languages: 'required',
      duration_minutes: 'number_expected',
      price_centimes: 'required',
      recommended_price_centimes: 'number_expected',
      coach_fee_centimes: 'number_expected',
      type: 'choice_invalid',
    });
    const unknownSubject = offerBody({ subject_id: 999999 });
    expect(
      await invalidFields(api('/master-data/workshops', { method: 'POST', token: associate, json: unknownSubject })),
    ).toEqual({
      subject_id: 'choice_invalid',
    });
  });
});

describe('two people at once', () => {
  it('create offers with one code: one is stored, the other gets the field error', async () => {
    const body = offerBody();
    const post = () => api('/master-data/workshops', { method: 'POST', token: associate, json: body });
    const answers = await atOnce(post, post);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.fields[0].message).toBe('code_taken');
    expect(await db.select().from(offeredWorkshops).where(eq(offeredWorkshops.code, body.code))).toHaveLength(1);
  });

  it('edit and delete one offer: the delete wins, the edit answers 200 before it or 404 after it, never 500', async () => {
    const offer = await createOffer();
    const [edited, deleted] = await atOnce(
      () => api(`/master-data/workshops/${offer.id}`, { method: 'PUT', token: associate, json: offerBody() }),
      () => api(`/master-data/workshops/${offer.id}`, { method: 'DELETE', token: admin }),
    );
    expect(deleted.status).toBe(204);
    expect([200, 404]).toContain(edited.status);
    expect(await db.select().from(offeredWorkshops).where(eq(offeredWorkshops.id, offer.id))).toEqual([]);
  });
});

describe('PUT /api/master-data/workshops/{id}', () => {
  it('replaces every field, the translations and the languages', async () => {
    const offer = await createOffer();
    const changed = offerBody({
      code: `${offer.code}-X`,
      translations: { de: { title: 'Neu', description: 'Neue Beschreibung' }, en: { title: 'New', description: '' } },
      type: 'single',
      languages: ['es'],
      duration_minutes: 120,
      price_centimes: 0,
      recommended_price_centimes: null,
      coach_fee_centimes: 15050,
      active: false,
      position: 7,
    });
    const { status, body } = await api(`/master-data/workshops/${offer.id}`, { method: 'PUT', token: associate, json: changed });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: offer.id,
      code: changed.code,
      translations: { de: { title: 'Neu', description: 'Neue Beschreibung' }, fr: null, it: null, en: { title: 'New' } },
      missing_translations: ['fr', 'it'],
      type: 'single',
      languages: ['es'],
      duration_minutes: 120,
      price_centimes: 0,
      recommended_price_centimes: null,
      coach_fee_centimes: 15050,
      active: false,
      position: 7,
    });
    const rows = await db
      .select({ language: offeredWorkshopTranslations.language })
      .from(offeredWorkshopTranslations)
      .where(eq(offeredWorkshopTranslations.offeredWorkshopId, offer.id));
    expect(rows.map((r) => r.language).sort()).toEqual(['de', 'en']);
    const languages = await db
      .select()
      .from(offeredWorkshopLanguages)
      .where(eq(offeredWorkshopLanguages.offeredWorkshopId, offer.id));
    expect(languages.map((l) => l.language)).toEqual(['es']);
  });

  it('keeps the position when none is sent; 404 for an unknown id, 409 for another offer’s code, 422 for a malformed id', async () => {
    const offer = await createOffer({ position: 42 });
    const other = await createOffer();
    const kept = await api(`/master-data/workshops/${offer.id}`, { method: 'PUT', token: associate, json: offerBody() });
    expect(kept.body.data.position).toBe(42);
    const missing = await api('/master-data/workshops/999999', { method: 'PUT', token: associate, json: offerBody() });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    const taken = await api(`/master-data/workshops/${offer.id}`, {
      method: 'PUT',
      token: associate,
      json: offerBody({ code: other.code }),
    });
    expect([taken.status, taken.body.error.fields[0].message]).toEqual([409, 'code_taken']);
    for (const id of malformedIds) {
      const answer = api(`/master-data/workshops/${id}`, { method: 'PUT', token: associate, json: offerBody() });
      expect(await invalidFields(answer)).toEqual({ id: 'number_expected' });
    }
  });
});

describe('GET /api/master-data/workshops', () => {
  it('lists inactive offers too, in display order, and searches codes and titles in any language', async () => {
    const first = await createOffer({ position: 1, active: false });
    const second = await createOffer({ position: 1 });
    const all = await api('/master-data/workshops', { token: associate });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((offer: { id: number }) => offer.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.body.data.find((offer: { id: number }) => offer.id === first.id).active).toBe(false);

    const byCode = await api(`/master-data/workshops?q=${encodeURIComponent(second.code.toLowerCase())}`, { token: associate });
    expect(byCode.body.data.map((offer: { id: number }) => offer.id)).toEqual([second.id]);
    const byItalianTitle = await api(`/master-data/workshops?q=${encodeURIComponent(`diritti ${first.code}`)}`, { token: admin });
    expect(byItalianTitle.body.data.map((offer: { id: number }) => offer.id)).toEqual([first.id]);
    const none = await api('/master-data/workshops?q=nirgendwo-zu-finden', { token: admin });
    expect(none.body.data).toEqual([]);
  });
});

describe('DELETE /api/master-data/workshops/{id}', () => {
  it('deletes an unused offer with its translations and files', async () => {
    const offer = await createOffer();
    const uploaded = await uploadFile(`/master-data/workshops/${offer.id}/files`, associate, testFiles.proofPdf);
    const [file] = await db.select().from(offeredWorkshopFiles).where(eq(offeredWorkshopFiles.id, uploaded.body.data.id));
    const { status } = await api(`/master-data/workshops/${offer.id}`, { method: 'DELETE', token: associate });
    expect(status).toBe(204);
    expect(await db.select().from(offeredWorkshops).where(eq(offeredWorkshops.id, offer.id))).toEqual([]);
    expect(
      await db.select().from(offeredWorkshopTranslations).where(eq(offeredWorkshopTranslations.offeredWorkshopId, offer.id)),
    ).toEqual([]);
    expect(await env.FILES.head(file!.fileKey)).toBeNull();
    const again = await api(`/master-data/workshops/${offer.id}`, { method: 'DELETE', token: associate });
    expect([again.status, again.body.error.code]).toEqual([404, 'not_found']);
  });

  it('refuses an offer that inquiries and workshops use with 409 in_use and the counts; deactivating works', async () => {
    const catalogue = await seedCatalogue();
    const offer = await createOffer();
    const slot = (uid: string, days: number) => ({
      uid,
      workshopId: offer.id,
      date: dateIn(days),
      startTime: '08:00',
      endTime: '09:30',
    });
    const validated = await submitInquiry(catalogue, { slots: [slot('a', 20), slot('b', 21)] });
    await submitInquiry(catalogue, { slots: [slot('a', 25)] });
    const validation = await api(`/inquiries/${validated.id}/validate`, { method: 'POST', token: associate });
    expect(validation.status).toBe(200);

    const refused = await api(`/master-data/workshops/${offer.id}`, { method: 'DELETE', token: associate });
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([
      409,
      'in_use',
      'Used by 2 workshops / 2 inquiries; deactivate it instead',
    ]);
    const listed = await api(`/master-data/workshops?q=${offer.code}`, { token: associate });
    expect(listed.body.data[0].usage).toEqual({ workshops: 2, inquiries: 2 });
    expect(await db.select().from(offeredWorkshops).where(eq(offeredWorkshops.id, offer.id))).toHaveLength(1);

    const deactivated = await api(`/master-data/workshops/${offer.id}`, {
      method: 'PUT',
      token: associate,
      json: { ...offerBody({ code: offer.code }), active: false },
    });
    expect([deactivated.status, deactivated.body.data.active]).toEqual([200, false]);
  });
});

describe('the public form (POST /api/inquiries/formdata)', () => {
  it('offers only active workshops, in display order, and drops one once it is deactivated', async () => {
    const later = await createOffer({ position: 900001 });
    const earlier = await createOffer({ position: 900000 });
    const before = (await formdata('de')).map((w) => w.id);
    expect(before.indexOf(earlier.id)).toBeGreaterThanOrEqual(0);
    expect(before.indexOf(earlier.id)).toBeLessThan(before.indexOf(later.id));

    await api(`/master-data/workshops/${later.id}`, {
      method: 'PUT',
      token: associate,
      json: offerBody({ code: later.code, active: false, position: 900001 }),
    });
    const after = (await formdata('de')).map((w) => w.id);
    expect(after).toContain(earlier.id);
    expect(after).not.toContain(later.id);
  });

  it('shows the French texts, and German where French is missing', async () => {
    const translated = await createOffer();
    const germanOnly = await createOffer({
      translations: { de: { title: 'Nur auf Deutsch', description: 'Deutsche Beschreibung' }, it: { title: 'Solo italiano' } },
    });
    const french = await formdata('fr');
    expect(french.find((w) => w.id === translated.id)).toMatchObject({
      title: translated.translations.fr.title,
      description: 'Ce que sont les droits humains',
      type: 'series',
    });
    expect(french.find((w) => w.id === germanOnly.id)).toMatchObject({
      title: 'Nur auf Deutsch',
      description: 'Deutsche Beschreibung',
    });
  });
});

describe('attachments', () => {
  it('uploads a file for one language, lists it, gives a signed link to it and deletes it', async () => {
    const offer = await createOffer();
    const path = `/master-data/workshops/${offer.id}/files`;
    const up = await uploadFile(path, associate, testFiles.proofPdf, { language: 'fr' });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({
      name: testFiles.proofPdf.name,
      size: testFiles.proofPdf.bytes.length,
      content_type: 'application/pdf',
      language: 'fr',
    });
    const forAll = await uploadFile(path, admin, testFiles.permitJpeg, { language: '' });
    expect([forAll.status, forAll.body.data.language]).toEqual([201, null]);

    const listed = await api(`/master-data/workshops?q=${offer.code}`, { token: associate });
    expect(listed.body.data[0].files.map((f: { id: number }) => f.id)).toEqual([up.body.data.id, forAll.body.data.id]);

    const link = await api(`${path}/link?file_id=${up.body.data.id}`, { token: admin });
    expect(link.status).toBe(200);
    const fetched = await download(link.body.data.url);
    expect([fetched.status, fetched.type]).toEqual([200, 'application/pdf']);
    expect(fetched.bytes).toEqual(testFiles.proofPdf.bytes);

    const [row] = await db.select().from(offeredWorkshopFiles).where(eq(offeredWorkshopFiles.id, up.body.data.id));
    const removed = await api(`${path}?file_id=${up.body.data.id}`, { method: 'DELETE', token: associate });
    expect(removed.status).toBe(204);
    expect(await env.FILES.head(row!.fileKey)).toBeNull();
    const gone = await api(`${path}/link?file_id=${up.body.data.id}`, { token: admin });
    expect([gone.status, gone.body.error.code]).toEqual([404, 'not_found']);
  });

  it('refuses files of another type, a bad language, another offer’s file and unknown offers', async () => {
    const offer = await createOffer();
    const other = await createOffer();
    const path = `/master-data/workshops/${offer.id}/files`;
    const text = { bytes: new TextEncoder().encode('<html>no</html>'), name: 'x.pdf', type: 'application/pdf' };
    const refused = await uploadFile(path, associate, text);
    expect([refused.status, refused.body.error.code]).toEqual([415, 'file_type_not_allowed']);
    expect((await env.FILES.list({ prefix: `offered-workshops/${offer.id}/` })).objects).toEqual([]);
    const badLanguage = await uploadFile(path, associate, testFiles.proofPdf, { language: 'xx' });
    expect([badLanguage.status, badLanguage.body.error.fields[0].path]).toEqual([422, 'language']);
    const unknown = await uploadFile('/master-data/workshops/999999/files', associate, testFiles.proofPdf);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);

    const theirs = await uploadFile(`/master-data/workshops/${other.id}/files`, associate, testFiles.proofPdf);
    const crossed = await api(`${path}?file_id=${theirs.body.data.id}`, { method: 'DELETE', token: associate });
    expect([crossed.status, crossed.body.error.code]).toEqual([404, 'not_found']);
    const crossedLink = await api(`${path}/link?file_id=${theirs.body.data.id}`, { token: associate });
    expect(crossedLink.status).toBe(404);
    expect(await invalidFields(api(`${path}?file_id=abc`, { method: 'DELETE', token: associate }))).toEqual({
      file_id: 'number_expected',
    });
  });
});

describe('permissions', () => {
  it('admits admin and associate only: coach and finance 403, anonymous 401', async () => {
    const offer = await createOffer();
    const file = await uploadFile(`/master-data/workshops/${offer.id}/files`, associate, testFiles.proofPdf);
    const calls = [
      { path: '/master-data/workshops', method: 'GET' },
      { path: '/master-data/workshops', method: 'POST', json: offerBody() },
      { path: `/master-data/workshops/${offer.id}`, method: 'PUT', json: offerBody() },
      { path: `/master-data/workshops/${offer.id}`, method: 'DELETE' },
      { path: `/master-data/workshops/${offer.id}/files?file_id=${file.body.data.id}`, method: 'DELETE' },
      { path: `/master-data/workshops/${offer.id}/files/link?file_id=${file.body.data.id}`, method: 'GET' },
    ];
    const coach = await sessionFor(await createUser({ role: 'coach' }));
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    for (const call of calls) {
      for (const [token, status] of [
        [coach, 403],
        [finance, 403],
        [undefined, 401],
      ] as const) {
        const answer = await api(call.path, { method: call.method, json: call.json, token });
        expect(answer.status, `${call.method} ${call.path}`).toBe(status);
      }
    }
    for (const [token, status] of [
      [coach, 403],
      [finance, 403],
    ] as const) {
      expect((await uploadFile(`/master-data/workshops/${offer.id}/files`, token, testFiles.proofPdf)).status).toBe(status);
    }
    const anonymousUpload = await uploadFile(`/master-data/workshops/${offer.id}/files`, '', testFiles.proofPdf);
    expect(anonymousUpload.status).toBe(401);
    // Nothing changed: the offer and its one file are still there.
    const [still] = (await api(`/master-data/workshops?q=${offer.code}`, { token: admin })).body.data;
    expect([still.code, still.files.length]).toEqual([offer.code, 1]);
  });
});
