import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coachProfiles, jobRuns, organisation, workshopCoaches, workshops } from '../../db/schema';
import { runJob } from '../../jobs/schedule';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { createUser, db } from '../../test/factories';
import { deleteExpiredDocuments, subtractMonths } from './document-retention';

let offeredWorkshopId: number;
beforeAll(async () => {
  offeredWorkshopId = (await seedCatalogue()).rights.id;
  await db.update(organisation).set({ documentRetentionMonths: 24 });
});

/** A coach with all four profile files in R2, placed on a workshop on each of `dates`. */
async function coachWithFiles(dates: string[], approvedAt: number | null = null) {
  const coach = await createUser({ role: 'coach' });
  const keys = {
    residencePermitFrontKey: `coaches/${coach.id}/permit-front`,
    residencePermitBackKey: `coaches/${coach.id}/permit-back`,
    contractPdfKey: `coaches/${coach.id}/contract`,
    selfEmploymentProofKey: `coaches/${coach.id}/proof`,
  };
  for (const key of Object.values(keys)) await env.FILES.put(key, 'scan');
  await db.insert(coachProfiles).values({ userId: coach.id, ...keys, approvedAt });
  for (const date of dates) {
    const [workshop] = await db
      .insert(workshops)
      .values({
        offeredWorkshopId,
        state: 'done',
        date,
        startTime: '08:00',
        endTime: '09:30',
        durationMinutes: 90,
        institute: 'Schule',
        location: 'Bern',
        priceCentimes: 45000,
      })
      .returning({ id: workshops.id });
    await db.insert(workshopCoaches).values({ workshopId: workshop!.id, coachId: coach.id, placedAt: 1 });
  }
  return { coach, keys };
}

const profileOf = async (coachId: number) => (await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId)))[0]!;
const stored = async (key: string) => (await env.FILES.head(key)) !== null;
const auditOf = (coachId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'coach.documents_deleted'), eq(auditLog.entityId, String(coachId))));

describe('subtractMonths', () => {
  it('goes back whole months and clamps the day to the month’s end', () => {
    expect(subtractMonths('2026-11-24', 24)).toBe('2024-11-24');
    expect(subtractMonths('2026-03-31', 1)).toBe('2026-02-28');
    expect(subtractMonths('2026-01-15', 13)).toBe('2024-12-15');
  });
});

describe('automatic deletion of permit scans and contracts', () => {
  it('deletes them (R2 and keys) the configured months after the last engagement, keeps the rest, audits it', async () => {
    const expired = await coachWithFiles([dateIn(-1200), dateIn(-800)]);
    const recent = await coachWithFiles([dateIn(-800), dateIn(-600)]);
    const upcoming = await coachWithFiles([dateIn(-1200), dateIn(20)]);

    await deleteExpiredDocuments(db, env);

    const profile = await profileOf(expired.coach.id);
    expect(profile).toMatchObject({ residencePermitFrontKey: null, residencePermitBackKey: null, contractPdfKey: null });
    expect(profile.selfEmploymentProofKey).toBe(expired.keys.selfEmploymentProofKey);
    expect(await stored(expired.keys.residencePermitFrontKey)).toBe(false);
    expect(await stored(expired.keys.contractPdfKey)).toBe(false);
    expect(await stored(expired.keys.selfEmploymentProofKey)).toBe(true);
    const [entry] = await auditOf(expired.coach.id);
    expect(entry).toMatchObject({
      actorUserId: null,
      entityType: 'coach',
      details: {
        automatic: true,
        files: ['residence_permit_front', 'residence_permit_back', 'contract'],
        last_engagement: dateIn(-800),
        retention_months: 24,
      },
    });

    for (const kept of [recent, upcoming]) {
      expect((await profileOf(kept.coach.id)).contractPdfKey).toBe(kept.keys.contractPdfKey);
      expect(await stored(kept.keys.contractPdfKey)).toBe(true);
      expect(await auditOf(kept.coach.id)).toEqual([]);
    }
  });

  it('counts a coach never placed from the profile’s approval', async () => {
    const day = 86_400;
    const now = Math.floor(Date.now() / 1000);
    const longAgo = await coachWithFiles([], now - 800 * day);
    const lately = await coachWithFiles([], now - 30 * day);
    await deleteExpiredDocuments(db, env);
    expect((await profileOf(longAgo.coach.id)).contractPdfKey).toBeNull();
    expect((await profileOf(lately.coach.id)).contractPdfKey).toBe(lately.keys.contractPdfKey);
  });

  it('follows the organisation’s months and is idempotent', async () => {
    const coach = await coachWithFiles([dateIn(-100)]);
    await db.update(organisation).set({ documentRetentionMonths: 3 });
    try {
      await deleteExpiredDocuments(db, env);
      await deleteExpiredDocuments(db, env);
    } finally {
      await db.update(organisation).set({ documentRetentionMonths: 24 });
    }
    expect((await profileOf(coach.coach.id)).residencePermitBackKey).toBeNull();
    expect(await auditOf(coach.coach.id)).toHaveLength(1);
  });

  it('runs as the scheduled job document-retention, recorded in job_runs', async () => {
    const coach = await coachWithFiles([dateIn(-900)]);
    const counts = await runJob('document-retention', db, env);
    expect(counts.coaches).toBeGreaterThanOrEqual(1);
    expect((await profileOf(coach.coach.id)).contractPdfKey).toBeNull();
    const [record] = await db.select().from(jobRuns).where(eq(jobRuns.job, 'document-retention'));
    expect(record?.counts).toEqual(counts);
  });
});
