import { createHash, randomBytes } from 'node:crypto';
import { queryD1, sqlText, writeD1 } from './support';

/*
 * Public evaluation links of the specs' own: a new done workshop (so no other spec's evaluations are touched and the
 * one-per-workshop index cannot clash) with evaluations whose tokens the spec knows (only their SHA-256 is stored).
 */

export interface PublicLink {
  token: string;
  evaluationId: number;
  path: string;
}

export interface EvaluatedWorkshop {
  id: number;
  /** The offered workshop's German title. */
  title: string;
  /** A public evaluation of the workshop: by_audience (questionnaire 1) or after_3_months (3), open or expired. */
  addLink(kind: 'by_audience' | 'after_3_months', options?: { expired?: boolean; language?: string }): PublicLink;
}

export function evaluatedWorkshop(label: string): EvaluatedWorkshop {
  const institute = `E2E ${label} ${randomBytes(4).toString('hex')}`;
  writeD1(`
    INSERT INTO workshops (offered_workshop_id, type, language, state, date, start_time, end_time, duration_minutes,
                           institute, location, number_participants, price_centimes)
    SELECT id, 'single', 'de', 'done', date('now', '-3 days'), '09:00', '10:30', 90, ${sqlText(institute)}, 'Bern', 20, 45000
    FROM offered_workshops ORDER BY position, id LIMIT 1`);
  const [workshop] = queryD1<{ id: number; title: string }>(`
    SELECT w.id, t.title FROM workshops w
    JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'
    WHERE w.institute = ${sqlText(institute)}`);
  if (!workshop) throw new Error(`workshop ${institute} not created`);

  const addLink: EvaluatedWorkshop['addLink'] = (kind, { expired = false, language = 'de' } = {}) => {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    const expiresAt = expired ? 'unixepoch() - 3600' : 'unixepoch() + 60 * 86400';
    writeD1(`
      INSERT INTO evaluations (workshop_id, kind, questionnaire_id, state, public_token_hash, expires_at, language, sent_at)
      VALUES (${workshop.id}, ${sqlText(kind)}, ${kind === 'by_audience' ? 1 : 3}, 'open', ${sqlText(hash)}, ${expiresAt},
              ${sqlText(language)}, unixepoch())`);
    const [row] = queryD1<{ id: number }>(`SELECT id FROM evaluations WHERE public_token_hash = ${sqlText(hash)}`);
    return { token, evaluationId: row!.id, path: `/evaluations/${token}` };
  };
  return { ...workshop, addLink };
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
