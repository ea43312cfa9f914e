import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  educationalSystems,
  generalTerms,
  grades,
  infrastructureOptions,
  inquiries,
  inquiryInfrastructure,
  inquirySlots,
  offeredWorkshops,
  users,
  workshops,
} from '../../db/schema';
import type { UiLanguage, WorkshopState } from '../../db/schema/enums';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { rateLimitKey } from '../../lib/client-ip';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound, type FieldIssue } from '../../lib/errors';
import { readBatch } from '../../lib/read-batch';
import { generateToken, hashToken, nowSeconds } from '../../lib/tokens';
import { verifyTurnstile } from '../../lib/turnstile';
import { formatSlot, greeting, oneLine } from '../../mail/format';
import { activeUsersWithSettings } from '../../mail/recipients';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { inquiryNew } from '../../mail/templates/inquiry-new';
import { inquiryValidated } from '../../mail/templates/inquiry-validated';
import { inquiryReceived, type InquirySummaryLine } from '../../mail/templates/inquiry-received';
import type { SessionUser } from '../../lib/session-user';
import { translatedList } from '../basedata/basedata.service';
import { currentTerms } from '../master-data/terms.service';
import { newsletterOptIn } from '../newsletter/subscribers.service';
import { workshopsFromInquiry } from '../workshops/workshops.service';
import type {
  InquiryCreateBody,
  InquiryDetail,
  InquiryFormdata,
  InquiryFormValues,
  InquiryManagerFormdata,
  InquiryStatus,
  InquiryView,
  OfferedWorkshopOption,
} from './inquiries.schemas';

interface CatalogueRow extends OfferedWorkshopOption {
  active: boolean;
  recommended_price_centimes: number | null;
}

/** The workshop catalogue in one query: titles in the language (German fallback) and the languages offered. */
async function catalogue(db: Database, language: UiLanguage, includeInactive: boolean): Promise<CatalogueRow[]> {
  const rows = await db.all<{
    id: number;
    title: string;
    description: string;
    duration_minutes: number;
    price_centimes: number;
    type: OfferedWorkshopOption['type'];
    recommended_price_centimes: number | null;
    active: number;
    languages: string | null;
  }>(sql`
    SELECT w.id, coalesce(t.title, de.title, w.code) AS title, coalesce(t.description, de.description, '') AS description,
           w.duration_minutes, w.price_centimes, w.recommended_price_centimes, w.active, w.type,
           (SELECT group_concat(l.language) FROM offered_workshop_languages l WHERE l.offered_workshop_id = w.id) AS languages
    FROM offered_workshops w
    LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = w.id AND t.language = ${language}
    LEFT JOIN offered_workshop_translations de ON de.offered_workshop_id = w.id AND de.language = 'de'
    WHERE ${includeInactive ? sql`1 = 1` : sql`w.active = 1`}
    ORDER BY w.position, w.id`);
  const order = ['de', 'fr', 'it', 'en', 'es'];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    duration_minutes: row.duration_minutes,
    price_centimes: row.price_centimes,
    recommended_price_centimes: row.recommended_price_centimes,
    active: row.active === 1,
    type: row.type,
    languages: (row.languages ? row.languages.split(',') : []).sort(
      (a, b) => order.indexOf(a) - order.indexOf(b),
    ) as OfferedWorkshopOption['languages'],
  }));
}

export async function formdata(db: Database, language: UiLanguage): Promise<InquiryFormdata> {
  const [workshops, gradeList, systems, infrastructure, terms] = await Promise.all([
    catalogue(db, language, false),
    translatedList(db, 'grades', language),
    translatedList(db, 'educationalSystems', language),
    translatedList(db, 'infrastructure', language),
    currentTerms(db, language),
  ]);
  return {
    workshops: workshops.map(({ active: _a, recommended_price_centimes: _r, ...workshop }) => workshop),
    grades: gradeList,
    educational_systems: systems,
    infrastructure,
    general_terms: terms,
  };
}

/** What staff need beyond the public form: inactive workshops, recommended prices, associates to assign. */
export async function managerFormdata(db: Database, language: UiLanguage): Promise<InquiryManagerFormdata> {
  const [base, workshops, associates] = await Promise.all([
    formdata(db, language),
    catalogue(db, language, true),
    db
      .select({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(users)
      .where(and(inArray(users.role, ['admin', 'associate']), eq(users.state, 'active')))
      .orderBy(asc(users.lastname), asc(users.firstname)),
  ]);
  return { ...base, workshops, associates };
}

/**
 * References the schema cannot check: the chosen workshops, grade and infrastructure must exist and be offered, the
 * educational system must be active (or, on an edit, the one the inquiry has already).
 */
async function checkReferences(
  db: Database,
  form: Pick<InquiryFormValues, 'slots' | 'knowledge'>,
  stored: { educationalSystemId: number | null } = { educationalSystemId: null },
) {
  const workshopIds = [...new Set(form.slots.map((slot) => slot.workshopId))];
  const systemId = form.knowledge.educationalSystem ?? null;
  const [activeWorkshops, grade, options, system] = await Promise.all([
    db
      .select({ id: offeredWorkshops.id })
      .from(offeredWorkshops)
      .where(and(inArray(offeredWorkshops.id, workshopIds), eq(offeredWorkshops.active, true))),
    db.select({ id: grades.id }).from(grades).where(eq(grades.id, form.knowledge.grade)),
    form.knowledge.infrastructure.length
      ? db
          .select({ id: infrastructureOptions.id })
          .from(infrastructureOptions)
          .where(inArray(infrastructureOptions.id, form.knowledge.infrastructure))
      : Promise.resolve([]),
    systemId === null || systemId === stored.educationalSystemId
      ? Promise.resolve([{ id: systemId }])
      : db
          .select({ id: educationalSystems.id })
          .from(educationalSystems)
          .where(and(eq(educationalSystems.id, systemId), eq(educationalSystems.active, true))),
  ]);
  const known = new Set(activeWorkshops.map((w) => w.id));
  const issues: FieldIssue[] = [];
  form.slots.forEach((slot, i) => {
    if (!known.has(slot.workshopId))
      issues.push({ path: `slots.${i}.workshopId`, code: 'invalid_value', message: 'workshops_incomplete' });
  });
  if (grade.length === 0) issues.push({ path: 'knowledge.grade', code: 'invalid_value', message: 'required' });
  if (system.length === 0) {
    issues.push({ path: 'knowledge.educationalSystem', code: 'invalid_value', message: 'choice_invalid' });
  }
  if (options.length !== new Set(form.knowledge.infrastructure).size) {
    issues.push({ path: 'knowledge.infrastructure', code: 'invalid_value', message: 'required' });
  }
  if (issues.length > 0) throw new AppError(422, 'validation_failed', 'The request did not validate', issues);
}

type SummarySlot = Pick<InquiryFormValues['slots'][number], 'workshopId' | 'date' | 'startTime' | 'endTime'> &
  Partial<Pick<InquiryFormValues['slots'][number], 'altDate' | 'altStartTime' | 'altEndTime'>>;

async function summaryLines(db: Database, slots: SummarySlot[], language: UiLanguage): Promise<InquirySummaryLine[]> {
  const titles = new Map((await catalogue(db, language, true)).map((w) => [w.id, w.title]));
  return slots.map((slot) => ({
    title: titles.get(slot.workshopId) ?? '',
    when: formatSlot(slot.date, slot.startTime, slot.endTime, language),
    alternative: slot.altDate ? formatSlot(slot.altDate, slot.altStartTime ?? '', slot.altEndTime ?? '', language) : null,
  }));
}

/** Staff who want new-inquiry mails (the default); the team address when nobody does. */
async function inquiryRecipients(db: Database, env: Env) {
  const staff = await activeUsersWithSettings(db, ['admin', 'associate']);
  const wanting = staff.filter((user) => user.notifications?.inquiries !== false);
  if (wanting.length > 0)
    return wanting.map(({ id, email, language, firstname, lastname }) => ({ id, email, language, firstname, lastname }));
  return [{ id: null, email: env.STAFF_NOTIFICATION_EMAIL, language: 'de' as UiLanguage, firstname: null, lastname: null }];
}

/** Stands for the new inquiry's id in the staff mail until the batch that creates the inquiry fills it in. */
const INQUIRY_ID = '{{inquiry-id}}';

async function enforceInquiryRateLimit(env: Env, ip: string) {
  const { success } = await env.INQUIRY_LIMITER.limit({ key: `inquiry:${rateLimitKey(ip)}` });
  if (!success)
    throw new AppError(429, 'rate_limited', 'Too many inquiries from this address. Please wait a minute and send again.');
}

/**
 * Public: stores the inquiry with its slots and infrastructure in one batch (state requested), mails the
 * requester a confirmation with a private link and notifies staff. A filled honeypot answers like a success
 * and stores nothing.
 */
export async function createInquiry(
  db: Database,
  env: Env,
  body: InquiryFormValues & Pick<InquiryCreateBody, 'turnstile_token' | 'website'>,
  ip: string,
): Promise<{ id: number; state: 'requested' }> {
  await enforceInquiryRateLimit(env, ip);
  if (body.website && body.website.trim() !== '') {
    await auditInsert(db, { actorUserId: null, action: 'inquiry.honeypot', ip });
    return { id: 0, state: 'requested' };
  }
  if (!(await verifyTurnstile(env, body.turnstile_token, ip))) {
    throw new AppError(400, 'bot_check_failed', 'The bot check failed');
  }
  await checkReferences(db, body);

  const token = generateToken();
  const viewTokenHash = hashToken(token);
  const terms = await currentTerms(db, body.language);
  const { contact } = body;
  const inquiryId = sql`(SELECT id FROM inquiries WHERE view_token_hash = ${viewTokenHash})`;
  const now = nowSeconds();

  const statements: BatchItem<'sqlite'>[] = [
    db
      .insert(inquiries)
      .values({ ...inquiryColumns(body), termsAcceptedAt: now, generalTermsId: terms?.id ?? null, viewTokenHash }),
    ...slotInserts(db, inquiryId, body.slots),
    ...infrastructureInserts(db, inquiryId, body.knowledge.infrastructure),
    auditInsert(db, { actorUserId: null, action: 'inquiry.created', entityType: 'inquiry', ip }),
  ];

  const requesterLines = await summaryLines(db, body.slots, body.language);
  const staff = await inquiryRecipients(db, env);
  // What the requester typed goes into the bodies on one line each, and never into a subject or a link.
  const typed = {
    institute: oneLine(contact.institute),
    firstname: oneLine(contact.firstname),
    lastname: oneLine(contact.lastname),
    location: oneLine(`${contact.postcode} ${contact.location}`),
  };
  const mails: OutgoingMail[] = [
    {
      ...renderMail(inquiryReceived, body.language, {
        greeting: greeting(body.language, { ...typed, salutation: contact.gender }),
        institute: typed.institute,
        lines: requesterLines,
        viewUrl: appLink(env, body.language, `/inquiry/${token}`),
      }),
      recipient: contact.email,
    },
  ];
  for (const recipient of staff) {
    mails.push({
      ...renderMail(inquiryNew, recipient.language, {
        greeting: greeting(recipient.language, recipient),
        number: INQUIRY_ID,
        institute: typed.institute,
        contactName: `${typed.firstname} ${typed.lastname}`,
        location: typed.location,
        lines: recipient.language === body.language ? requesterLines : await summaryLines(db, body.slots, recipient.language),
        // The back office's inquiry page (web/config/paths.ts, paths.manager.inquiry).
        manageUrl: appLink(env, recipient.language, `/manager/inquiries/${INQUIRY_ID}`),
      }),
      recipient: recipient.email,
      recipientUserId: recipient.id,
      fill: { [INQUIRY_ID]: inquiryId },
    });
  }
  if (body.newsletter) {
    const optIn = await newsletterOptIn(db, env, {
      email: contact.email,
      firstname: typed.firstname,
      lastname: typed.lastname,
      salutation: contact.gender,
      language: body.language,
      inquiryId,
    });
    statements.push(...optIn.statements);
    mails.push(...optIn.mails);
  }
  await commitWithMail(db, env, statements, mails);

  const [created] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.viewTokenHash, viewTokenHash));
  return { id: created!.id, state: 'requested' };
}

const slotsOf = (db: Database, inquiryId: number) =>
  db.select().from(inquirySlots).where(eq(inquirySlots.inquiryId, inquiryId)).orderBy(asc(inquirySlots.position));
const infrastructureOf = (db: Database, inquiryId: number) =>
  db
    .select({ id: inquiryInfrastructure.infrastructureOptionId })
    .from(inquiryInfrastructure)
    .where(eq(inquiryInfrastructure.inquiryId, inquiryId));

async function viewOf(db: Database, inquiry: typeof inquiries.$inferSelect): Promise<InquiryView> {
  const [slots, infrastructure] = await db.batch([slotsOf(db, inquiry.id), infrastructureOf(db, inquiry.id)]);
  return viewFromRows(inquiry, slots, infrastructure);
}

function viewFromRows(
  inquiry: typeof inquiries.$inferSelect,
  slots: (typeof inquirySlots.$inferSelect)[],
  infrastructure: { id: number }[],
): InquiryView {
  return {
    id: inquiry.id,
    state: inquiry.state,
    created_at: inquiry.createdAt,
    slots: slots.map((slot) => ({
      uid: String(slot.id),
      workshopId: slot.offeredWorkshopId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      altDate: slot.altDate ?? '',
      altStartTime: slot.altStartTime ?? '',
      altEndTime: slot.altEndTime ?? '',
    })),
    contact: {
      gender: inquiry.gender,
      firstname: inquiry.firstname,
      lastname: inquiry.lastname,
      phone: inquiry.phone,
      email: inquiry.email,
      institute: inquiry.institute,
      streetAddress: inquiry.streetAddress,
      addressAddition: inquiry.addressAddition ?? '',
      postcode: inquiry.postcode,
      location: inquiry.location,
      institutePhone: inquiry.institutePhone ?? '',
      useInvoiceAddress: inquiry.useInvoiceAddress,
      invoiceInstitute: inquiry.invoiceInstitute ?? '',
      invoiceFirstname: inquiry.invoiceFirstname ?? '',
      invoiceLastname: inquiry.invoiceLastname ?? '',
      invoiceStreetAddress: inquiry.invoiceStreetAddress ?? '',
      invoiceAddressAddition: inquiry.invoiceAddressAddition ?? '',
      invoicePostcode: inquiry.invoicePostcode ?? '',
      invoiceLocation: inquiry.invoiceLocation ?? '',
    },
    knowledge: {
      grade: inquiry.gradeId,
      educationalSystem: inquiry.educationalSystemId,
      class: inquiry.schoolClass ?? '',
      numberParticipantsTotal: inquiry.numberParticipantsTotal,
      numberParticipantsM: inquiry.numberParticipantsM ?? undefined,
      numberParticipantsF: inquiry.numberParticipantsF ?? undefined,
      numberParticipantsN: inquiry.numberParticipantsN ?? undefined,
      preknowledge: inquiry.preknowledge ?? '',
      infrastructure: infrastructure.map((row) => row.id),
    },
    topics: inquiry.topics ?? '',
    sourceOfDiscovery: inquiry.sourceOfDiscovery ?? '',
    newsletter: inquiry.newsletterOptIn,
    termsAccepted: true,
    language: inquiry.language,
  };
}

function slotInserts(db: Database, inquiryId: number | SQL, slots: InquiryFormValues['slots']) {
  return slots.map((slot, position) =>
    db.insert(inquirySlots).values({
      inquiryId,
      offeredWorkshopId: slot.workshopId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      altDate: slot.altDate || null,
      altStartTime: slot.altDate ? slot.altStartTime : null,
      altEndTime: slot.altDate ? slot.altEndTime : null,
      position,
    }),
  );
}

function infrastructureInserts(db: Database, inquiryId: number | SQL, optionIds: number[]) {
  return [...new Set(optionIds)].map((optionId) =>
    db.insert(inquiryInfrastructure).values({ inquiryId, infrastructureOptionId: optionId }),
  );
}

type SchoolWorkshop = InquiryStatus['workshops'][number];

const schoolStatus = (state: WorkshopState): SchoolWorkshop['status'] =>
  state === 'cancelled'
    ? 'cancelled'
    : state === 'to-realize'
      ? 'confirmed'
      : state === 'done' || state === 'invoiceable' || state === 'invoiced'
        ? 'done'
        : 'planned';

/** The inquiry's workshops as the school sees them: state in its terms, and the placed trainers' names. */
async function schoolWorkshops(db: Database, inquiryId: number, language: UiLanguage): Promise<SchoolWorkshop[]> {
  const [rows, trainers] = (await readBatch(db, [
    sql`SELECT w.id, w.date, w.start_time, w.end_time, w.state,
          coalesce(t.title, tde.title, '') AS title
        FROM workshops w
        LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}
        LEFT JOIN offered_workshop_translations tde ON tde.offered_workshop_id = w.offered_workshop_id AND tde.language = 'de'
        WHERE w.inquiry_id = ${inquiryId}
        ORDER BY w.date, w.start_time, w.id`,
    sql`SELECT wc.workshop_id, u.firstname, u.lastname
        FROM workshop_coaches wc JOIN users u ON u.id = wc.coach_id JOIN workshops w ON w.id = wc.workshop_id
        WHERE w.inquiry_id = ${inquiryId}
        ORDER BY u.lastname, u.firstname`,
  ])) as [
    { id: number; date: string; start_time: string; end_time: string; state: WorkshopState; title: string }[],
    { workshop_id: number; firstname: string; lastname: string }[],
  ];
  return rows.map(({ id, state, ...workshop }) => {
    const status = schoolStatus(state);
    const named = status === 'confirmed' || status === 'done';
    return {
      ...workshop,
      status,
      trainers: named
        ? trainers.filter((t) => t.workshop_id === id).map(({ firstname, lastname }) => ({ firstname, lastname }))
        : [],
    };
  });
}

/** The requester’s private link: the inquiry as sent, and how its workshops stand. */
export async function viewInquiry(db: Database, token: string): Promise<InquiryStatus> {
  const [inquiry] = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.viewTokenHash, hashToken(token)))
    .limit(1);
  if (!inquiry) throw new AppError(404, 'token_invalid', 'The link is invalid');
  const [view, workshops] = await Promise.all([viewOf(db, inquiry), schoolWorkshops(db, inquiry.id, inquiry.language)]);
  return { ...view, workshops };
}

async function loadInquiry(db: Database, id: number) {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  if (!inquiry) throw notFound('Inquiry');
  return inquiry;
}

/** Staff: the inquiry with its assignment and the workshops it became. */
export async function inquiryDetail(db: Database, id: number): Promise<InquiryDetail> {
  // One round trip: the inquiry, its slots and infrastructure, its associate and its workshops.
  const [[inquiry], slots, infrastructure, associate, created, terms] = await db.batch([
    db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1),
    slotsOf(db, id),
    infrastructureOf(db, id),
    db
      .select({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.assignedAssociateId))
      .where(eq(inquiries.id, id)),
    db
      .select({
        id: workshops.id,
        state: workshops.state,
        date: workshops.date,
        start_time: workshops.startTime,
        end_time: workshops.endTime,
        series_id: workshops.seriesId,
        offered_workshop_id: workshops.offeredWorkshopId,
      })
      .from(workshops)
      .where(eq(workshops.inquiryId, id))
      .orderBy(asc(workshops.date), asc(workshops.id)),
    db
      .select({
        id: generalTerms.id,
        language: generalTerms.language,
        version: generalTerms.version,
        valid_from: generalTerms.validFrom,
      })
      .from(inquiries)
      .innerJoin(generalTerms, eq(generalTerms.id, inquiries.generalTermsId))
      .where(eq(inquiries.id, id)),
  ]);
  if (!inquiry) throw notFound('Inquiry');
  return {
    ...viewFromRows(inquiry, slots, infrastructure),
    associate: associate[0] ?? null,
    validated_at: inquiry.validatedAt,
    accepted_terms: terms[0] ?? null,
    workshops: created,
  };
}

const alreadyValidated = () => new AppError(409, 'invalid_transition', 'The inquiry has already been validated');

function inquiryColumns(body: Omit<InquiryFormValues, 'termsAccepted'>) {
  const { contact, knowledge } = body;
  const invoice = (value: string) => (contact.useInvoiceAddress ? value || null : null);
  return {
    gender: contact.gender,
    firstname: contact.firstname,
    lastname: contact.lastname,
    phone: contact.phone,
    email: contact.email,
    institute: contact.institute,
    streetAddress: contact.streetAddress,
    addressAddition: contact.addressAddition || null,
    postcode: contact.postcode,
    location: contact.location,
    institutePhone: contact.institutePhone || null,
    useInvoiceAddress: contact.useInvoiceAddress,
    invoiceInstitute: invoice(contact.invoiceInstitute),
    invoiceFirstname: invoice(contact.invoiceFirstname),
    invoiceLastname: invoice(contact.invoiceLastname),
    invoiceStreetAddress: invoice(contact.invoiceStreetAddress),
    invoiceAddressAddition: invoice(contact.invoiceAddressAddition),
    invoicePostcode: invoice(contact.invoicePostcode),
    invoiceLocation: invoice(contact.invoiceLocation),
    gradeId: knowledge.grade,
    educationalSystemId: knowledge.educationalSystem ?? null,
    schoolClass: knowledge.class || null,
    numberParticipantsTotal: knowledge.numberParticipantsTotal,
    numberParticipantsM: knowledge.numberParticipantsM ?? null,
    numberParticipantsF: knowledge.numberParticipantsF ?? null,
    numberParticipantsN: knowledge.numberParticipantsN ?? null,
    preknowledge: knowledge.preknowledge || null,
    topics: body.topics || null,
    sourceOfDiscovery: body.sourceOfDiscovery || null,
    newsletterOptIn: body.newsletter,
    language: body.language,
    firstSlotDate: body.slots.map((slot) => slot.date).sort()[0] ?? null,
  };
}

/** Staff correct a requested inquiry; a validated one has become workshops and is edited there. */
export async function updateInquiry(
  db: Database,
  actor: SessionUser,
  id: number,
  body: Omit<InquiryFormValues, 'termsAccepted'>,
): Promise<InquiryDetail> {
  const inquiry = await loadInquiry(db, id);
  if (inquiry.state !== 'requested') throw alreadyValidated();
  await checkReferences(db, body, inquiry);
  await guarded(
    db.batch([
      // A validation racing this edit wins or loses as a whole: a validated inquiry is never edited.
      batchGuard(db, sql`(SELECT state FROM inquiries WHERE id = ${id}) = 'requested'`),
      db
        .update(inquiries)
        .set({ ...inquiryColumns(body), updatedAt: nowSeconds() })
        .where(eq(inquiries.id, id)),
      db.delete(inquirySlots).where(eq(inquirySlots.inquiryId, id)),
      ...slotInserts(db, id, body.slots),
      db.delete(inquiryInfrastructure).where(eq(inquiryInfrastructure.inquiryId, id)),
      ...infrastructureInserts(db, id, body.knowledge.infrastructure),
      auditInsert(db, { actorUserId: actor.id, action: 'inquiry.updated', entityType: 'inquiry', entityId: id }),
    ]),
    alreadyValidated,
  );
  return inquiryDetail(db, id);
}

/** Assigns the inquiry to an active admin or associate (the actor themself or someone else). */
export async function assignInquiry(db: Database, actor: SessionUser, id: number, associateId: number): Promise<InquiryDetail> {
  await loadInquiry(db, id);
  const [associate] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, associateId), inArray(users.role, ['admin', 'associate']), eq(users.state, 'active')));
  if (!associate) {
    throw new AppError(422, 'validation_failed', 'Error on allocating associate', [
      { path: 'associate_id', code: 'invalid_value', message: 'required' },
    ]);
  }
  await db.batch([
    db.update(inquiries).set({ assignedAssociateId: associateId, updatedAt: nowSeconds() }).where(eq(inquiries.id, id)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'inquiry.assigned',
      entityType: 'inquiry',
      entityId: id,
      details: { associateId },
    }),
  ]);
  return inquiryDetail(db, id);
}

/**
 * Validating turns the inquiry into workshops (one per slot; several of the same catalogue workshop form a
 * series), marks it validated and tells the school, all in one batch. A second validation is refused.
 */
export async function validateInquiry(db: Database, env: Env, actor: SessionUser, id: number): Promise<InquiryDetail> {
  const inquiry = await loadInquiry(db, id);
  if (inquiry.state !== 'requested') throw alreadyValidated();
  const slots = await db.select().from(inquirySlots).where(eq(inquirySlots.inquiryId, id)).orderBy(asc(inquirySlots.position));
  if (slots.length === 0) throw new AppError(409, 'invalid_transition', 'The inquiry has no workshops to validate');
  const now = nowSeconds();
  const lines = await summaryLines(
    db,
    slots.map((slot) => ({
      workshopId: slot.offeredWorkshopId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
    })),
    inquiry.language,
  );
  // Of two validations racing, or a validation racing an edit, only the first finds the inquiry still requested
  // with the slots read here; the other's whole batch (series, workshops, mail) is rolled back.
  const slotIds = slots
    .map((slot) => slot.id)
    .sort((a, b) => a - b)
    .join(',');
  const unchanged = sql`(SELECT state FROM inquiries WHERE id = ${id}) = 'requested'
    AND (SELECT group_concat(id) FROM (SELECT id FROM inquiry_slots WHERE inquiry_id = ${id} ORDER BY id)) = ${slotIds}`;
  await guarded(
    commitWithMail(
      db,
      env,
      [
        batchGuard(db, unchanged),
        db
          .update(inquiries)
          .set({ state: 'validated', validatedAt: now, validatedById: actor.id, updatedAt: now })
          .where(eq(inquiries.id, id)),
        ...(await workshopsFromInquiry(db, inquiry, slots, actor)),
        auditInsert(db, { actorUserId: actor.id, action: 'inquiry.validated', entityType: 'inquiry', entityId: id }),
      ],
      [
        {
          ...renderMail(inquiryValidated, inquiry.language, {
            greeting: greeting(inquiry.language, { ...inquiry, salutation: inquiry.gender }),
            institute: inquiry.institute,
            lines,
          }),
          recipient: inquiry.email,
        },
      ],
    ),
    async () => ((await loadInquiry(db, id)).state === 'requested' ? changedMeanwhile('The inquiry') : alreadyValidated()),
  );
  return inquiryDetail(db, id);
}
