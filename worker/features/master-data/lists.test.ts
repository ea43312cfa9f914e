import { beforeAll, describe, expect, it } from 'vitest';
import { coachLanguages, coachSkills, coachSubjects, offeredWorkshops, workshops } from '../../db/schema';
import { invalidFields, malformedIds } from '../../test/bad-input';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { editForm, submitInquiry } from '../../test/inquiries';
import { listKinds, type ListEntry, type ListEntryInput, type ListKind } from '../../contract/master-data/lists.schemas';

let associate: string;
let admin: string;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  associate = await sessionFor(await createUser({ role: 'associate' }));
  admin = await sessionFor(await createUser({ role: 'admin' }));
  catalogue = await seedCatalogue();
});

let n = 0;
/** Unique two-letter codes for the languages list ('aa', 'ab', …), so tests never collide. */
const nextCode = () => {
  const i = n++;
  return String.fromCharCode(97 + (Math.floor(i / 26) % 26), 97 + (i % 26));
};
const bodyFor = (kind: ListKind, body: ListEntryInput): ListEntryInput =>
  kind === 'languages' && body.code === undefined ? { ...body, code: nextCode() } : body;

async function create(kind: ListKind, body: ListEntryInput, token = associate): Promise<ListEntry> {
  const { status, body: answer } = await api(`/master-data/lists/${kind}`, { method: 'POST', json: bodyFor(kind, body), token });
  expect(status, JSON.stringify(answer)).toBe(201);
  return answer.data;
}

const entries = async (kind: ListKind, token = associate): Promise<ListEntry[]> =>
  (await api(`/master-data/lists/${kind}`, { token })).body.data;

/** Puts one use of the entry in each place its kind can be used; returns what the usage must say. */
async function useEntry(kind: ListKind, id: number): Promise<ListEntry['usage']> {
  const coach = async () => (await createUser({ role: 'coach' })).id;
  switch (kind) {
    case 'grades': {
      await submitInquiry(catalogue, { knowledge: { grade: id, numberParticipantsTotal: 20 } });
      await db.insert(workshops).values({
        offeredWorkshopId: catalogue.rights.id,
        date: dateIn(40),
        startTime: '08:00',
        endTime: '09:30',
        durationMinutes: 90,
        institute: 'Schule Bümpliz',
        location: 'Bern',
        priceCentimes: 45000,
        gradeId: id,
      });
      return [
        { where: 'inquiries', count: 1 },
        { where: 'workshops', count: 1 },
      ];
    }
    case 'educational-systems':
      await submitInquiry(catalogue, {
        knowledge: { grade: catalogue.grade.id, educationalSystem: id, numberParticipantsTotal: 20 },
      });
      return [{ where: 'inquiries', count: 1 }];
    case 'infrastructure':
      for (let i = 0; i < 2; i++) {
        await submitInquiry(catalogue, {
          knowledge: { grade: catalogue.grade.id, infrastructure: [id], numberParticipantsTotal: 20 },
        });
      }
      return [{ where: 'inquiries', count: 2 }];
    case 'skills':
      await db.insert(coachSkills).values({ coachId: await coach(), skillId: id, rating: 4 });
      return [{ where: 'coaches', count: 1 }];
    case 'languages':
      await db.insert(coachLanguages).values({ coachId: await coach(), languageId: id });
      return [{ where: 'coaches', count: 1 }];
    case 'subjects':
      await db.insert(coachSubjects).values({ coachId: await coach(), subjectId: id });
      await db
        .insert(offeredWorkshops)
        .values({ code: `S-${id}-${Date.now()}`, durationMinutes: 60, priceCentimes: 1000, subjectId: id });
      return [
        { where: 'coaches', count: 1 },
        { where: 'offered_workshops', count: 1 },
      ];
  }
}

const usageWords: Record<ListKind, string> = {
  grades: '1 inquiry and 1 workshop',
  'educational-systems': '1 inquiry',
  infrastructure: '2 inquiries',
  skills: '1 coach',
  languages: '1 coach',
  subjects: '1 coach and 1 offered workshop',
};

describe.each(listKinds)('master-data list %s', (kind) => {
  it('creates, edits and deletes an entry with its translations', async () => {
    const created = await create(kind, { names: { de: 'Neu', fr: 'Nouveau' } });
    expect(created).toMatchObject({ active: true, usage: [], names: { de: 'Neu', fr: 'Nouveau', it: null, en: null } });
    expect(created.code).toEqual(kind === 'languages' ? expect.stringMatching(/^[a-z]{2}$/) : null);
    const list = await entries(kind);
    expect(list.at(-1)).toEqual(created);

    const edited = await api(`/master-data/lists/${kind}/${created.id}`, {
      method: 'PUT',
      token: admin,
      json: bodyFor(kind, { names: { de: 'Geändert', fr: '', en: 'Changed' }, active: false }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: created.id,
      position: created.position,
      active: false,
      names: { de: 'Geändert', fr: null, it: null, en: 'Changed' },
    });
    // Inactive entries stay in the staff list.
    expect((await entries(kind)).find((entry) => entry.id === created.id)?.active).toBe(false);

    expect((await api(`/master-data/lists/${kind}/${created.id}`, { method: 'DELETE', token: associate })).status).toBe(204);
    expect((await entries(kind)).map((entry) => entry.id)).not.toContain(created.id);
    const again = await api(`/master-data/lists/${kind}/${created.id}`, { method: 'DELETE', token: associate });
    expect([again.status, again.body.error.code]).toEqual([404, 'not_found']);
  });

  it('refuses to delete an entry in use, says where, and lets it be deactivated instead', async () => {
    const entry = await create(kind, { names: { de: `Benutzt ${kind}` } });
    const usage = await useEntry(kind, entry.id);
    expect((await entries(kind)).find((e) => e.id === entry.id)?.usage).toEqual(usage);

    const refused = await api(`/master-data/lists/${kind}/${entry.id}`, { method: 'DELETE', token: associate });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('in_use');
    expect(refused.body.error.message).toBe(`Used by ${usageWords[kind]}; deactivate the entry instead of deleting it`);
    expect((await entries(kind)).map((e) => e.id)).toContain(entry.id);

    const deactivated = await api(`/master-data/lists/${kind}/${entry.id}`, {
      method: 'PUT',
      token: associate,
      json: { names: { de: `Benutzt ${kind}` }, active: false, code: entry.code ?? undefined },
    });
    expect([deactivated.status, deactivated.body.data.active]).toEqual([200, false]);
  });

  it('answers 404 for an unknown id and 422 for a missing German name', async () => {
    for (const [method, path, json] of [
      ['PUT', '/999999', bodyFor(kind, { names: { de: 'X' } })],
      ['DELETE', '/999999', undefined],
      ['POST', '/999999/move', { direction: 'up' }],
    ] as const) {
      const { status, body } = await api(`/master-data/lists/${kind}${path}`, { method, token: associate, json });
      expect([method, status, body.error.code]).toEqual([method, 404, 'not_found']);
    }
    const fields = await invalidFields(
      api(`/master-data/lists/${kind}`, { method: 'POST', token: associate, json: bodyFor(kind, { names: { de: ' ' } }) }),
    );
    expect(fields).toEqual({ 'names.de': 'required' });
  });
});

describe('master-data lists: permissions and input', () => {
  it('lets only admins and associates in', async () => {
    const path = '/master-data/lists/grades';
    expect((await api(path)).status).toBe(401);
    expect((await api(path, { method: 'POST', json: { names: { de: 'X' } } })).status).toBe(401);
    expect((await api(`${path}/1`, { method: 'DELETE' })).status).toBe(401);
    for (const role of ['coach', 'finance'] as const) {
      const token = await sessionFor(await createUser({ role }));
      for (const [method, url, json] of [
        ['GET', path, undefined],
        ['POST', path, { names: { de: 'X' } }],
        ['PUT', `${path}/1`, { names: { de: 'X' } }],
        ['DELETE', `${path}/1`, undefined],
        ['POST', `${path}/1/move`, { direction: 'up' }],
      ] as const) {
        const { status, body } = await api(url, { method, token, json });
        expect([role, method, url, status, body.error.code]).toEqual([role, method, url, 403, 'forbidden']);
      }
    }
    expect((await api(path, { token: admin })).status).toBe(200);
  });

  it('refuses an unknown kind, malformed ids and bad bodies', async () => {
    expect(await invalidFields(api('/master-data/lists/colours', { token: associate }))).toEqual({ kind: 'choice_invalid' });
    for (const id of malformedIds) {
      const { status } = await api(`/master-data/lists/grades/${id}`, { method: 'DELETE', token: associate });
      expect([id, status]).toEqual([id, 422]);
    }
    const tooLong = await invalidFields(
      api('/master-data/lists/grades', { method: 'POST', token: associate, json: { names: { de: 'x', fr: 'y'.repeat(101) } } }),
    );
    expect(tooLong).toEqual({ 'names.fr': 'too_long' });
    const grade = await create('grades', { names: { de: 'Bewegt' } });
    expect(
      await invalidFields(
        api(`/master-data/lists/grades/${grade.id}/move`, { method: 'POST', token: associate, json: { direction: 'left' } }),
      ),
    ).toEqual({ direction: 'choice_invalid' });
  });

  it('requires a unique ISO 639-1 code for languages', async () => {
    const url = '/master-data/lists/languages';
    expect(await invalidFields(api(url, { method: 'POST', token: associate, json: { names: { de: 'Tigrinya' } } }))).toEqual({
      code: 'required',
    });
    for (const code of ['TI', 'tir', 't1']) {
      const fields = await invalidFields(
        api(url, { method: 'POST', token: associate, json: { names: { de: 'Tigrinya' }, code } }),
      );
      expect([code, fields]).toEqual([code, { code: 'language_code_invalid' }]);
    }
    const tigrinya = await create('languages', { names: { de: 'Tigrinya' }, code: 'ti' });
    expect(tigrinya.code).toBe('ti');
    const duplicate = await api(url, { method: 'POST', token: associate, json: { names: { de: 'Noch einmal' }, code: 'ti' } });
    expect([duplicate.status, duplicate.body.error.code, duplicate.body.error.fields]).toEqual([
      409,
      'conflict',
      [{ path: 'code', code: 'custom', message: 'code_taken' }],
    ]);
    const albanian = await create('languages', { names: { de: 'Albanisch' }, code: 'sq' });
    const renamed = await api(`${url}/${albanian.id}`, {
      method: 'PUT',
      token: associate,
      json: { names: { de: 'Albanisch' }, code: 'ti' },
    });
    expect([renamed.status, renamed.body.error.code]).toEqual([409, 'conflict']);
  });

  it('moves an entry up and down; the ends stay put', async () => {
    const kind = 'infrastructure';
    const [a, b, c] = [
      await create(kind, { names: { de: 'A' } }),
      await create(kind, { names: { de: 'B' } }),
      await create(kind, { names: { de: 'C' } }),
    ];
    const ids = (list: ListEntry[]) => list.map((e) => e.id).filter((id) => [a!.id, b!.id, c!.id].includes(id));
    const move = async (id: number, direction: 'up' | 'down') => {
      const { status, body } = await api(`/master-data/lists/${kind}/${id}/move`, {
        method: 'POST',
        token: associate,
        json: { direction },
      });
      expect(status).toBe(200);
      return body.data as ListEntry[];
    };
    expect(ids(await move(c!.id, 'up'))).toEqual([a!.id, c!.id, b!.id]);
    expect(ids(await move(a!.id, 'down'))).toEqual([c!.id, a!.id, b!.id]);
    expect(ids(await move(b!.id, 'down'))).toEqual([c!.id, a!.id, b!.id]);
    expect(ids(await entries(kind))).toEqual([c!.id, a!.id, b!.id]);
  });
});

describe('lists in the inquiry form', () => {
  const formdata = async (language: string) =>
    (await api('/inquiries/formdata', { method: 'POST', json: { client_url: 'http://localhost/', language } })).body.data;

  it('offers active grades and educational systems in order, in the visitor’s language with German fallback', async () => {
    const system = await create('educational-systems', { names: { de: 'Gymnasium', fr: 'Gymnase' } });
    const germanOnly = await create('educational-systems', { names: { de: 'Berufsfachschule' } });
    const grade = await create('grades', { names: { de: 'Sek II', it: 'Secondario II' } });
    const french = await formdata('fr');
    expect(french.educational_systems).toEqual(
      expect.arrayContaining([
        { id: system.id, name: 'Gymnase' },
        { id: germanOnly.id, name: 'Berufsfachschule' },
      ]),
    );
    const order = french.educational_systems.map((s: { id: number }) => s.id);
    expect(order.indexOf(system.id)).toBeLessThan(order.indexOf(germanOnly.id));
    expect(french.grades).toContainEqual({ id: grade.id, name: 'Sek II' });
    expect((await formdata('it')).grades).toContainEqual({ id: grade.id, name: 'Secondario II' });

    for (const [kind, entry] of [
      ['educational-systems', system],
      ['grades', grade],
    ] as const) {
      const { status } = await api(`/master-data/lists/${kind}/${entry.id}`, {
        method: 'PUT',
        token: associate,
        json: { names: { de: entry.names.de }, active: false },
      });
      expect(status).toBe(200);
    }
    const after = await formdata('fr');
    expect(after.educational_systems.map((s: { id: number }) => s.id)).not.toContain(system.id);
    expect(after.educational_systems.map((s: { id: number }) => s.id)).toContain(germanOnly.id);
    expect(after.grades.map((g: { id: number }) => g.id)).not.toContain(grade.id);
  });

  it('stores the educational system of an inquiry, refuses an unknown or inactive one, keeps a deactivated one on edit', async () => {
    const system = await create('educational-systems', { names: { de: 'Volksschule' } });
    const knowledge = (educationalSystem: number) => ({
      knowledge: { grade: catalogue.grade.id, educationalSystem, numberParticipantsTotal: 20 },
    });
    const { id } = await submitInquiry(catalogue, knowledge(system.id));
    const form = await editForm(id, associate);
    expect(form.knowledge).toMatchObject({ educationalSystem: system.id });

    await api(`/master-data/lists/educational-systems/${system.id}`, {
      method: 'PUT',
      token: associate,
      json: { names: { de: 'Volksschule' }, active: false },
    });
    for (const unknown of [system.id, 999999]) {
      const answer = await api('/inquiries', {
        method: 'POST',
        json: { ...(await editForm(id, associate)), ...knowledge(unknown), termsAccepted: true },
      });
      expect(await invalidFields(answer)).toEqual({ 'knowledge.educationalSystem': 'choice_invalid' });
    }
    // Staff editing an inquiry keep its (now inactive) system; choosing another inactive one is refused.
    const kept = await api(`/inquiries/${id}`, { method: 'PUT', token: associate, json: { ...form, topics: 'Neu' } });
    expect([kept.status, kept.body.data.knowledge.educationalSystem]).toEqual([200, system.id]);
    const other = await create('educational-systems', { names: { de: 'Alt' }, active: false });
    const refused = await api(`/inquiries/${id}`, {
      method: 'PUT',
      token: associate,
      json: { ...form, knowledge: { ...(form.knowledge as object), educationalSystem: other.id } },
    });
    expect(await invalidFields(refused)).toEqual({ 'knowledge.educationalSystem': 'choice_invalid' });
    const cleared = await api(`/inquiries/${id}`, {
      method: 'PUT',
      token: associate,
      json: { ...form, knowledge: { ...(form.knowledge as object), educationalSystem: null } },
    });
    expect([cleared.status, cleared.body.data.knowledge.educationalSystem]).toEqual([200, null]);
  });
});
