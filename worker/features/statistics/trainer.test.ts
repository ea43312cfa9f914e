import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { seedReportFixture } from './statistics.fixture';

/** Expected figures from statistics.fixture.ts: coach B gave W8 (2040/41), W1, W2, W7 (2041/42) and W9 (2042/43). */

let fixture: Awaited<ReturnType<typeof seedReportFixture>>;
let associate: string;

beforeAll(async () => {
  fixture = await seedReportFixture();
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

type Year = { year: number; evaluations: Array<{ kind: string; key: string; answers: number; average: number | null }> };
const rating = (year: Year, kind: string, key: string) => year.evaluations.find((row) => row.kind === kind && row.key === key);

describe('GET /statistics/trainer/{id}', () => {
  it('gives a coach’s held workshops, hours, offers, fees paid out and evaluations per school year, newest first', async () => {
    const { coachB, catalogue } = fixture;
    const { status, body } = await api(`/statistics/trainer/${coachB.id}`, { token: associate });
    expect(status).toBe(200);
    const { coach, school_years: years } = body.data;
    expect(coach).toEqual({ id: coachB.id, firstname: coachB.firstname, lastname: coachB.lastname });
    expect(years.map((y: { label: string }) => y.label)).toEqual(['2042/43', '2041/42', '2040/41']);
    const [y2042, y2041, y2040] = years;
    expect(y2042).toMatchObject({ year: 2042, workshops: 1, hours: 1, fees_paid_centimes: 0 });
    // W1 (90 min), W2 and W7 (120 each); W1's coach fee and W7's extra fee paid out, W2's fee still pending.
    expect(y2041).toMatchObject({
      year: 2041,
      workshops: 3,
      hours: 5.5,
      offered_workshops: [{ id: catalogue.rights.id, name: 'Kinderrechte', workshops: 3 }],
      fees_paid_centimes: 25000,
    });
    expect(y2040).toMatchObject({ year: 2040, workshops: 1, hours: 1.5, fees_paid_centimes: 15000 });
    // The class's ratings of W1; B's own evaluation of W1 is pending, so it does not count.
    expect(rating(y2041, 'by_audience', 'overall')).toMatchObject({ answers: 2, average: 4.5 });
    expect(rating(y2041, 'by_coach', 'goals_reached')).toMatchObject({ answers: 0, average: null });
    expect(rating(y2040, 'by_audience', 'overall')).toMatchObject({ answers: 1, average: 1 });
    expect(rating(y2042, 'by_audience', 'overall')).toMatchObject({ answers: 0, average: null });
  });

  it('counts the coach’s own validated evaluation, and only their own fees', async () => {
    const { coachA } = fixture;
    const token = await sessionFor(coachA);
    const { status, body } = await api(`/statistics/trainer/${coachA.id}`, { token });
    expect(status).toBe(200);
    // W1 held; W3 is not held yet, W4 cancelled.
    expect(body.data.school_years).toHaveLength(1);
    expect(body.data.school_years[0]).toMatchObject({ year: 2041, workshops: 1, hours: 1.5, fees_paid_centimes: 20000 });
    expect(rating(body.data.school_years[0], 'by_coach', 'goals_reached')).toMatchObject({ answers: 1, average: 3 });
  });

  it('answers an empty list for a coach without held workshops or fees', async () => {
    const newcomer = await createUser({ role: 'coach' });
    const { status, body } = await api(`/statistics/trainer/${newcomer.id}`, { token: associate });
    expect(status).toBe(200);
    expect(body.data.school_years).toEqual([]);
  });

  it('lets admin and associate read any coach, a coach only their own (404 otherwise), finance none', async () => {
    const { coachA, coachB } = fixture;
    const admin = await sessionFor(await createUser({ role: 'admin' }));
    expect((await api(`/statistics/trainer/${coachA.id}`, { token: admin })).status).toBe(200);
    const coachToken = await sessionFor(coachA);
    const other = await api(`/statistics/trainer/${coachB.id}`, { token: coachToken });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('not_found');
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    expect((await api(`/statistics/trainer/${coachA.id}`, { token: finance })).status).toBe(403);
    expect((await api(`/statistics/trainer/${coachA.id}`)).status).toBe(401);
  });

  it('answers 404 for an id that is not a coach, 422 for a malformed one', async () => {
    const [someone] = await db.select().from(users).where(eq(users.role, 'associate')).limit(1);
    expect((await api(`/statistics/trainer/${someone!.id}`, { token: associate })).status).toBe(404);
    expect((await api('/statistics/trainer/999999999', { token: associate })).status).toBe(404);
    expect((await api('/statistics/trainer/abc', { token: associate })).status).toBe(422);
  });
});
