import { and, count, eq, sql } from 'drizzle-orm';
import { evaluationAnswers, evaluationResponses, evaluations, type UiLanguage } from '../../db/schema';
import { batchGuard, guarded, isUniqueViolation } from '../../lib/batch-guard';
import { addResponseTotals } from './evaluation-totals';
import { addRatingTotals } from './rating-totals';
import { rateLimitKey } from '../../lib/client-ip';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { hashToken, nowSeconds } from '../../lib/tokens';
import { answerRows, checkAnswers, loadQuestionnaire } from './answers';
import { publicEvaluationKinds, type PublicEvaluation, type PublicResponseBody } from '../../contract/evaluations/public.schemas';

/** A link's token: 32 random bytes, base64url without padding (lib/tokens.ts generateToken). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The cap per by_audience link: well above any class, so that a cleared browser storage cannot flood the results. */
export const RESPONSE_CAP_MIN = 60;
export const RESPONSE_CAP_PER_PARTICIPANT = 3;
export const responseCap = (numberParticipants: number | null) =>
  Math.max(RESPONSE_CAP_MIN, RESPONSE_CAP_PER_PARTICIPANT * (numberParticipants ?? 0));

const alreadySubmitted = () => new AppError(409, 'already_submitted', 'Evaluation already submitted');
const limitReached = () => new AppError(409, 'response_limit_reached', 'This evaluation takes no more responses');
const rateLimited = () => new AppError(429, 'rate_limited', 'Too many responses from here. Please wait a minute and send again.');

const isPublicKind = (kind: string): kind is PublicEvaluation['kind'] =>
  (publicEvaluationKinds as readonly string[]).includes(kind);

/** Takes responses: open and not past its expiry (the daily job closes expired links some hours later). */
const takesResponses = (row: { state: string; expiresAt: number | null }, now = nowSeconds()) =>
  row.state === 'open' && (row.expiresAt === null || row.expiresAt > now);

/** The same rule inside a batch, on the row as it is when the batch runs. */
const takesResponsesSql = (evaluationId: number, now: number) =>
  sql`(SELECT state = 'open' AND (expires_at IS NULL OR expires_at > ${now}) FROM evaluations WHERE id = ${evaluationId})`;

interface EvaluationRow {
  id: number;
  kind: string;
  state: string;
  expiresAt: number | null;
  language: UiLanguage;
  questionnaireId: number | null;
  workshopDate: string;
  numberParticipants: number | null;
  title: string;
}

/**
 * The public evaluation behind a token, with its workshop's title in `language` (default: the evaluation's own;
 * German, then the code, where the title is missing). 404 for a malformed or unknown token and for a by_coach row.
 */
async function findByToken(db: Database, token: string, language: UiLanguage | undefined) {
  if (!TOKEN_PATTERN.test(token)) throw notFound('Evaluation');
  const tokenHash = hashToken(token);
  const [row] = await db.all<EvaluationRow>(sql`
    SELECT e.id, e.kind, e.state, e.expires_at AS expiresAt, e.language, e.questionnaire_id AS questionnaireId,
           w.date AS workshopDate, w.number_participants AS numberParticipants,
           coalesce(t.title, de.title, ow.code) AS title
    FROM evaluations e
    JOIN workshops w ON w.id = e.workshop_id
    JOIN offered_workshops ow ON ow.id = w.offered_workshop_id
    LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = ow.id AND t.language = coalesce(${language ?? null}, e.language)
    LEFT JOIN offered_workshop_translations de ON de.offered_workshop_id = ow.id AND de.language = 'de'
    WHERE e.public_token_hash = ${tokenHash}`);
  if (!row || !isPublicKind(row.kind) || row.questionnaireId === null) throw notFound('Evaluation');
  return { ...row, kind: row.kind, questionnaireId: row.questionnaireId, tokenHash };
}

/** GET evaluations/public/{token}: what the page shows, in `language` (default: the evaluation's own). */
export async function getPublicEvaluation(
  db: Database,
  token: string,
  requested: UiLanguage | undefined,
): Promise<PublicEvaluation> {
  const found = await findByToken(db, token, requested);
  return {
    kind: found.kind,
    open: takesResponses(found),
    language: found.language,
    workshop: { title: found.title, date: found.workshopDate },
    questionnaire: await loadQuestionnaire(db, found.questionnaireId, requested ?? found.language),
  };
}

/** Per client (its address or IPv6 /64) and per link, so neither one phone nor one leaked link floods the results. */
async function checkRateLimits(env: Env, ip: string, tokenHash: string) {
  const [byClient, byLink] = await Promise.all([
    env.EVALUATION_CLIENT_LIMITER.limit({ key: `evaluation-client:${rateLimitKey(ip)}` }),
    env.EVALUATION_LINK_LIMITER.limit({ key: `evaluation-link:${tokenHash}` }),
  ]);
  if (!byClient.success || !byLink.success) throw rateLimited();
}

/**
 * POST evaluations/public/{token}: one anonymous response per device. Everything that can change meanwhile (closed,
 * the cap, the one response of a 3-month evaluation, the same device twice) is re-checked inside the batch.
 */
export async function submitPublicResponse(
  db: Database,
  env: Env,
  token: string,
  body: PublicResponseBody,
  ip: string,
): Promise<{ submittedAt: number }> {
  if (!TOKEN_PATTERN.test(token)) throw notFound('Evaluation');
  await checkRateLimits(env, ip, hashToken(token));
  const found = await findByToken(db, token, body.language);
  if (!takesResponses(found)) throw alreadySubmitted();
  const questionnaire = await loadQuestionnaire(db, found.questionnaireId, body.language ?? found.language);
  const answers = checkAnswers(questionnaire, body.answers, true);

  const now = nowSeconds();
  const deviceHash = hashToken(`${found.tokenHash}:${body.deviceId}`);
  const responseId = sql`(SELECT id FROM evaluation_responses WHERE evaluation_id = ${found.id} AND device_hash = ${deviceHash})`;
  const cap = found.kind === 'by_audience' ? responseCap(found.numberParticipants) : 1;
  const responseCount = sql`(SELECT count(*) FROM evaluation_responses WHERE evaluation_id = ${found.id})`;
  const answerInsert = answers.length > 0 ? [db.insert(evaluationAnswers).values(answerRows(responseId, answers))] : [];
  const completion =
    found.kind === 'after_3_months'
      ? [
          db
            .update(evaluations)
            .set({ state: 'completed', submittedAt: now, updatedAt: now })
            .where(and(eq(evaluations.id, found.id), eq(evaluations.state, 'open'))),
        ]
      : [];
  try {
    await guarded(
      db.batch([
        batchGuard(db, sql`${takesResponsesSql(found.id, now)} AND ${responseCount} < ${cap}`),
        db.insert(evaluationResponses).values({ evaluationId: found.id, deviceHash, submittedAt: now }),
        ...answerInsert,
        addRatingTotals(db, sql`r.id = ${responseId}`),
        ...addResponseTotals(db, sql`r.id = ${responseId}`),
        ...completion,
      ]),
      () => whyRefused(db, found.id, cap),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'evaluation_responses.evaluation_id')) throw alreadySubmitted();
    throw error;
  }
  return { submittedAt: now };
}

/** After a failed guard: closed meanwhile (or the 3-month response came first), else the cap was reached. */
async function whyRefused(db: Database, evaluationId: number, cap: number): Promise<AppError> {
  const [[evaluation], [responses]] = await db.batch([
    db
      .select({ state: evaluations.state, expiresAt: evaluations.expiresAt })
      .from(evaluations)
      .where(eq(evaluations.id, evaluationId)),
    db.select({ n: count() }).from(evaluationResponses).where(eq(evaluationResponses.evaluationId, evaluationId)),
  ]);
  if (!evaluation || !takesResponses(evaluation) || cap === 1) return alreadySubmitted();
  return (responses?.n ?? 0) >= cap ? limitReached() : alreadySubmitted();
}
