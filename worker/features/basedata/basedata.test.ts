import { describe, expect, it } from 'vitest';
import {
  coachRequests,
  gradeTranslations,
  grades,
  offeredWorkshops,
  skillTranslations,
  skills,
  workshops,
} from '../../db/schema';
import { api, createUser, db, sessionFor } from '../../test/factories';

async function seedLists() {
  const [skill] = await db.insert(skills).values({ position: 1 }).returning();
  await db.insert(skillTranslations).values([
    { skillId: skill!.id, language: 'de', name: 'Moderation' },
    { skillId: skill!.id, language: 'fr', name: 'Animation' },
  ]);
  const [grade] = await db.insert(grades).values({ position: 1 }).returning();
  await db.insert(gradeTranslations).values({ gradeId: grade!.id, language: 'de', name: 'Zyklus 3' });
  const [hidden] = await db.insert(grades).values({ position: 2, active: false }).returning();
  await db.insert(gradeTranslations).values({ gradeId: hidden!.id, language: 'de', name: 'Alt' });
  return { skill: skill!, grade: grade! };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function workshopWithRequest(coachId: number, state: 'new-request' | 'declined' | 'approved', date = inDays(30)) {
  const [offered] = await db
    .insert(offeredWorkshops)
    .values({ code: `W${Math.random().toString(36).slice(2, 8)}`, durationMinutes: 90, priceCentimes: 45000 })
    .returning();
  const [workshop] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId: offered!.id,
      date,
      startTime: '08:00',
      endTime: '09:30',
      durationMinutes: 90,
      institute: 'Schule Bümpliz',
      location: 'Bern',
      priceCentimes: 45000,
    })
    .returning();
  await db.insert(coachRequests).values({ workshopId: workshop!.id, coachId, state });
}

describe('GET /api/basedata', () => {
  it('is public and says the bot check is not configured locally', async () => {
    const { status, body } = await api('/basedata');
    expect(status).toBe(200);
    expect(body.data).toEqual({ languages: ['de', 'fr', 'it', 'en'], currency: 'CHF', turnstile_site_key: null });
  });
});

describe('GET /api/basedata/manager', () => {
  it('lists master data in the user’s language with German as fallback, and counts a coach’s new requests', async () => {
    const { skill, grade } = await seedLists();
    const coach = await createUser({ role: 'coach', language: 'fr' });
    await workshopWithRequest(coach.id, 'new-request');
    await workshopWithRequest(coach.id, 'new-request');
    await workshopWithRequest(coach.id, 'declined');
    // The requests page lists workshops from today on: an unanswered request of a past workshop is not counted.
    await workshopWithRequest(coach.id, 'new-request', inDays(-3));

    const { status, body } = await api('/basedata/manager', { token: await sessionFor(coach) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ languages: ['de', 'fr', 'it', 'en'], currency: 'CHF', pending_coach_requests: 2 });
    expect(body.data.coach_skills).toContainEqual({ id: skill.id, name: 'Animation' });
    expect(body.data.grades).toContainEqual({ id: grade.id, name: 'Zyklus 3' });
    expect(body.data.grades.map((g: { name: string }) => g.name)).not.toContain('Alt');
  });

  it('gives staff the deactivated coach skills, languages and subjects too (coaches’ profiles may have them)', async () => {
    const [retired] = await db.insert(skills).values({ position: 9, active: false }).returning();
    await db.insert(skillTranslations).values({ skillId: retired!.id, language: 'de', name: 'Ehemalig' });
    const skillIds = async (role: 'coach' | 'associate' | 'finance') => {
      const { body } = await api('/basedata/manager', { token: await sessionFor(await createUser({ role })) });
      return body.data.coach_skills.map((skill: { id: number }) => skill.id);
    };
    expect(await skillIds('coach')).not.toContain(retired!.id);
    expect(await skillIds('associate')).toContain(retired!.id);
    expect(await skillIds('finance')).toContain(retired!.id);
  });

  it('gives staff a zero count and refuses anonymous callers', async () => {
    const token = await sessionFor(await createUser({ role: 'associate' }));
    expect((await api('/basedata/manager', { token })).body.data.pending_coach_requests).toBe(0);
    expect((await api('/basedata/manager')).status).toBe(401);
  });
});
