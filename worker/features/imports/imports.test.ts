import { env } from 'cloudflare:workers';
import { count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  coachLanguages,
  coachProfiles,
  coachSkills,
  inquiries,
  languageTranslations,
  languages,
  mailOutbox,
  materials,
  skillTranslations,
  skills,
  users,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import { decryptField } from '../../lib/field-crypto';
import { loadPlan, schoolKey } from '../staffing-plan/plan.loader';
import { stateAfterOwnPasswordSql } from '../users/user-states';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, reauthenticate, sessionFor } from '../../test/factories';

const AHV = '756.1234.5678.97';
const IBAN = 'CH93 0076 2011 6238 5295 7';
let admin: string;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  admin = await sessionFor(await createUser({ role: 'admin' }));
  catalogue = await seedCatalogue();
  const [german, french] = await db
    .insert(languages)
    .values([{ code: 'de' }, { code: 'fr' }])
    .returning();
  await db.insert(languageTranslations).values([
    { languageId: german!.id, language: 'de', name: 'Deutsch' },
    { languageId: french!.id, language: 'de', name: 'Französisch' },
    { languageId: french!.id, language: 'fr', name: 'français' },
  ]);
  const [moderation] = await db.insert(skills).values({}).returning();
  await db.insert(skillTranslations).values({ skillId: moderation!.id, language: 'fr', name: 'Animation' });
});

const hash = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

/** Starts an import, sends its rows in chunks of `chunk` and checks it: the dry run. */
async function dryRun(kind: string, rows: Record<string, string>[], chunk = 500, token = admin) {
  const name = `${kind}-${JSON.stringify(rows)}`;
  const mapping = Object.fromEntries(Object.keys(rows[0]!).map((field) => [field, field]));
  const created = await api('/imports', {
    method: 'POST',
    token,
    json: { kind, file_name: `${kind}.csv`, file_hash: await hash(name), row_count: rows.length, mapping },
  });
  expect([200, 201]).toContain(created.status);
  const id = created.body.data.id as number;
  for (let at = 0; at < rows.length; at += chunk) {
    const sent = await api(`/imports/${id}/rows`, {
      method: 'PUT',
      token,
      json: { first_line: at + 2, rows: rows.slice(at, at + chunk) },
    });
    expect(sent.status).toBe(200);
  }
  const checked = await api(`/imports/${id}/check`, { method: 'POST', token });
  expect(checked.status).toBe(200);
  return { id, report: checked.body.data };
}

const coach = (n: number, overrides: Record<string, string> = {}) => ({
  email: `import.coach${n}@example.test`,
  firstname: `Anna${n}`,
  lastname: 'Muster',
  salutation: 'Frau',
  language: 'français',
  postcode: '8001',
  location: 'Zürich',
  languages: 'Deutsch, fr',
  skills: 'Animation: 4',
  ahv_number: AHV,
  iban: IBAN,
  personnel_id: `P-${n}`,
  state: 'aktiv',
  ...overrides,
});

const usersCount = async () => (await db.select({ n: count() }).from(users))[0]!.n;

describe('importing coaches', () => {
  it('lists every problem by line and field, and the dry run writes nothing', async () => {
    const staff = await createUser({ role: 'associate' });
    const before = await usersCount();
    const { id, report } = await dryRun('coaches', [
      coach(1),
      coach(2, { ahv_number: '756.1234.5678.90' }),
      coach(3, { iban: 'CH93 0076 2011 6238 5295 8' }),
      coach(4, { postcode: '0999' }),
      coach(5, { languages: 'Deutsch, Klingonisch' }),
      coach(6, { birthday: '31.02.1990' }),
      coach(1, { firstname: 'Again' }),
      coach(8, { email: staff.email }),
      coach(9, { firstname: '' }),
    ]);
    expect(report.problems).toEqual([
      { line: 3, field: 'ahv_number', code: 'ahv_invalid' },
      { line: 4, field: 'iban', code: 'iban_invalid' },
      { line: 5, field: 'postcode', code: 'postcode_unknown' },
      { line: 6, field: 'languages', code: 'unknown_value' },
      { line: 7, field: 'birthday', code: 'date_invalid' },
      { line: 8, field: 'email', code: 'duplicate_in_file' },
      { line: 9, field: 'email', code: 'email_not_coach' },
      { line: 10, field: 'firstname', code: 'required' },
    ]);
    expect(report.import).toMatchObject({ state: 'checked', created: 1, updated: 0, skipped: 0, problems: 8 });
    expect(await usersCount()).toBe(before);
    const run = await api(`/imports/${id}/run`, { method: 'POST', token: admin });
    expect(run.status).toBe(409);
    expect(await usersCount()).toBe(before);
  });

  it('imports all of a clean file, encrypted as the profile stores it, without mail, and needs the password for IBANs', async () => {
    const token = await sessionFor(await createUser({ role: 'admin' }));
    const mailsBefore = (await db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const { id, report } = await dryRun('coaches', [coach(20), coach(21, { iban: '', state: 'inaktiv' })], 1, token);
    expect(report.import).toMatchObject({ created: 2, problems: 0, writes_iban: true });
    expect((await api(`/imports/${id}/run`, { method: 'POST', token })).body.error.code).toBe('reauthentication_required');
    await reauthenticate(token);
    const run = await api(`/imports/${id}/run`, { method: 'POST', token });
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ state: 'imported', created: 2 });

    const [anna] = await db.select().from(users).where(eq(users.email, 'import.coach20@example.test'));
    expect(anna).toMatchObject({ role: 'coach', state: 'active', language: 'fr', passwordHash: null });
    const [profile] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, anna!.id));
    expect(profile!.ahvNumber).toMatch(/^enc1:/);
    expect(await decryptField(env, profile!.ahvNumber!, 'coach_profiles.ahv_number')).toBe(AHV);
    expect(await decryptField(env, profile!.iban!, 'coach_profiles.iban')).toBe(IBAN.replace(/ /g, ''));
    expect(profile).toMatchObject({ salutation: 1, postcode: '8001', personnelId: 'P-20', ibanEverSet: true });
    expect(profile!.approvedAt).not.toBeNull();
    expect(await db.select().from(coachLanguages).where(eq(coachLanguages.coachId, anna!.id))).toHaveLength(2);
    expect(await db.select().from(coachSkills).where(eq(coachSkills.coachId, anna!.id))).toMatchObject([{ rating: 4 }]);
    const [inactive] = await db.select().from(users).where(eq(users.email, 'import.coach21@example.test'));
    expect(inactive!.state).toBe('inactive');
    expect((await db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailsBefore);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'coach.imported'))).toHaveLength(2);
  });

  it('changes nothing when the same file comes again, and updates only what differs', async () => {
    const token = await sessionFor(await createUser({ role: 'admin' }));
    await reauthenticate(token);
    const first = await dryRun('coaches', [coach(30), coach(31)], 500, token);
    await api(`/imports/${first.id}/run`, { method: 'POST', token });
    const [stored] = await db
      .select()
      .from(coachProfiles)
      .innerJoin(users, eq(users.id, coachProfiles.userId))
      .where(eq(users.email, 'import.coach30@example.test'));

    const again = await dryRun('coaches', [coach(30), coach(31)], 500, await sessionFor(await createUser({ role: 'admin' })));
    expect(again.report.import).toMatchObject({ created: 0, updated: 0, skipped: 2, writes_iban: false });
    const changed = await dryRun('coaches', [coach(30), coach(31, { lastname: 'Neu' })], 500, token);
    expect(changed.report.import).toMatchObject({ created: 0, updated: 1, skipped: 1, writes_iban: false });
    expect((await api(`/imports/${changed.id}/run`, { method: 'POST', token })).status).toBe(200);

    const [after] = await db
      .select()
      .from(coachProfiles)
      .innerJoin(users, eq(users.id, coachProfiles.userId))
      .where(eq(users.email, 'import.coach30@example.test'));
    expect(after!.coach_profiles.iban).toBe(stored!.coach_profiles.iban);
    expect(after!.users.updatedAt).toBe(stored!.users.updatedAt);
    const renamed = await db.select().from(users).where(eq(users.email, 'import.coach31@example.test'));
    expect(renamed[0]!.lastname).toBe('Neu');
  });

  it('writes nothing when one record cannot be written: a coach added meanwhile with a file’s address', async () => {
    const token = await sessionFor(await createUser({ role: 'admin' }));
    const { id } = await dryRun('coaches', [coach(60, { iban: '' }), coach(61, { iban: '' })], 500, token);
    await createUser({ role: 'coach', email: 'import.coach61@example.test' });
    const run = await api(`/imports/${id}/run`, { method: 'POST', token });
    expect([run.status, run.body.error.code]).toEqual([409, 'conflict']);
    expect(await db.select().from(users).where(eq(users.email, 'import.coach60@example.test'))).toEqual([]);
    expect((await api(`/imports/${id}`, { token })).body.data.import.state).toBe('checked');
  });

  it('continues an unfinished upload of the same file, and checks only once every row arrived', async () => {
    const rows = [coach(40), coach(41), coach(42)];
    const mapping = Object.fromEntries(Object.keys(rows[0]!).map((field) => [field, field]));
    const start = { kind: 'coaches', file_name: 'c.csv', file_hash: await hash('resume'), row_count: 3, mapping };
    const created = await api('/imports', { method: 'POST', token: admin, json: start });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    await api(`/imports/${id}/rows`, { method: 'PUT', token: admin, json: { first_line: 2, rows: rows.slice(0, 2) } });
    expect((await api(`/imports/${id}/check`, { method: 'POST', token: admin })).status).toBe(409);
    const resumed = await api('/imports', { method: 'POST', token: admin, json: start });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ id, received_rows: 2, row_count: 3 });
    await api(`/imports/${id}/rows`, { method: 'PUT', token: admin, json: { first_line: 4, rows: rows.slice(2) } });
    expect((await api(`/imports/${id}/check`, { method: 'POST', token: admin })).body.data.import.created).toBe(3);
    expect((await api(`/imports/mapping?kind=coaches`, { token: admin })).body.data.mapping).toEqual(mapping);
  });

  it('is for admins only', async () => {
    for (const role of ['associate', 'finance', 'coach'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api('/imports', { token })).status).toBe(403);
      expect((await api('/imports/invitations', { token })).status).toBe(403);
    }
  });
});

describe('inviting imported coaches', () => {
  it('previews who has never been invited, and mails them a temporary password', async () => {
    const token = await sessionFor(await createUser({ role: 'admin' }));
    await reauthenticate(token);
    const { id } = await dryRun('coaches', [coach(50, { iban: '' }), coach(51, { iban: '' })], 500, token);
    await api(`/imports/${id}/run`, { method: 'POST', token });
    const preview = await api('/imports/invitations', { token });
    const invitees = preview.body.data.filter((row: { email: string }) => row.email.startsWith('import.coach5'));
    expect(invitees.map((row: { email: string }) => row.email)).toEqual([
      'import.coach50@example.test',
      'import.coach51@example.test',
    ]);
    const sent = await api('/imports/invitations', { method: 'POST', token, json: { coach_ids: [invitees[0].id] } });
    expect(sent.body.data).toEqual({ invited: 1 });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'import.coach50@example.test'));
    expect(mails).toHaveLength(1);
    const [invited] = await db.select().from(users).where(eq(users.id, invitees[0].id));
    expect(invited).toMatchObject({ state: 'change-password' });
    const again = await api('/imports/invitations', { method: 'POST', token, json: { coach_ids: [invitees[0].id] } });
    expect(again.body.data).toEqual({ invited: 0 });

    // Choosing their own password makes the approved coach active again, not incomplete as a new coach.
    await db
      .update(users)
      .set({ state: stateAfterOwnPasswordSql('coach') })
      .where(eq(users.id, invitees[0].id));
    const [own] = await db.select().from(users).where(eq(users.id, invitees[0].id));
    expect(own!.state).toBe('active');
  });
});

const workshop = (n: string, overrides: Record<string, string> = {}) => ({
  external_id: n,
  institute: 'Schulhaus Milchbuck',
  contact_firstname: 'Lea',
  contact_lastname: 'Lehrerin',
  contact_email: 'lea@example.test',
  postcode: '8057',
  location: 'Zürich',
  grade: 'Cycle 3',
  offered_workshop: 'Kinderrechte',
  language: 'Deutsch',
  date: '12.03.2024',
  start_time: '8:15',
  end_time: '09:45',
  state: 'durchgeführt',
  coaches: 'import.coach20@example.test',
  participants: '22',
  participants_m: '10',
  participants_f: '11',
  ...overrides,
});

describe('importing past workshops', () => {
  it('adds each workshop with its validated inquiry and placed coach, and a second import updates it', async () => {
    const token = await sessionFor(await createUser({ role: 'admin' }));
    const problems = await dryRun('workshops', [
      workshop('W-1', { offered_workshop: 'Unbekannt' }),
      workshop('W-2', { end_time: '08:00' }),
      workshop('W-3', { state: 'geplant' }),
      workshop('W-4', { coaches: 'nobody@example.test' }),
      workshop('W-5', { participants: '5' }),
    ]);
    expect(problems.report.problems.map((p: { line: number; field: string; code: string }) => [p.line, p.field, p.code])).toEqual(
      [
        [2, 'offered_workshop', 'unknown_value'],
        [3, 'end_time', 'end_before_start'],
        [4, 'state', 'past_workshop_open'],
        [5, 'coaches', 'unknown_value'],
        [6, 'participants', 'participants_exceed_total'],
      ],
    );

    const { id, report } = await dryRun(
      'workshops',
      [workshop('W-10'), workshop('W-11', { state: 'abgesagt', coaches: '' })],
      500,
      token,
    );
    expect(report.import).toMatchObject({ created: 2, problems: 0 });
    expect((await api(`/imports/${id}/run`, { method: 'POST', token })).status).toBe(200);
    const [held] = await db.select().from(workshops).where(eq(workshops.externalId, 'W-10'));
    expect(held).toMatchObject({
      state: 'done',
      date: '2024-03-12',
      startTime: '08:15',
      durationMinutes: 90,
      priceCentimes: catalogue.rights.priceCentimes,
      gradeId: catalogue.grade.id,
      numberParticipants: 22,
      // The reach's school (decision 062): generated by SQLite from the imported institution and postcode.
      schoolKey: 'schulhaus milchbuck\u001f8057',
    });
    const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, held!.inquiryId!));
    expect(inquiry).toMatchObject({ state: 'validated', numberParticipantsM: 10, numberParticipantsF: 11, externalId: 'W-10' });
    expect(await db.select().from(workshopCoaches).where(eq(workshopCoaches.workshopId, held!.id))).toHaveLength(1);

    const again = await dryRun(
      'workshops',
      [workshop('W-10', { participants: '24' }), workshop('W-11', { state: 'abgesagt', coaches: '' })],
      500,
      token,
    );
    expect(again.report.import).toMatchObject({ created: 0, updated: 1, skipped: 1 });
    await api(`/imports/${again.id}/run`, { method: 'POST', token });
    expect(
      (await db.select().from(workshops).where(like(workshops.externalId, 'W-1%'))).map((w) => w.numberParticipants).sort(),
    ).toEqual([22, 24]);
  });

  it('counts in the reports, the coach’s report and the staffing plan’s continuity with the school', async () => {
    const token = await sessionFor(await createUser({ role: 'associate' }));
    const report = (await api('/statistics?school_year=2023', { token })).body.data;
    expect(report.workshops.total).toBe(2);
    expect(report.participants.total).toBe(24);
    const [coach20] = await db.select().from(users).where(eq(users.email, 'import.coach20@example.test'));
    const trainer = (await api(`/statistics/trainer/${coach20!.id}`, { token })).body.data;
    expect(trainer.school_years).toMatchObject([{ year: 2023, workshops: 1, hours: 1.5 }]);

    const [upcoming] = await db
      .insert(workshops)
      .values({
        offeredWorkshopId: catalogue.rights.id,
        date: dateIn(30),
        startTime: '08:00',
        endTime: '09:30',
        durationMinutes: 90,
        institute: 'Schulhaus Milchbuck',
        postcode: '8057',
        location: 'Zürich',
        priceCentimes: 45000,
      })
      .returning();
    const plan = await loadPlan(db, { workshopIds: [upcoming!.id] });
    const planned = plan.instance.coaches.find((coach) => coach.id === coach20!.id);
    expect(planned!.schoolKeys).toContain(schoolKey('Schulhaus Milchbuck', '8057'));
  });
});

describe('importing materials', () => {
  it('adds materials by title and updates the stock of one imported before', async () => {
    const token = await sessionFor(await createUser({ role: 'admin' }));
    const rows: Record<string, string>[] = [
      { title: 'Poster Kinderrechte', stock: '40', orderable: 'ja', active: 'oui' },
      { title: 'Kartenset', stock: 'viele', orderable: 'ja' },
    ];
    const bad = await dryRun('materials', rows, 500, token);
    expect(bad.report.problems).toEqual([{ line: 3, field: 'stock', code: 'number_expected' }]);
    const good = await dryRun('materials', [rows[0]!, { ...rows[1]!, stock: '12' }], 500, token);
    await api(`/imports/${good.id}/run`, { method: 'POST', token });
    const next = await dryRun('materials', [{ title: 'poster kinderrechte', stock: '35' }], 500, token);
    expect(next.report.import).toMatchObject({ updated: 1, created: 0 });
    await api(`/imports/${next.id}/run`, { method: 'POST', token });
    const stored = await db.select().from(materials).where(like(materials.title, 'Poster Kinderrechte'));
    expect(stored).toMatchObject([{ stock: 35, orderableByCoaches: true, active: true }]);
  });
});
