import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, languages, skills, subjects, userSettings } from '../../db/schema';
import { contractFetch } from '../../test/contract-fetch';
import { api, createUser, db, sessionFor, outboxFor, reauthenticate } from '../../test/factories';
import { testFiles, uploadFile } from '../../test/files';

const validProfile = (ids: { language: number; subject: number; skill: number }) => ({
  firstname: 'Lea',
  lastname: 'Brunner',
  salutation: 1,
  birthday: '1990-04-12',
  nationality: 'Schweiz',
  hometown: 'Luzern',
  civil_status: 'single',
  civil_status_since: '',
  ahv_number: '7561234567897',
  iban: 'ch93 0076 2011 6238 5295 7',
  bic: 'POFICHBEXXX',
  bank_name: 'PostFinance',
  bank_address: 'Bern',
  residence_permit: null,
  job_percentages: 'Lehrerin 60 %',
  hours_per_week: 25.5,
  gross_monthly_salary_centimes: 450000,
  replacement_incomes_per_month_centimes: null,
  other_employers: '',
  qualifications: 'Menschenrechtsbildung',
  remarks: '',
  phone: '+41 41 555 12 34',
  street: 'Seestrasse 1',
  postcode: '6004',
  location: 'Luzern',
  skills: [{ skill_id: ids.skill, rating: 4 }],
  language_ids: [ids.language],
  subject_ids: [ids.subject],
});

async function masterData() {
  const [language] = await db
    .insert(languages)
    .values({ code: `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}` })
    .returning();
  const [subject] = await db.insert(subjects).values({}).returning();
  const [skill] = await db.insert(skills).values({}).returning();
  return { language: language!.id, subject: subject!.id, skill: skill!.id };
}

async function coachWithProfile(state: 'incomplete' | 'active' = 'incomplete') {
  const coach = await createUser({ role: 'coach', state });
  const token = await sessionFor(coach);
  const ids = await masterData();
  const saved = await api('/profiles', { method: 'PUT', token, json: validProfile(ids) });
  expect(saved.status).toBe(200);
  return { coach, token, ids };
}

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const upload = (path: string, token: string, bytes: Uint8Array, name: string) =>
  uploadFile(path, token, { bytes, name, type: 'application/pdf' });

describe('GET/PUT /api/profiles (own profile)', () => {
  it('saves a coach profile, normalises AHV and IBAN, and reports what is still missing', async () => {
    const coach = await createUser({ role: 'coach', state: 'incomplete' });
    const token = await sessionFor(coach);
    const empty = await api('/profiles', { token });
    expect(empty.body.data.coach.review.missing_fields).toEqual(expect.arrayContaining(['ahv_number', 'iban', 'language_ids']));

    const ids = await masterData();
    const { status, body } = await api('/profiles', { method: 'PUT', token, json: validProfile(ids) });
    expect(status).toBe(200);
    expect(body.data.hr).toMatchObject({
      ahv_number: '756.••••.••••.97',
      iban: 'CH•• •••• •••• •••• •295 7',
      gross_monthly_salary: '••••••',
      replacement_incomes_per_month: null,
      civil_status_since: null,
    });
    const reveal = (field: string) => api('/profiles/reveal', { method: 'POST', token, json: { field } });
    expect((await reveal('ahv_number')).body.data).toEqual({ field: 'ahv_number', value: '756.1234.5678.97' });
    expect((await reveal('iban')).body.data.value).toBe('CH9300762011623852957');
    expect(body.data.skills).toEqual([{ skill_id: ids.skill, rating: 4 }]);
    expect(body.data.review.missing_fields).toEqual([]);
    expect((await api('/coaches/request-validation', { method: 'PUT', token })).body.data.state).toBe('processing');
  });

  it('refuses invalid formats with their field and key, keeping nothing', async () => {
    const { token, ids } = await coachWithProfile();
    const { status, body } = await api('/profiles', {
      method: 'PUT',
      token,
      json: {
        ...validProfile(ids),
        ahv_number: '756.1234.5678.90',
        iban: 'CH9300762011623852958',
        postcode: '12',
        birthday: '2999-01-01',
        skills: [{ skill_id: ids.skill, rating: 6 }],
      },
    });
    expect(status).toBe(422);
    const issues = Object.fromEntries(body.error.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
    expect(issues).toMatchObject({
      ahv_number: 'ahv_invalid',
      iban: 'iban_invalid',
      postcode: 'postcode_format',
      birthday: 'date_invalid',
      'skills.0.rating': 'rating_invalid',
    });
    const own = await api('/profiles/reveal', { method: 'POST', token, json: { field: 'ahv_number' } });
    expect(own.body.data.value).toBe('756.1234.5678.97');
  });

  it('refuses unknown master data ids on the list field', async () => {
    const { token, ids } = await coachWithProfile();
    const { status, body } = await api('/profiles', {
      method: 'PUT',
      token,
      json: { ...validProfile(ids), subject_ids: [999999] },
    });
    expect([status, body.error.fields[0].path]).toEqual([422, 'subject_ids']);
  });

  it('staff have no coach profile; only coaches save one', async () => {
    const token = await sessionFor(await createUser({ role: 'associate' }));
    expect((await api('/profiles', { token })).body.data).toEqual({ coach: null });
    expect((await api('/profiles', { method: 'PUT', token, json: {} })).status).toBe(403);
  });

  it('a permit holder must upload both sides before requesting validation', async () => {
    const { token, ids } = await coachWithProfile();
    await api('/profiles', { method: 'PUT', token, json: { ...validProfile(ids), residence_permit: 'B' } });
    const { body } = await api('/coaches/request-validation', { method: 'PUT', token });
    expect(body.error.fields.map((f: { path: string }) => f.path)).toEqual(['residence_permit_front', 'residence_permit_back']);
  });
});

describe('profile changes of an approved coach', () => {
  it('tell HR which parts changed, unless they switched the notification off', async () => {
    const listening = await createUser({ role: 'finance', language: 'en' });
    const silent = await createUser({ role: 'finance' });
    await db.insert(userSettings).values({
      userId: silent.id,
      notifications: { coachRequests: true, reminders: true, news: true, inquiries: true, profileChanges: false },
    });
    const { token, ids } = await coachWithProfile('active');
    expect(await outboxFor(listening.email)).toHaveLength(1); // the first save filled the profile

    await reauthenticate(token); // a new IBAN needs the password confirmed
    await api('/profiles', { method: 'PUT', token, json: { ...validProfile(ids), iban: 'LI21 0881 0000 2324 013A A' } });
    const mails = await outboxFor(listening.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ template: 'coach-profile-changed', language: 'en' });
    expect(mails[1]!.textBody).toContain('- Bank details');
    expect(mails[1]!.textBody).not.toContain('LI21');
    expect(mails[1]!.subject).toBe('Profile changed: Lea Brunner');
    expect(await outboxFor(silent.email)).toHaveLength(0);

    await api('/profiles', { method: 'PUT', token, json: { ...validProfile(ids), iban: 'LI21 0881 0000 2324 013A A' } });
    expect(await outboxFor(listening.email)).toHaveLength(2); // nothing changed, no mail
  });
});

describe('one "profile changed" mail per save', () => {
  it('uploads send none of their own: the next save names them with the changed fields, once', async () => {
    const hr = await createUser({ role: 'finance', language: 'de' });
    const { coach, token, ids } = await coachWithProfile('active');
    const before = (await outboxFor(hr.email)).length;
    for (const kind of ['residence_permit_front', 'residence_permit_back', 'self_employment_proof'] as const) {
      expect((await uploadFile(`/profiles/${coach.id}/files/${kind}`, token, testFiles.proofPdf)).status).toBe(201);
    }
    expect(await outboxFor(hr.email)).toHaveLength(before);

    await api('/profiles', { method: 'PUT', token, json: { ...validProfile(ids), phone: '+41 41 555 99 99' } });
    const mails = await outboxFor(hr.email);
    expect(mails).toHaveLength(before + 1);
    const body = mails.at(-1)!.textBody;
    for (const part of ['Kontakt', 'Aufenthaltsbewilligung', 'Anstellung']) expect(body).toContain(part);
    expect(body).not.toContain('Bank');

    // Reported once: the next unchanged save sends nothing.
    await api('/profiles', { method: 'PUT', token, json: { ...validProfile(ids), phone: '+41 41 555 99 99' } });
    expect(await outboxFor(hr.email)).toHaveLength(before + 1);
  });
});

describe('sensitive data', () => {
  it('associates see the coaching part only and nothing is audited; finance sees all and each view is audited', async () => {
    const { coach } = await coachWithProfile();
    const associate = await createUser({ role: 'associate' });
    const coaching = await api(`/profiles/${coach.id}`, { token: await sessionFor(associate) });
    expect(coaching.body.data).toMatchObject({ view: 'coaching', hr: null, phone: '+41 41 555 12 34' });
    expect(JSON.stringify(coaching.body)).not.toContain('756.');

    const finance = await createUser({ role: 'finance' });
    const full = await api(`/profiles/${coach.id}`, { token: await sessionFor(finance) });
    expect(full.body.data.view).toBe('full');
    expect(full.body.data.hr.ahv_number).toBe('756.••••.••••.97');

    const views = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coach.sensitive_view'), eq(auditLog.entityId, String(coach.id))));
    expect(views.map((v) => v.actorUserId)).toEqual([finance.id]);
  });

  it('coaches cannot read other coaches’ profiles', async () => {
    const { coach } = await coachWithProfile();
    const other = await sessionFor(await createUser({ role: 'coach' }));
    expect((await api(`/profiles/${coach.id}`, { token: other })).status).toBe(403);
  });

  it('HR sets the personnel id; associates may not', async () => {
    const { coach } = await coachWithProfile();
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    const { body } = await api(`/profiles/${coach.id}`, { method: 'PUT', token: finance, json: { personnel_id: 'P-1042' } });
    expect(body.data.hr.personnel_id).toBe('P-1042');
    const associate = await sessionFor(await createUser({ role: 'associate' }));
    expect((await api(`/profiles/${coach.id}`, { method: 'PUT', token: associate, json: { personnel_id: 'x' } })).status).toBe(
      403,
    );
    expect((await api(`/profiles/${coach.id}`, { token: finance })).body.data.hr.personnel_id).toBe('P-1042');
  });
});

describe('profile files', () => {
  it('a coach uploads a permit scan (checked by content); a text file named .pdf is refused', async () => {
    const { coach, token } = await coachWithProfile();
    const stored = await upload(`/profiles/${coach.id}/files/residence_permit_front`, token, pngBytes, 'vorne.png');
    expect(stored.status).toBe(201);
    expect(stored.body.data).toMatchObject({ kind: 'residence_permit_front', name: 'vorne.png', content_type: 'image/png' });

    const fake = await upload(
      `/profiles/${coach.id}/files/residence_permit_back`,
      token,
      new TextEncoder().encode('hello'),
      'x.pdf',
    );
    expect([fake.status, fake.body.error?.code]).toEqual([415, 'file_type_not_allowed']);

    const own = await api('/profiles', { token });
    expect(own.body.data.coach.hr.files.map((f: { kind: string }) => f.kind)).toEqual(['residence_permit_front']);
  });

  it('refuses a file over 10 MB', async () => {
    const { coach, token } = await coachWithProfile();
    const big = new Uint8Array(10 * 1024 * 1024 + 200 * 1024);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const { status, body } = await upload(`/profiles/${coach.id}/files/self_employment_proof`, token, big, 'big.pdf');
    expect([status, body.error?.code]).toEqual([413, 'file_too_large']);
  });

  it('only the coach uploads their own files; the contract is HR’s', async () => {
    const { coach, token } = await coachWithProfile();
    const other = await sessionFor(await createUser({ role: 'coach' }));
    expect((await upload(`/profiles/${coach.id}/files/residence_permit_front`, other, pngBytes, 'a.png')).status).toBe(403);
    expect((await upload(`/profiles/${coach.id}/files/contract`, token, pngBytes, 'a.png')).status).toBe(403);
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    const pdf = new TextEncoder().encode('%PDF-1.7\n');
    expect((await upload(`/profiles/${coach.id}/files/contract`, finance, pdf, 'Vertrag.pdf')).status).toBe(201);
  });

  it('downloads through a signed link: the coach and finance (audited), not associates', async () => {
    const { coach, token } = await coachWithProfile();
    await upload(`/profiles/${coach.id}/files/residence_permit_front`, token, pngBytes, 'vorne.png');
    const path = `/profiles/${coach.id}/files/residence_permit_front/link`;

    const associate = await sessionFor(await createUser({ role: 'associate' }));
    expect((await api(path, { token: associate })).status).toBe(403);

    const finance = await createUser({ role: 'finance' });
    const link = await api(path, { token: await sessionFor(finance) });
    expect(link.status).toBe(200);
    const download = await contractFetch(`http://localhost${link.body.data.url}`);
    expect(download.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pngBytes);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, finance.id), eq(auditLog.action, 'coach.sensitive_view')));
    expect(audited[0]!.details).toMatchObject({ part: 'file', kind: 'residence_permit_front' });

    expect((await api(path, { token })).status).toBe(200);
    expect((await api(`/profiles/${coach.id}/files/residence_permit_front`, { method: 'DELETE', token })).status).toBe(204);
    expect((await api(path, { token })).status).toBe(404);
  });
});
