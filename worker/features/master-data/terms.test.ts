import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, generalTerms } from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';
import { atOnce } from '../../test/race';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let admin: string;
let associate: string;

let n = 0;
const label = (prefix: string) => `${prefix}-${++n}-${Math.random().toString(36).slice(2, 6)}`;

const publish = (token: string, body: Record<string, unknown>) =>
  api('/master-data/terms', { method: 'POST', token, json: body });

const versions = async (token: string) => (await api('/master-data/terms', { token })).body.data as Record<string, unknown>[];

beforeAll(async () => {
  catalogue = await seedCatalogue();
  admin = await sessionFor(await createUser({ role: 'admin' }));
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

describe('general terms versions', () => {
  it('keeps the version an inquiry accepted after a new one is published', async () => {
    const first = label('it-a');
    const published = await publish(admin, { language: 'it', version: first, text: 'Condizioni A', valid_from: todayInZurich() });
    expect(published.status).toBe(201);
    expect(published.body.data).toMatchObject({ language: 'it', version: first, current: true, accepted_by: 0 });

    const { id: inquiryId } = await submitInquiry(catalogue, { language: 'it' });
    const second = label('it-b');
    expect(
      (await publish(associate, { language: 'it', version: second, text: 'Condizioni B', valid_from: todayInZurich() })).status,
    ).toBe(201);

    const detail = await api(`/inquiries/${inquiryId}`, { token: associate });
    expect(detail.body.data.accepted_terms).toEqual({
      id: published.body.data.id,
      language: 'it',
      version: first,
      valid_from: todayInZurich(),
    });
    const form = await api('/inquiries/formdata', { method: 'POST', json: { client_url: 'x', language: 'it' } });
    expect(form.body.data.general_terms).toMatchObject({ language: 'it', version: second, text: 'Condizioni B' });
    const current = await api('/general-terms/it');
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ language: 'it', version: second, valid_from: todayInZurich() });

    const italian = (await versions(admin)).filter((v) => v.language === 'it');
    expect(italian.map((v) => [v.version, v.current, v.accepted_by])).toEqual([
      [second, true, 0],
      [first, false, 1],
    ]);
    const [row] = await db.select().from(generalTerms).where(eq(generalTerms.id, published.body.data.id));
    expect(row!.text).toBe('Condizioni A');
  });

  it('applies a version from its valid-from day on, and refuses a day in the past', async () => {
    const now = (await api('/general-terms/fr')).body.data;
    const future = label('fr-future');
    const created = await publish(admin, { language: 'fr', version: future, text: 'Plus tard', valid_from: dateIn(10) });
    expect(created.status).toBe(201);
    expect(created.body.data.current).toBe(false);
    expect((await api('/general-terms/fr')).body.data).toEqual(now);

    const past = await publish(admin, { language: 'fr', version: label('fr-past'), text: 'Hier', valid_from: dateIn(-1) });
    expect(past.status).toBe(422);
    expect(past.body.error.fields).toContainEqual(expect.objectContaining({ path: 'valid_from', message: 'date_in_past' }));
  });

  it('falls back to German for a language without terms, and checks the language', async () => {
    const english = await api('/general-terms/en');
    expect(english.status).toBe(200);
    expect(english.body.data.language).toBe('de');
    expect((await api('/general-terms/xx')).status).toBe(422);
  });

  it('refuses a label that exists in the language, but not in another language', async () => {
    const version = label('same');
    expect((await publish(admin, { language: 'en', version, text: 'One', valid_from: dateIn(1) })).status).toBe(201);
    const again = await publish(admin, { language: 'en', version, text: 'Two', valid_from: dateIn(2) });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    expect((await publish(admin, { language: 'fr', version, text: 'Deux', valid_from: dateIn(2) })).status).toBe(201);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'general_terms.published'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('publishes one label once when two people publish it at the same moment', async () => {
    const body = { language: 'en', version: label('race'), text: 'At once', valid_from: dateIn(3) };
    const answers = await atOnce(
      () => publish(admin, body),
      () => publish(associate, body),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await db.select().from(generalTerms).where(eq(generalTerms.version, body.version));
    expect(rows).toHaveLength(1);
  });

  it('validates the body', async () => {
    const { status, body } = await publish(admin, { language: 'es', version: ' ', text: '', valid_from: '2026-02-30' });
    expect(status).toBe(422);
    const fields = Object.fromEntries(body.error.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
    expect(fields).toMatchObject({
      language: 'choice_invalid',
      version: 'required',
      text: 'required',
      valid_from: 'date_invalid',
    });
    const long = await publish(admin, { language: 'de', version: 'x'.repeat(41), text: 'T', valid_from: dateIn(1) });
    expect(long.body.error.fields).toContainEqual(expect.objectContaining({ path: 'version', message: 'too_long' }));
  });

  it('lets only admins and associates list and publish', async () => {
    const body = { language: 'de', version: label('role'), text: 'T', valid_from: dateIn(1) };
    expect((await api('/master-data/terms')).status).toBe(401);
    expect((await api('/master-data/terms', { method: 'POST', json: body })).status).toBe(401);
    for (const role of ['coach', 'finance'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api('/master-data/terms', { token })).status).toBe(403);
      expect((await publish(token, body)).status).toBe(403);
    }
    expect((await api('/master-data/terms', { token: associate })).status).toBe(200);
  });
});
