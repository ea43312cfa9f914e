import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { queryD1, sqlText, writeD1 } from './support';

/**
 * The document of `path` without the API answers the worker embeds (as when it could not read them): the page asks
 * the API for its questions, which a test can then hold back or break.
 */
export async function withoutEmbeddedData(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="public-data">.*?<\/script>/, '');
      await route.fulfill({ response, body });
    },
  );
}

/*
 * Public evaluation links of the specs' own: a done workshop per label (so no other spec's evaluations are touched
 * and the one-per-workshop index cannot clash) with evaluations whose tokens the specs know (only their SHA-256 is
 * stored). e2e/fixtures.setup.ts writes them before any test runs: a write to the database file beside the running
 * worker makes its own queries fail with SQLITE_BUSY.
 */

interface LinkFixture {
  kind: 'by_audience' | 'after_3_months';
  expired?: boolean;
  language?: string;
  /** Where the link was mailed (a link sent again goes there). */
  recipient?: string;
}

/** The teacher of the workshop whose class link staff send again (e2e/workshop-evaluations.spec.ts). */
export const resendRecipient = 'e2e-evaluation-resend@schule.example.ch';

const fixtures: Record<string, LinkFixture[]> = {
  'Evaluation print': [{ kind: 'by_audience', language: 'fr' }],
  'Evaluation print closed': [{ kind: 'by_audience', expired: true }, { kind: 'after_3_months' }],
  'Evaluation desktop': [{ kind: 'by_audience', language: 'en' }],
  'Evaluation phone': [{ kind: 'by_audience' }],
  'Evaluation closed': [{ kind: 'after_3_months', expired: true, language: 'it' }],
  'Evaluation retry': [{ kind: 'by_audience' }],
  'Evaluation resend': [{ kind: 'by_audience', recipient: resendRecipient }],
  'Evaluation no shift': [{ kind: 'by_audience' }, { kind: 'after_3_months' }],
  'Evaluation no shift fr': [{ kind: 'by_audience', language: 'fr' }],
};
export type EvaluationFixtureLabel = keyof typeof fixtures;

export interface PublicLink {
  token: string;
  evaluationId: number;
  path: string;
}

export interface EvaluatedWorkshop {
  id: number;
  /** The offered workshop's German title. */
  title: string;
  /** Its public evaluations, in the order of the fixture: by_audience (questionnaire 1) or after_3_months (3). */
  links: PublicLink[];
}

/** A 32-byte token like the worker's, fixed per label and link so that the setup and the specs agree. */
const tokenOf = (label: string, index: number) =>
  createHash('sha256').update(`e2e-evaluation:${label}:${index}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const instituteOf = (label: string) => `E2E ${label}`;

/** Writes every label's workshop and links (fixtures.setup.ts, before the tests). */
export function createEvaluationFixtures(): void {
  for (const [label, links] of Object.entries(fixtures)) {
    const institute = sqlText(instituteOf(label));
    const evaluations = links.map(({ kind, expired = false, language = 'de', recipient }, index) => {
      const expiresAt = expired ? 'unixepoch() - 3600' : 'unixepoch() + 60 * 86400';
      return `INSERT OR IGNORE INTO evaluations (workshop_id, kind, questionnaire_id, state, public_token_hash, expires_at, language, sent_at, recipient_email)
        SELECT id, ${sqlText(kind)}, ${kind === 'by_audience' ? 1 : 3}, 'open', ${sqlText(hashOf(tokenOf(label, index)))},
               ${expiresAt}, ${sqlText(language)}, unixepoch(), ${recipient ? sqlText(recipient) : 'NULL'}
          FROM workshops WHERE institute = ${institute};`;
    });
    writeD1(`
      INSERT INTO workshops (offered_workshop_id, type, language, state, date, start_time, end_time, duration_minutes,
                             institute, location, number_participants, price_centimes)
      SELECT id, 'single', 'de', 'done', date('now', '-3 days'), '09:00', '10:30', 90, ${institute}, 'Bern', 20, 45000
        FROM offered_workshops WHERE NOT EXISTS (SELECT 1 FROM workshops WHERE institute = ${institute})
       ORDER BY position, id LIMIT 1;
      ${evaluations.join('\n')}`);
  }
}

/** A label's workshop and links, as the setup wrote them. */
export function evaluatedWorkshop(label: EvaluationFixtureLabel): EvaluatedWorkshop {
  const [workshop] = queryD1<{ id: number; title: string }>(`
    SELECT w.id, t.title FROM workshops w
    JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'
    WHERE w.institute = ${sqlText(instituteOf(label))}`);
  if (!workshop) throw new Error(`workshop ${label} not created by fixtures.setup.ts`);
  const links = fixtures[label]!.map((_, index) => {
    const token = tokenOf(label, index);
    const [row] = queryD1<{ id: number }>(`SELECT id FROM evaluations WHERE public_token_hash = ${sqlText(hashOf(token))}`);
    return { token, evaluationId: row!.id, path: `/evaluations/${token}` };
  });
  return { ...workshop, links };
}

/** The wording of a questionnaire's questions in a language, in their order. */
export function questionTexts(questionnaireId: number, language: string) {
  return queryD1<{ id: number; type: string; text: string; options: string }>(`
    SELECT q.id, q.type, t.text, t.options FROM evaluation_questions q
    JOIN evaluation_question_translations t ON t.question_id = q.id AND t.language = ${sqlText(language)}
    WHERE q.questionnaire_id = ${questionnaireId} ORDER BY q.position, q.id`).map((row) => ({
    ...row,
    options: JSON.parse(row.options) as string[],
  }));
}
