import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  offeredWorkshopFiles,
  offeredWorkshopLanguages,
  offeredWorkshopTranslations,
  offeredWorkshops,
  subjects,
} from '../../db/schema';
import { uiLanguages, workshopLanguages, type UiLanguage, type WorkshopLanguage } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded, isUniqueViolation } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { readBatch } from '../../lib/read-batch';
import { everyWordIn } from '../../lib/text-search';
import { nowSeconds } from '../../lib/tokens';
import { deleteFile, describeFile, DOWNLOAD_TTL_SECONDS, fileTypes, signedDownloadUrl, storeFile } from '../../storage/files';
import {
  optionalTranslationLanguages,
  type OfferedWorkshop,
  type OfferedWorkshopFile,
  type OfferedWorkshopListQuery,
  type OfferedWorkshopValues,
} from '../../contract/master-data/offered-workshops.schemas';

const ENTITY = 'offered_workshop';

interface OfferRow {
  id: number;
  code: string;
  type: OfferedWorkshop['type'];
  duration_minutes: number;
  price_centimes: number;
  recommended_price_centimes: number | null;
  coach_fee_centimes: number;
  vat_rate_basis_points: number;
  subject_id: number | null;
  active: number;
  position: number;
  workshop_count: number;
  inquiry_count: number;
}

/** Every offer (or the one with `id`) with how many workshops and inquiries refer to it, in display order. */
const offersQuery = (where: SQL) => sql`
    SELECT w.id, w.code, w.type, w.duration_minutes, w.price_centimes, w.recommended_price_centimes,
           w.coach_fee_centimes, w.vat_rate_basis_points, w.subject_id, w.active, w.position,
           (SELECT count(*) FROM workshops x WHERE x.offered_workshop_id = w.id) AS workshop_count,
           (SELECT count(DISTINCT s.inquiry_id) FROM inquiry_slots s WHERE s.offered_workshop_id = w.id) AS inquiry_count
    FROM offered_workshops w
    WHERE ${where}
    ORDER BY w.position, w.id`;

function selectOffers(db: Database, where: SQL) {
  return db.all<OfferRow>(offersQuery(where));
}

const allTitles = sql`(SELECT group_concat(t.title, ' ') FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.id)`;

type FileRow = typeof offeredWorkshopFiles.$inferSelect;

/**
 * The offers `where` selects (on `w`) with their translations, languages and files, assembled into the API shape: one
 * round trip, the details read for the same offers by subquery.
 */
async function loadOffers(db: Database, where: SQL): Promise<OfferedWorkshop[]> {
  const ids = sql`(SELECT w.id FROM offered_workshops w WHERE ${where})`;
  const [rows, translations, languages, fileRows] = (await readBatch(db, [
    offersQuery(where),
    sql`SELECT offered_workshop_id, language, title, description FROM offered_workshop_translations WHERE offered_workshop_id IN ${ids}`,
    sql`SELECT offered_workshop_id, language FROM offered_workshop_languages WHERE offered_workshop_id IN ${ids}`,
    sql`SELECT id, offered_workshop_id, filename, content_type, size_bytes, language FROM offered_workshop_files
      WHERE offered_workshop_id IN ${ids} ORDER BY position, id`,
  ])) as [
    OfferRow[],
    { offered_workshop_id: number; language: UiLanguage; title: string; description: string }[],
    { offered_workshop_id: number; language: WorkshopLanguage }[],
    {
      id: number;
      offered_workshop_id: number;
      filename: string;
      content_type: string;
      size_bytes: number;
      language: WorkshopLanguage | null;
    }[],
  ];
  const files = fileRows.map(
    (f) =>
      ({
        id: f.id,
        offeredWorkshopId: f.offered_workshop_id,
        filename: f.filename,
        contentType: f.content_type,
        sizeBytes: f.size_bytes,
        language: f.language,
      }) as FileRow,
  );
  return rows.map((row) => {
    const texts = new Map(
      translations
        .filter((t) => t.offered_workshop_id === row.id)
        .map((t) => [t.language, { title: t.title, description: t.description }]),
    );
    const offered = new Set(languages.filter((l) => l.offered_workshop_id === row.id).map((l) => l.language));
    return {
      id: row.id,
      code: row.code,
      type: row.type,
      translations: {
        de: texts.get('de') ?? { title: row.code, description: '' },
        fr: texts.get('fr') ?? null,
        it: texts.get('it') ?? null,
        en: texts.get('en') ?? null,
      },
      missing_translations: optionalTranslationLanguages.filter((language) => !texts.has(language)),
      languages: workshopLanguages.filter((language) => offered.has(language)),
      duration_minutes: row.duration_minutes,
      price_centimes: row.price_centimes,
      recommended_price_centimes: row.recommended_price_centimes,
      coach_fee_centimes: row.coach_fee_centimes,
      vat_rate_basis_points: row.vat_rate_basis_points,
      subject_id: row.subject_id,
      active: row.active === 1,
      position: row.position,
      files: files.filter((f) => f.offeredWorkshopId === row.id).map(toFile),
      usage: { workshops: row.workshop_count, inquiries: row.inquiry_count },
    };
  });
}

const toFile = (row: typeof offeredWorkshopFiles.$inferSelect): OfferedWorkshopFile => ({
  id: row.id,
  name: row.filename,
  size: row.sizeBytes,
  content_type: row.contentType,
  language: row.language,
});

/** GET /master-data/workshops: the whole catalogue for staff, inactive offers included. */
export async function listOffers(db: Database, query: OfferedWorkshopListQuery): Promise<OfferedWorkshop[]> {
  const where = query.q ? everyWordIn(query.q, [sql`w.code`, allTitles]) : sql`1 = 1`;
  return loadOffers(db, where);
}

async function assertOfferExists(db: Database, id: number) {
  const [offer] = await db.select({ id: offeredWorkshops.id }).from(offeredWorkshops).where(eq(offeredWorkshops.id, id)).limit(1);
  if (!offer) throw notFound('Offered workshop');
}

async function findOffer(db: Database, id: number): Promise<OfferedWorkshop> {
  const [offer] = await loadOffers(db, sql`w.id = ${id}`);
  if (!offer) throw notFound('Offered workshop');
  return offer;
}

const codeTaken = () =>
  new AppError(409, 'conflict', 'Another offered workshop has this code', [
    { path: 'code', code: 'code_taken', message: v.codeTaken },
  ]);

async function assertSubjectExists(db: Database, subjectId: number | null) {
  if (subjectId === null) return;
  const [subject] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).limit(1);
  if (!subject) {
    throw new AppError(422, 'validation_failed', 'The request did not validate', [
      { path: 'subject_id', code: 'invalid_value', message: v.choiceInvalid },
    ]);
  }
}

/** The given translations with a title; German always. */
function translationRows(values: OfferedWorkshopValues, offerId: number | SQL) {
  return uiLanguages.flatMap((language: UiLanguage) => {
    const text = values.translations[language];
    return text?.title ? [{ offeredWorkshopId: offerId, language, title: text.title, description: text.description }] : [];
  });
}

const languageRows = (languages: readonly WorkshopLanguage[], offerId: number | SQL) =>
  languages.map((language) => ({ offeredWorkshopId: offerId, language }));

/** The offer's translations and languages replaced by the given ones (statements for the caller's batch). */
function replaceTexts(db: Database, values: OfferedWorkshopValues, offerId: number) {
  return [
    db.delete(offeredWorkshopTranslations).where(eq(offeredWorkshopTranslations.offeredWorkshopId, offerId)),
    db.insert(offeredWorkshopTranslations).values(translationRows(values, offerId)),
    db.delete(offeredWorkshopLanguages).where(eq(offeredWorkshopLanguages.offeredWorkshopId, offerId)),
    db.insert(offeredWorkshopLanguages).values(languageRows(values.languages, offerId)),
  ] as const;
}

const columns = (values: OfferedWorkshopValues) => ({
  code: values.code,
  type: values.type,
  durationMinutes: values.duration_minutes,
  priceCentimes: values.price_centimes,
  recommendedPriceCentimes: values.recommended_price_centimes,
  coachFeeCentimes: values.coach_fee_centimes,
  // Left out: unchanged (a new offer gets the column's default, the standard rate).
  ...(values.vat_rate_basis_points === undefined ? {} : { vatRateBasisPoints: values.vat_rate_basis_points }),
  subjectId: values.subject_id,
  active: values.active,
});

async function unlessCodeTaken<T>(commit: Promise<T>): Promise<T> {
  try {
    return await commit;
  } catch (error) {
    if (isUniqueViolation(error, 'offered_workshops.code')) throw codeTaken();
    throw error;
  }
}

/** POST /master-data/workshops: the offer, its translations and languages in one batch. */
export async function createOffer(db: Database, actor: SessionUser, values: OfferedWorkshopValues): Promise<OfferedWorkshop> {
  await assertSubjectExists(db, values.subject_id);
  const newId = sql`(SELECT id FROM offered_workshops WHERE code = ${values.code})`;
  const position = values.position ?? sql`(SELECT coalesce(max(position), 0) + 1 FROM offered_workshops)`;
  const [inserted] = await unlessCodeTaken(
    db.batch([
      db
        .insert(offeredWorkshops)
        .values({ ...columns(values), position })
        .returning({ id: offeredWorkshops.id }),
      db.insert(offeredWorkshopTranslations).values(translationRows(values, newId)),
      db.insert(offeredWorkshopLanguages).values(languageRows(values.languages, newId)),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'offered_workshop.created',
        entityType: ENTITY,
        entityId: newId,
        details: { code: values.code },
      }),
    ]),
  );
  return findOffer(db, inserted[0]!.id);
}

const offerExists = (id: number) => sql`EXISTS (SELECT 1 FROM offered_workshops WHERE id = ${id})`;

/** PUT /master-data/workshops/{id}: every field; translations and languages replaced in the same batch. */
export async function updateOffer(
  db: Database,
  actor: SessionUser,
  id: number,
  values: OfferedWorkshopValues,
): Promise<OfferedWorkshop> {
  const before = await findOffer(db, id);
  await assertSubjectExists(db, values.subject_id);
  await guarded(
    unlessCodeTaken(
      db.batch([
        // Deleted meanwhile: the inserts below would fail on the foreign key; answer 404 instead.
        batchGuard(db, offerExists(id)),
        db
          .update(offeredWorkshops)
          .set({ ...columns(values), position: values.position ?? before.position, updatedAt: nowSeconds() })
          .where(eq(offeredWorkshops.id, id)),
        ...replaceTexts(db, values, id),
        auditInsert(db, {
          actorUserId: actor.id,
          action: 'offered_workshop.updated',
          entityType: ENTITY,
          entityId: id,
          details: { code: values.code, active: values.active },
        }),
      ]),
    ),
    () => notFound('Offered workshop'),
  );
  return findOffer(db, id);
}

/** "used by 12 workshops / 3 inquiries" */
function usageText({ workshops, inquiries }: OfferedWorkshop['usage']): string {
  const parts = [
    workshops > 0 ? `${workshops} ${workshops === 1 ? 'workshop' : 'workshops'}` : null,
    inquiries > 0 ? `${inquiries} ${inquiries === 1 ? 'inquiry' : 'inquiries'}` : null,
  ].filter(Boolean);
  return `Used by ${parts.join(' / ')}; deactivate it instead`;
}

const inUse = (usage: OfferedWorkshop['usage']) => new AppError(409, 'in_use', usageText(usage));
const isUsed = (usage: OfferedWorkshop['usage']) => usage.workshops > 0 || usage.inquiries > 0;

const notReferenced = (id: number) => sql`NOT EXISTS (SELECT 1 FROM workshops WHERE offered_workshop_id = ${id})
  AND NOT EXISTS (SELECT 1 FROM inquiry_slots WHERE offered_workshop_id = ${id})`;

/**
 * DELETE /master-data/workshops/{id}: refused with 409 `in_use` while workshops or inquiries refer to it (the guard
 * re-checks inside the batch). Translations, languages and file rows go with it; then the files leave R2.
 */
export async function deleteOffer(db: Database, env: Env, actor: SessionUser, id: number): Promise<void> {
  const offer = await findOffer(db, id);
  if (isUsed(offer.usage)) throw inUse(offer.usage);
  const keys = await db
    .select({ key: offeredWorkshopFiles.fileKey })
    .from(offeredWorkshopFiles)
    .where(eq(offeredWorkshopFiles.offeredWorkshopId, id));
  await guarded(
    db.batch([
      batchGuard(db, notReferenced(id)),
      db.delete(offeredWorkshops).where(eq(offeredWorkshops.id, id)),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'offered_workshop.deleted',
        entityType: ENTITY,
        entityId: id,
        details: { code: offer.code },
      }),
    ]),
    async () => {
      const now = await selectOffers(db, sql`w.id = ${id}`);
      return now[0] ? inUse({ workshops: now[0].workshop_count, inquiries: now[0].inquiry_count }) : notFound('Offered workshop');
    },
  );
  await Promise.all(keys.map(({ key }) => deleteFile(env, key)));
}

/** POST /master-data/workshops/{id}/files: stored in R2 (checked by content, at most 10 MB), listed last. */
export async function uploadOfferFile(
  db: Database,
  env: Env,
  actor: SessionUser,
  id: number,
  file: File,
  language: WorkshopLanguage | null,
): Promise<OfferedWorkshopFile> {
  await assertOfferExists(db, id);
  const stored = await storeFile(env, { ownerKeyPrefix: `offered-workshops/${id}`, file, allowed: fileTypes });
  const position = sql`(SELECT coalesce(max(position), 0) + 1 FROM offered_workshop_files WHERE offered_workshop_id = ${id})`;
  try {
    const [, inserted] = await guarded(
      db.batch([
        batchGuard(db, offerExists(id)),
        db
          .insert(offeredWorkshopFiles)
          .values({
            offeredWorkshopId: id,
            fileKey: stored.key,
            filename: stored.name,
            contentType: stored.contentType,
            sizeBytes: stored.size,
            language,
            position,
          })
          .returning(),
        auditInsert(db, {
          actorUserId: actor.id,
          action: 'offered_workshop.file_uploaded',
          entityType: ENTITY,
          entityId: id,
          details: { name: stored.name, language },
        }),
      ]),
      () => notFound('Offered workshop'),
    );
    return toFile(inserted[0]!);
  } catch (error) {
    await deleteFile(env, stored.key);
    throw error;
  }
}

async function findFile(db: Database, id: number, fileId: number) {
  const [file] = await db
    .select()
    .from(offeredWorkshopFiles)
    .where(and(eq(offeredWorkshopFiles.id, fileId), eq(offeredWorkshopFiles.offeredWorkshopId, id)))
    .limit(1);
  if (!file) throw notFound('File');
  return file;
}

/** DELETE /master-data/workshops/{id}/files?file_id=: the row, then the R2 object. */
export async function deleteOfferFile(db: Database, env: Env, actor: SessionUser, id: number, fileId: number) {
  const file = await findFile(db, id, fileId);
  await db.batch([
    db.delete(offeredWorkshopFiles).where(eq(offeredWorkshopFiles.id, file.id)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'offered_workshop.file_deleted',
      entityType: ENTITY,
      entityId: id,
      details: { name: file.filename },
    }),
  ]);
  await deleteFile(env, file.fileKey);
}

/** A download link valid 5 minutes (through GET /files/{token}). */
export async function offerFileLink(db: Database, env: Env, id: number, fileId: number) {
  const file = await findFile(db, id, fileId);
  if (!(await describeFile(env, file.fileKey))) throw notFound('File');
  return { url: await signedDownloadUrl(env, file.fileKey, { filename: file.filename }), expires_in: DOWNLOAD_TTL_SECONDS };
}
