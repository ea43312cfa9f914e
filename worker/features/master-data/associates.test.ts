import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { associates, users } from '../../db/schema';
import { invalidFields, malformedIds } from '../../test/bad-input';
import { api, createUser, db, sessionFor } from '../../test/factories';

type User = Awaited<ReturnType<typeof createUser>>;
const tokens: Record<'admin' | 'associate' | 'coach' | 'finance', string> = { admin: '', associate: '', coach: '', finance: '' };
const people = {} as Record<'admin' | 'associate' | 'coach' | 'finance', User>;

beforeAll(async () => {
  for (const role of ['admin', 'associate', 'coach', 'finance'] as const) {
    people[role] = await createUser({ role });
    tokens[role] = await sessionFor(people[role]);
  }
});

const base = '/master-data/associates';
let n = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Paola Bianchi ${++n}`,
  email: 'Paola.Bianchi@Example.org',
  phone: '+41 31 311 72 10',
  function: 'Coordinatrice Svizzera italiana',
  user_id: null,
  active: true,
  ...overrides,
});
const create = (json: unknown, token = tokens.associate) => api(base, { method: 'POST', token, json });
const update = (id: number | string, json: unknown, token = tokens.associate) =>
  api(`${base}/${id}`, { method: 'PUT', token, json });
const remove = (id: number | string, token = tokens.associate) => api(`${base}/${id}`, { method: 'DELETE', token });
const list = (query = '', token = tokens.associate) => api(`${base}${query}`, { token });
const fullName = (user: User) => `${user.firstname} ${user.lastname}`;

describe('the team in master data', () => {
  it('creates, lists, searches, changes and deletes a team member linked to a login', async () => {
    const login = await createUser({ role: 'associate' });
    const created = await create(body({ name: ' Paola Bianchi ', phone: '', function: '', user_id: login.id }));
    expect(created.status).toBe(201);
    const member = created.body.data;
    expect(member).toEqual({
      id: expect.any(Number),
      name: 'Paola Bianchi',
      email: 'paola.bianchi@example.org',
      phone: null,
      function: null,
      user_id: login.id,
      user: { id: login.id, name: fullName(login), email: login.email, role: 'associate' },
      active: true,
      position: expect.any(Number),
    });
    const later = await create(body({ name: 'Dario Fontana', function: 'Grafik' }), tokens.admin);
    expect(later.body.data.position).toBeGreaterThan(member.position);

    const all = await list();
    expect(all.status).toBe(200);
    const ids = all.body.data.items.map((m: { id: number }) => m.id);
    expect(ids.indexOf(later.body.data.id)).toBeGreaterThan(ids.indexOf(member.id));
    expect((await list('?q=fontana%20grafik')).body.data.items.map((m: { id: number }) => m.id)).toEqual([later.body.data.id]);

    const changed = await update(member.id, body({ name: 'Paola Bianchi', user_id: null, active: false, position: 3 }));
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ user_id: null, user: null, active: false, position: 3 });
    // The login stays when its member goes.
    expect((await remove(member.id)).status).toBe(204);
    expect(await db.select().from(associates).where(eq(associates.id, member.id))).toEqual([]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, login.id))).toEqual([{ id: login.id }]);
    expect((await remove(member.id)).status).toBe(404);
  });

  it('offers the active admin and associate logins to link, with the member each belongs to', async () => {
    const free = await createUser({ role: 'admin' });
    const taken = await createUser({ role: 'associate' });
    const inactive = await createUser({ role: 'associate', state: 'inactive' });
    const member = (await create(body({ user_id: taken.id }))).body.data;
    const { linkable_users } = (await list()).body.data;
    const byId = new Map(linkable_users.map((u: { id: number }) => [u.id, u]));
    expect(byId.get(free.id)).toEqual({
      id: free.id,
      name: fullName(free),
      email: free.email,
      role: 'admin',
      associate_id: null,
    });
    expect(byId.get(taken.id)).toMatchObject({ associate_id: member.id });
    for (const other of [inactive, people.coach, people.finance]) expect(byId.has(other.id)).toBe(false);
  });

  it('refuses a login that belongs to another member with 409 on user_id', async () => {
    const login = await createUser({ role: 'associate' });
    const first = (await create(body({ user_id: login.id }))).body.data;
    const second = (await create(body())).body.data;
    for (const answer of [await create(body({ user_id: login.id })), await update(second.id, body({ user_id: login.id }))]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: 'conflict', fields: [{ path: 'user_id' }] });
    }
    // Its own member may keep it.
    expect((await update(first.id, body({ user_id: login.id, function: 'Leitung' }))).status).toBe(200);
  });

  it('links only active admin and associate logins, but an unchanged link may stay', async () => {
    const inactive = await createUser({ role: 'admin', state: 'inactive' });
    for (const userId of [people.coach.id, people.finance.id, inactive.id, 999_999]) {
      expect(await invalidFields(create(body({ user_id: userId })))).toEqual({ user_id: 'choice_invalid' });
    }
    const login = await createUser({ role: 'associate' });
    const member = (await create(body({ user_id: login.id }))).body.data;
    await db.update(users).set({ state: 'inactive' }).where(eq(users.id, login.id));
    const kept = await update(member.id, body({ user_id: login.id, phone: '031 311 72 11' }));
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ user_id: login.id, phone: '031 311 72 11' });
  });

  it('answers 404 for a team member who does not exist', async () => {
    expect((await update(999_999, body())).status).toBe(404);
    expect((await remove(999_999)).status).toBe(404);
  });
});

describe('who may keep the team', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await api(base)).status).toBe(401);
    expect((await api(base, { method: 'POST', json: body() })).status).toBe(401);
    expect((await api(`${base}/1`, { method: 'PUT', json: body() })).status).toBe(401);
    expect((await api(`${base}/1`, { method: 'DELETE' })).status).toBe(401);
  });

  it('refuses coaches and finance with 403 and changes nothing', async () => {
    const member = (await create(body())).body.data;
    for (const token of [tokens.coach, tokens.finance]) {
      expect((await list('', token)).status).toBe(403);
      expect((await create(body(), token)).status).toBe(403);
      expect((await update(member.id, body({ name: 'Geändert' }), token)).status).toBe(403);
      expect((await remove(member.id, token)).status).toBe(403);
    }
    const [stored] = await db.select().from(associates).where(eq(associates.id, member.id));
    expect(stored).toMatchObject({ name: member.name });
  });
});

describe('bad input on the team', () => {
  it('names each bad field', async () => {
    expect(await invalidFields(create({ name: '', email: 'nope', phone: 'abc', user_id: 0, active: 1, position: -1 }))).toEqual({
      name: 'required',
      email: 'email_invalid',
      phone: 'phone_invalid',
      user_id: 'number_expected',
      active: 'choice_invalid',
      position: 'number_expected',
    });
    expect(await invalidFields(update(1, body({ function: 'x'.repeat(201), user_id: 'me' })))).toEqual({
      function: 'too_long',
      user_id: 'choice_invalid',
    });
  });

  it('refuses malformed ids and searches', async () => {
    for (const id of malformedIds) {
      expect((await remove(id)).status, id).toBe(422);
      expect((await update(id, body())).status, id).toBe(422);
    }
    expect((await list(`?q=${'x'.repeat(101)}`)).status).toBe(422);
  });
});
