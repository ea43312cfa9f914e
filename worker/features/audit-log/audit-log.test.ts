import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { zurichMidnight } from '../../contract/statistics/statistics.filters';
import { api, createUser, db, sessionFor } from '../../test/factories';

let admin: string;
let actor: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  admin = await sessionFor(await createUser({ role: 'admin' }));
  actor = await createUser({ role: 'finance' });
  const day = zurichMidnight('2031-03-10');
  const rows = await db
    .insert(auditLog)
    .values([
      {
        actorUserId: actor.id,
        action: 'coach.sensitive_reveal',
        entityType: 'coach',
        entityId: '7',
        details: { field: 'iban' },
        ip: '198.51.100.1',
        createdAt: day + 3600,
      },
      { actorUserId: actor.id, action: 'coach.file_deleted', entityType: 'coach', entityId: '8', createdAt: day + 86_400 + 60 },
      {
        actorUserId: null,
        action: 'coach_xfile.purged',
        entityType: 'coach',
        entityId: '7',
        details: { automatic: true },
        createdAt: day + 2 * 86_400,
      },
      { actorUserId: actor.id, action: 'invoice.paid', entityType: 'invoice', entityId: '7', createdAt: day + 3 * 86_400 },
    ])
    .returning({ id: auditLog.id, action: auditLog.action });
  for (const row of rows) ids[row.action] = row.id;
});

const list = async (query: string) => {
  const answer = await api(`/audit-log?${query}`, { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { items: { id: number; action: string }[]; next_before: number | null };
};

describe('who may read the audit log', () => {
  it('admins only: other roles 403, anonymous 401', async () => {
    expect((await api('/audit-log')).status).toBe(401);
    for (const role of ['associate', 'coach', 'finance'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api('/audit-log', { token })).status, role).toBe(403);
    }
  });
});

describe('the audit log (GET /audit-log)', () => {
  it('shows an entry with its actor, entity, details and client, newest first', async () => {
    const page = await list(`actor=${actor.id}&from=2031-03-10&to=2031-03-13`);
    expect(page.items.map((item) => item.action)).toEqual(['invoice.paid', 'coach.file_deleted', 'coach.sensitive_reveal']);
    expect(page.items[2]).toEqual({
      id: ids['coach.sensitive_reveal'],
      created_at: zurichMidnight('2031-03-10') + 3600,
      action: 'coach.sensitive_reveal',
      actor: { id: actor.id, name: `${actor.firstname} ${actor.lastname}`, email: actor.email },
      entity_type: 'coach',
      entity_id: '7',
      details: { field: 'iban' },
      ip: '198.51.100.1',
    });
  });

  it('filters by action prefix (an underscore is not a wildcard), entity and days in Zurich', async () => {
    const byPrefix = await list('action=coach.&from=2031-03-10&to=2031-03-13');
    expect(byPrefix.items.map((item) => item.action)).toEqual(['coach.file_deleted', 'coach.sensitive_reveal']);
    const byUnderscore = await list('action=coach_&from=2031-03-10&to=2031-03-13');
    expect(byUnderscore.items.map((item) => item.action)).toEqual(['coach_xfile.purged']);
    const byEntity = await list('entity_type=coach&entity_id=7&from=2031-03-10&to=2031-03-13');
    expect(byEntity.items.map((item) => item.action)).toEqual(['coach_xfile.purged', 'coach.sensitive_reveal']);
    expect(byEntity.items[0]).toMatchObject({ actor: null, details: { automatic: true } });
    const oneDay = await list('from=2031-03-11&to=2031-03-11');
    expect(oneDay.items.map((item) => item.action)).toEqual(['coach.file_deleted']);
  });

  it('pages by keyset: next_before leads to the older entries, null on the last page', async () => {
    const first = await list('from=2031-03-10&to=2031-03-13&per_page=3');
    expect(first.items.map((item) => item.action)).toEqual(['invoice.paid', 'coach_xfile.purged', 'coach.file_deleted']);
    expect(first.next_before).toBe(ids['coach.file_deleted']);
    const second = await list(`from=2031-03-10&to=2031-03-13&per_page=3&before=${first.next_before}`);
    expect(second.items.map((item) => item.action)).toEqual(['coach.sensitive_reveal']);
    expect(second.next_before).toBeNull();
  });

  it('refuses bad filters with 422', async () => {
    for (const query of ['per_page=0', 'per_page=101', 'from=2031-02-30', 'action=%25', 'before=-1', 'actor=x']) {
      expect((await api(`/audit-log?${query}`, { token: admin })).status, query).toBe(422);
    }
  });
});
