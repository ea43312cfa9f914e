import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamps } from './columns';
import { evaluationKinds, evaluationStates, uiLanguages } from './enums';
import { users } from './users';
import { workshops } from './workshops';

/**
 * A questionnaire about a workshop:
 * - by_audience: filled in by the class/teacher through the public page /evaluations/{token}
 * - by_coach: filled in by an allocated coach in the back office (coach_id set)
 * - after_3_months: emailed to the teacher about three months after the workshop, public page as well
 * open -> pending (submitted, awaiting validation by an associate) -> completed.
 */
export const evaluations = sqliteTable(
  'evaluations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: evaluationKinds }).notNull(),
    /** The coach who evaluates (by_coach); null for the public kinds. */
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'restrict' }),
    state: text('state', { enum: evaluationStates }).notNull().default('open'),
    /** SHA-256 (hex) of the token in /evaluations/{token}; null for by_coach. */
    publicTokenHash: text('public_token_hash').unique(),
    /** Where the public link was sent (teacher), and in which language. */
    recipientEmail: text('recipient_email'),
    language: text('language', { enum: uiLanguages }).notNull().default('de'),
    sentAt: integer('sent_at'),
    submittedAt: integer('submitted_at'),
    validatedAt: integer('validated_at'),
    validatedById: integer('validated_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('evaluations_workshop_kind_idx').on(t.workshopId, t.kind),
    index('evaluations_coach_state_idx').on(t.coachId, t.state),
    index('evaluations_state_kind_idx').on(t.state, t.kind),
    index('evaluations_validated_by_idx').on(t.validatedById),
  ],
);

/** One answer per question; question keys are defined in code (the questionnaire per kind). */
export const evaluationAnswers = sqliteTable(
  'evaluation_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    /** Ratings are stored as their digits ('1'..'5'), free text as is. */
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('evaluation_answers_evaluation_question_uq').on(t.evaluationId, t.questionKey),
    index('evaluation_answers_question_idx').on(t.questionKey),
  ],
);
