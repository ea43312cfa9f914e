import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluationResponses, evaluations, inquiries, mailOutbox, workshops } from '../../db/schema';
import { hashToken, nowSeconds } from '../../lib/tokens';
import { dateIn } from '../../test/catalogue';
import { api, db } from '../../test/factories';
import { atOnce } from '../../test/race';
import { staffingFixture, type StaffingFixture } from '../../test/staffing';
import { PUBLIC_LINK_DAYS } from '../../contract/evaluations/evaluations.limits';

/** Each test plans, validates and staffs its own workshops: more than vitest's 5 s on a busy machine. */
const SLOW = 30_000;

let staffing: StaffingFixture;
beforeAll(async () => {
  staffing = await staffingFixture();
});

const setState = (id: number, state: string, reason?: string) =>
  api(`/workshops/${id}/set-state`, {
    method: 'POST',
    token: staffing.associate,
    json: { state, ...(reason ? { reason } : {}) },
  });

/**
 * A series of two past dates with a placed coach (French), ready to be done; the school asked in `schoolLanguage`
 * and is greeted as Ms Rossi.
 */
async function heldSeries(schoolLanguage: 'de' | 'fr' | 'it' | 'en' = 'fr') {
  const planned = await staffing.plannedWorkshops();
  const ids = planned.series.map((w) => w.id);
  const coach = await staffing.coach({ language: 'fr' });
  expect((await staffing.place(ids[0]!, coach.id)).status).toBe(200);
  await db
    .update(workshops)
    .set({ date: dateIn(-3) })
    .where(eq(workshops.id, ids[0]!));
  await db
    .update(workshops)
    .set({ date: dateIn(-2) })
    .where(eq(workshops.id, ids[1]!));
  await db.update(inquiries).set({ language: schoolLanguage, gender: 1 }).where(eq(inquiries.id, planned.series[0]!.inquiryId!));
  return { ids, coach, school: planned.school };
}

const evaluationsOf = (ids: number[]) =>
  db
    .select()
    .from(evaluations)
    .where(inArray(evaluations.workshopId, ids))
    .orderBy(asc(evaluations.kind), asc(evaluations.workshopId));
const mailsTo = (recipient: string, template: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.template, template)))
    .orderBy(asc(mailOutbox.id));
const tokenIn = (text: string) => /\/evaluations\/([^/\s]+)\n/.exec(text)?.[1];

describe('evaluations when a workshop becomes done', () => {
  it(
    'gives each date an audience link mailed to the school, and each placed coach an open evaluation',
    async () => {
      const { ids, coach, school } = await heldSeries('fr');
      const before = nowSeconds();
      expect((await setState(ids[0]!, 'done')).status).toBe(200);

      const rows = await evaluationsOf(ids);
      const audience = rows.filter((r) => r.kind === 'by_audience');
      const coaching = rows.filter((r) => r.kind === 'by_coach');
      expect(audience.map((r) => r.workshopId)).toEqual(ids);
      expect(coaching.map((r) => [r.workshopId, r.coachId])).toEqual(ids.map((id) => [id, coach.id]));
      for (const row of audience) {
        expect(row).toMatchObject({ state: 'open', recipientEmail: school, language: 'fr', questionnaireId: 1, coachId: null });
        expect(row.sentAt).toBeGreaterThanOrEqual(before);
        expect(row.expiresAt! - row.sentAt!).toBe(PUBLIC_LINK_DAYS * 86_400);
        expect(row.publicTokenHash).toMatch(/^[0-9a-f]{64}$/);
      }
      for (const row of coaching) {
        expect(row).toMatchObject({ state: 'open', language: 'fr', questionnaireId: 2, publicTokenHash: null, expiresAt: null });
        expect(row.sentAt).toBeGreaterThanOrEqual(before);
      }

      // One mail per date, in the school's language, greeting formally; the raw token only in the mail.
      const mails = await mailsTo(school, 'evaluation-audience');
      expect(mails).toHaveLength(2);
      const tokens = mails.map((mail) => tokenIn(mail.textBody)!);
      for (const [i, mail] of mails.entries()) {
        expect(mail).toMatchObject({ language: 'fr', carriesSecret: true });
        expect(mail.textBody.startsWith('Madame,\n\n')).toBe(true);
        expect(mail.textBody).toContain(`/fr/evaluations/${tokens[i]}/print`);
        expect(mail.textBody).toContain('\u202f:');
        expect(tokens[i]).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes = 256 bits
      }
      expect(new Set(tokens).size).toBe(2);
      expect(tokens.map(hashToken).sort()).toEqual(audience.map((r) => r.publicTokenHash).sort());
      expect(JSON.stringify(rows)).not.toContain(tokens[0]);

      // One mail per coach naming both dates, in the coach's language, with the link to their evaluations.
      const [coachMail, ...more] = await mailsTo(coach.email, 'evaluation-coach');
      expect(more).toEqual([]);
      expect(coachMail).toMatchObject({ language: 'fr', carriesSecret: false, recipientUserId: coach.id });
      expect(coachMail!.textBody).toContain('/fr/manager/evaluations\n');
      expect(coachMail!.textBody.match(/^- /gm)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'creates nothing and mails nobody again when the workshop comes back from invoiceable',
    async () => {
      const { ids, coach, school } = await heldSeries('de');
      expect((await setState(ids[0]!, 'done')).status).toBe(200);
      const first = await evaluationsOf(ids);
      expect(first).toHaveLength(4);
      expect(first[0]!.language).toBe('de');
      expect((await setState(ids[0]!, 'invoiceable')).status).toBe(200);
      expect((await setState(ids[0]!, 'done')).status).toBe(200);
      expect((await evaluationsOf(ids)).map((r) => r.id)).toEqual(first.map((r) => r.id));
      expect(await mailsTo(school, 'evaluation-audience')).toHaveLength(2);
      expect(await mailsTo(coach.email, 'evaluation-coach')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'creates one set when two people mark the workshop done at once',
    async () => {
      const { ids, coach, school } = await heldSeries();
      const answers = await atOnce(
        () => setState(ids[0]!, 'done'),
        () => setState(ids[1]!, 'done'),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await evaluationsOf(ids)).toHaveLength(4);
      expect(await mailsTo(school, 'evaluation-audience')).toHaveLength(2);
      expect(await mailsTo(coach.email, 'evaluation-coach')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'gives a workshop without a contact email no audience link, only the coaches’ evaluations',
    async () => {
      const { ids, school } = await heldSeries();
      await db.update(workshops).set({ contactEmail: null }).where(inArray(workshops.id, ids));
      expect((await setState(ids[0]!, 'done')).status).toBe(200);
      expect((await evaluationsOf(ids)).map((r) => r.kind)).toEqual(['by_coach', 'by_coach']);
      expect(await mailsTo(school, 'evaluation-audience')).toEqual([]);
    },
    SLOW,
  );

  it(
    'deletes a cancelled workshop’s unanswered evaluations and keeps those with a submitted response',
    async () => {
      const { ids } = await heldSeries();
      expect((await setState(ids[0]!, 'done')).status).toBe(200);
      const [answered, drafted] = (await evaluationsOf(ids)).filter((r) => r.kind === 'by_coach');
      await db.insert(evaluationResponses).values([
        { evaluationId: answered!.id, submittedAt: nowSeconds() },
        { evaluationId: drafted!.id, submittedAt: null },
      ]);
      expect((await setState(ids[0]!, 'cancelled', 'Schule geschlossen')).status).toBe(200);
      expect((await evaluationsOf(ids)).map((r) => r.id)).toEqual([answered!.id]);
    },
    SLOW,
  );

  it(
    'shows on the workshop page: kind, state, the coach, responses, sent and closing date',
    async () => {
      const { ids, coach } = await heldSeries();
      expect((await setState(ids[0]!, 'done')).status).toBe(200);
      const [audience] = (await evaluationsOf([ids[0]!])).filter((r) => r.kind === 'by_audience');
      await db.insert(evaluationResponses).values([
        { evaluationId: audience!.id, deviceHash: 'device-a', submittedAt: nowSeconds() },
        { evaluationId: audience!.id, deviceHash: 'device-b', submittedAt: nowSeconds() },
        { evaluationId: audience!.id, deviceHash: 'device-c', submittedAt: null },
      ]);
      const { status, body } = await api(`/workshops/${ids[0]}`, { token: staffing.associate });
      expect(status).toBe(200);
      expect(body.data.evaluations).toEqual([
        {
          id: audience!.id,
          kind: 'by_audience',
          state: 'open',
          coach: null,
          responses: 2,
          sent_at: audience!.sentAt,
          expires_at: audience!.expiresAt,
        },
        {
          id: expect.any(Number),
          kind: 'by_coach',
          state: 'open',
          coach: { id: coach.id, name: `${coach.firstname} ${coach.lastname}` },
          responses: 0,
          sent_at: audience!.sentAt,
          expires_at: null,
        },
      ]);
    },
    SLOW,
  );
});
