import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamps } from './columns';
import { evaluationKinds, evaluationStates, questionTypes, uiLanguages } from '../../contract/enums';
import { users } from './users';
import { workshops } from './workshops';

/**
 * One version of the questionnaire of a kind. Versions are immutable once written: changing a questionnaire in
 * master data writes version n+1 with all its questions, and evaluations keep the version they were given with
 * (docs/decisions/018-evaluations.md). The current questionnaire of a kind is its highest version.
 */
export const evaluationQuestionnaires = sqliteTable(
  'evaluation_questionnaires',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: evaluationKinds }).notNull(),
    version: integer('version').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('evaluation_questionnaires_kind_version_uq').on(t.kind, t.version)],
);

/** A question of one questionnaire version; `key` is stable across versions and groups the statistics. */
export const evaluationQuestions = sqliteTable(
  'evaluation_questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => evaluationQuestionnaires.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    type: text('type', { enum: questionTypes }).notNull(),
    required: integer('required', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [uniqueIndex('evaluation_questions_questionnaire_key_uq').on(t.questionnaireId, t.key)],
);

/** The wording of a question in one language; `options` is a JSON array of labels for the choice types. */
export const evaluationQuestionTranslations = sqliteTable(
  'evaluation_question_translations',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => evaluationQuestions.id, { onDelete: 'cascade' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    text: text('text').notNull(),
    options: text('options', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.language] })],
);

/**
 * A questionnaire about a workshop:
 * - by_audience: filled in by the class through the public page /evaluations/{token}, one response per device
 * - by_coach: filled in by a placed coach in the back office (coach_id set), validated by an associate
 * - after_3_months: mailed to the teacher about three months after the workshop, public page as well
 * States: docs/state-machines.md (Evaluation).
 */
export const evaluations = sqliteTable(
  'evaluations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: evaluationKinds }).notNull(),
    /** The version it was given with (set on creation; the migration filled older rows with version 1). */
    questionnaireId: integer('questionnaire_id').references(() => evaluationQuestionnaires.id, {
      onDelete: 'restrict',
    }),
    /** The coach who evaluates (by_coach); null for the public kinds. */
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'restrict' }),
    state: text('state', { enum: evaluationStates }).notNull().default('open'),
    /** SHA-256 (hex) of the token in /evaluations/{token}; null for by_coach. */
    publicTokenHash: text('public_token_hash').unique(),
    /** Public kinds: the link takes responses until then (unix seconds; 60 days after sending). */
    expiresAt: integer('expires_at'),
    /** Where the public link was sent (teacher), and in which language. */
    recipientEmail: text('recipient_email'),
    language: text('language', { enum: uiLanguages }).notNull().default('de'),
    sentAt: integer('sent_at'),
    /** The 7-day reminder (by_coach), sent once. */
    remindedAt: integer('reminded_at'),
    submittedAt: integer('submitted_at'),
    validatedAt: integer('validated_at'),
    validatedById: integer('validated_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sent back by an associate (pending -> open): why, and when. */
    reviewComment: text('review_comment'),
    returnedAt: integer('returned_at'),
    ...timestamps(),
  },
  (t) => [
    index('evaluations_workshop_kind_idx').on(t.workshopId, t.kind),
    index('evaluations_coach_state_idx').on(t.coachId, t.state),
    index('evaluations_state_kind_idx').on(t.state, t.kind),
    index('evaluations_validated_by_idx').on(t.validatedById),
    index('evaluations_questionnaire_idx').on(t.questionnaireId),
    // One public evaluation per workshop and kind, one by_coach per placed coach: creating them is idempotent.
    uniqueIndex('evaluations_public_kind_uq')
      .on(t.workshopId, t.kind)
      .where(sql`coach_id IS NULL`),
    uniqueIndex('evaluations_workshop_coach_uq')
      .on(t.workshopId, t.coachId)
      .where(sql`coach_id IS NOT NULL`),
  ],
);

/**
 * One filled-in questionnaire: per participant device for the public kinds (`device_hash` = SHA-256 of the
 * evaluation's token hash and a random id the device keeps; nothing personal), the single one of a by_coach
 * evaluation (`device_hash` null, saved as a draft until `submitted_at`).
 */
export const evaluationResponses = sqliteTable(
  'evaluation_responses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash'),
    submittedAt: integer('submitted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('evaluation_responses_device_uq').on(t.evaluationId, t.deviceHash),
    uniqueIndex('evaluation_responses_single_uq')
      .on(t.evaluationId)
      .where(sql`device_hash IS NULL`),
  ],
);

/** One answer, tied to the exact question (and so the exact wording) it was given to. */
export const evaluationAnswers = sqliteTable(
  'evaluation_response_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    responseId: integer('response_id')
      .notNull()
      .references(() => evaluationResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => evaluationQuestions.id, { onDelete: 'restrict' }),
    /** rating: 1–5. */
    rating: integer('rating'),
    /** single_choice / multiple_choice: JSON array of option indexes. */
    choices: text('choices', { mode: 'json' }).$type<number[]>(),
    /** text. */
    text: text('text'),
  },
  (t) => [
    uniqueIndex('evaluation_response_answers_response_question_uq').on(t.responseId, t.questionId),
    index('evaluation_response_answers_question_idx').on(t.questionId),
  ],
);

/**
 * The counted rating answers per workshop and question, kept in the same batch that makes them count (a public
 * response submitted, a coach evaluation validated): the reports add these few rows up instead of every answer
 * (docs/decisions/024-reports.md). Backfilled by migration 0014.
 */
export const evaluationRatingTotals = sqliteTable(
  'evaluation_rating_totals',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => evaluationQuestions.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: evaluationKinds }).notNull(),
    answers: integer('answers').notNull(),
    ratingSum: integer('rating_sum').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workshopId, t.questionId] }),
    // Covering: the reports read every column through it, by workshop.
    index('evaluation_rating_totals_report_idx').on(t.workshopId, t.kind, t.questionId, t.answers, t.ratingSum),
    index('evaluation_rating_totals_question_idx').on(t.questionId),
  ],
);

/** The two spans of the evaluation totals: whole months of the workshop date, and single days for the period's edges. */
export const totalSpans = ['month', 'day'] as const;

/**
 * The public evaluations (by_audience, after_3_months) per month and per day of the workshop date and offered
 * workshop: how many (one per workshop and kind) and their submitted responses (decision 023). Kept in the batches
 * that create a link, withdraw unanswered ones and submit a response, moved by a workshop's edit; backfilled by
 * migration 0025 (worker/features/evaluations/evaluation-totals.ts).
 */
export const evaluationLinkTotals = sqliteTable(
  'evaluation_link_totals',
  {
    kind: text('kind', { enum: evaluationKinds }).notNull(),
    span: text('span', { enum: totalSpans }).notNull(),
    /** `YYYY-MM` for a month, `YYYY-MM-DD` for a day. */
    bucket: text('bucket').notNull(),
    offeredWorkshopId: integer('offered_workshop_id').notNull(),
    evaluations: integer('evaluations').notNull(),
    responses: integer('responses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.span, t.bucket, t.offeredWorkshopId] }),
    // Covering: a period is one range of months and at most two ranges of days.
    index('evaluation_link_totals_read_idx').on(t.kind, t.span, t.bucket, t.offeredWorkshopId, t.evaluations, t.responses),
  ],
);

/**
 * The counted answers of the public evaluations (submitted responses), added up per month and per day of the workshop
 * date, offered workshop, question, rating and choice set (decision 023): the statistics by the audience read a
 * period's whole months and its edge days from here instead of every answer. Rating 0 is a choice answer, choices ''
 * a rating. Kept in the batch that submits a response, moved by a workshop's edit; backfilled by migration 0025.
 */
export const evaluationAnswerTotals = sqliteTable(
  'evaluation_answer_totals',
  {
    kind: text('kind', { enum: evaluationKinds }).notNull(),
    span: text('span', { enum: totalSpans }).notNull(),
    /** `YYYY-MM` for a month, `YYYY-MM-DD` for a day. */
    bucket: text('bucket').notNull(),
    offeredWorkshopId: integer('offered_workshop_id').notNull(),
    questionId: integer('question_id').notNull(),
    rating: integer('rating').notNull(),
    choices: text('choices').notNull(),
    answers: integer('answers').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.span, t.bucket, t.offeredWorkshopId, t.questionId, t.rating, t.choices] }),
    // Covering: a period is one range of months and at most two ranges of days.
    index('evaluation_answer_totals_read_idx').on(
      t.kind,
      t.span,
      t.bucket,
      t.offeredWorkshopId,
      t.questionId,
      t.rating,
      t.choices,
      t.answers,
    ),
  ],
);

/**
 * The validated coach evaluations per coach, per month and per day of the workshop date: how many, and the number and
 * sum of their ratings (decision 023). The coach list reads these rows instead of every answer; the last workshop date
 * of a coach is the latest day row. Kept in the batch that validates an evaluation, moved by the batch that changes a
 * workshop's date; backfilled by migration 0025.
 */
export const evaluationCoachTotals = sqliteTable(
  'evaluation_coach_totals',
  {
    coachId: integer('coach_id').notNull(),
    span: text('span', { enum: totalSpans }).notNull(),
    bucket: text('bucket').notNull(),
    evaluations: integer('evaluations').notNull(),
    ratings: integer('ratings').notNull(),
    ratingSum: integer('rating_sum').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.coachId, t.span, t.bucket] }),
    // Covering: a period's months and edge days for every coach at once.
    index('evaluation_coach_totals_read_idx').on(t.span, t.bucket, t.coachId, t.evaluations, t.ratings, t.ratingSum),
  ],
);
