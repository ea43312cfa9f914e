import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluations, workshops } from '../../db/schema';
import { generateToken, hashToken, nowSeconds } from '../../lib/tokens';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, outboxFor, sessionFor } from '../../test/factories';
import { atOnce } from '../../test/race';

const DAY = 86_400;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let associate: string;
let counter = 0;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

/** A done workshop with its class evaluation, mailed to a teacher of its own, whose first token the test knows. */
async function classEvaluation(
  overrides: { expiresAt?: number; language?: 'de' | 'fr'; kind?: 'by_audience' | 'after_3_months' } = {},
) {
  const email = `teacher-${++counter}-${crypto.randomUUID()}@example.test`;
  const [workshop] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId: catalogue.rights.id,
      date: '2026-09-14',
      startTime: '09:00',
      endTime: '10:30',
      durationMinutes: 90,
      institute: 'Schulhaus Musterhausen',
      location: 'Bern',
      contactFirstname: 'Petra',
      contactLastname: 'Lehrerin',
      contactEmail: email,
      priceCentimes: 45000,
      state: 'done',
    })
    .returning();
  const token = generateToken();
  const expiresAt = overrides.expiresAt ?? nowSeconds() + 30 * DAY;
  const [evaluation] = await db
    .insert(evaluations)
    .values({
      workshopId: workshop!.id,
      kind: overrides.kind ?? 'by_audience',
      questionnaireId: 1,
      publicTokenHash: hashToken(token),
      expiresAt,
      recipientEmail: email,
      language: overrides.language ?? 'de',
      sentAt: nowSeconds() - 30 * DAY,
    })
    .returning();
  return { token, evaluation: evaluation!, email, expiresAt };
}

const resend = (id: number, token = associate) => api(`/evaluations/${id}/resend-link`, { method: 'POST', token });
const publicPage = (token: string) => api(`/evaluations/public/${token}`);
const tokenIn = (text: string) => /\/evaluations\/([A-Za-z0-9_-]{43})(?!\/print)\b/.exec(text)?.[1];

describe('POST /evaluations/{id}/resend-link', () => {
  it('mails the class link again with a new token in the school’s language; the old one stops working, the closing day stays', async () => {
    const { token, evaluation, email, expiresAt } = await classEvaluation({ language: 'fr' });
    const { status, body } = await resend(evaluation.id);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: evaluation.id, sent_at: expect.any(Number), expires_at: expiresAt, recipient: email });

    const mails = (await outboxFor(email)).filter((m) => m.template === 'evaluation-audience');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe('fr');
    const fresh = tokenIn(mails[0]!.textBody);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(token);
    expect((await publicPage(token)).status).toBe(404);
    expect((await publicPage(fresh!)).status).toBe(200);
    const [row] = await db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(row).toMatchObject({ expiresAt, publicTokenHash: hashToken(fresh!) });
  });

  it('refuses a link that no longer takes responses, and what is not a class evaluation', async () => {
    const expired = await classEvaluation({ expiresAt: nowSeconds() - DAY });
    const closed = await resend(expired.evaluation.id);
    expect([closed.status, closed.body.error.code]).toEqual([409, 'evaluation_closed']);
    expect(await outboxFor(expired.email)).toEqual([]);
    const teacher = await classEvaluation({ kind: 'after_3_months' });
    expect((await resend(teacher.evaluation.id)).status).toBe(404);
    expect((await resend(999_999)).status).toBe(404);
  });

  it('is for admin and associates only', async () => {
    const { evaluation, email } = await classEvaluation();
    expect((await api(`/evaluations/${evaluation.id}/resend-link`, { method: 'POST' })).status).toBe(401);
    for (const role of ['coach', 'finance'] as const) {
      expect((await resend(evaluation.id, await sessionFor(await createUser({ role })))).status).toBe(403);
    }
    expect((await resend(evaluation.id, await sessionFor(await createUser({ role: 'admin' })))).status).toBe(200);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('sends once when two staff click at the same moment', async () => {
    const { evaluation, email } = await classEvaluation();
    const results = await atOnce(
      () => resend(evaluation.id),
      () => resend(evaluation.id),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await outboxFor(email)).toHaveLength(1);
  });
});
