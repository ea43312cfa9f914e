import { sql } from 'drizzle-orm';
import { coachRequests, users, workshops } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import { mailRecipientColumns, type MailRecipient } from '../../mail/addressee';
import { greeting } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { wantsMail } from '../../mail/recipients';
import { renderMail } from '../../mail/render';
import { coachRequestMail, coachRequestsBatch } from '../../mail/templates/staffing';
import { formatDuration, languageName } from '../../mail/wording';
import { schoolHolidaysOn } from '../school-holidays/lookup';
import { answerLink, requestsUnchanged } from '../staffing/requests';
import { coachesActive, slotLines, workshopAddress, type Statement, type Workshop } from '../staffing/staffing.shared';
import { statesUnchanged } from '../workshops/workshops.states-sql';
import { firstBrokenRule, monthOf, unitLoad, unitsClash } from './eligibility';
import { loadPlan, MAX_PLAN_DAYS, type PlanContext } from './plan.loader';
import type { Plan, PlanCoachLine, SendPlanBody, SentPlan } from '../../contract/staffing-plan/plan.schemas';
import { solvePlan } from './solver';
import type { HardRule, PlanCoach, PlanUnit, UnstaffedUnit } from './solver.types';

/** How many alternatives a line offers to change a coach. */
const ALTERNATIVES = 8;

/** The period asked for; default: next month (Zurich). At most MAX_PLAN_DAYS long. */
export function planPeriod(query: { from?: string | undefined; to?: string | undefined }, today = todayInZurich()) {
  const from = query.from ?? nextMonthStart(today);
  const to = query.to ?? addDays(nextMonthStart(from), -1);
  if (to < from) throw periodInvalid(v.endDateBeforeStart);
  if (addDays(from, MAX_PLAN_DAYS) < to) throw periodInvalid(v.rangeTooLong);
  return { from, to };
}

function nextMonthStart(date: string) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const periodInvalid = (message: string) =>
  new AppError(422, 'validation_failed', 'The period is not valid', [{ path: 'to', code: 'custom', message }]);

/** Titles of catalogue workshops in one language (German as fallback), in one statement. */
async function titlesIn(db: Database, offeredIds: number[], language: UiLanguage) {
  const rows = await db.all<{ id: number; title: string | null }>(sql`
    SELECT ow.id, coalesce(t.title, tde.title, '') AS title FROM offered_workshops ow
    LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = ow.id AND t.language = ${language}
    LEFT JOIN offered_workshop_translations tde ON tde.offered_workshop_id = ow.id AND tde.language = 'de'
    WHERE ${inList(sql`ow.id`, offeredIds)}`);
  return new Map(rows.map((r) => [r.id, r.title ?? '']));
}

/** A coach's line for a unit: the reasons to propose them and their month load with this unit. */
function coachLine(context: PlanContext, unit: PlanUnit, coach: PlanCoach, monthLoad: number): PlanCoachLine {
  const name = context.names.get(coach.id)!;
  return {
    id: coach.id,
    firstname: name.firstname,
    lastname: name.lastname,
    offered: coach.offeredUnitIds.includes(unit.id),
    subject_fit: unit.subjectId === null || coach.subjectIds.includes(unit.subjectId),
    skill_average: coach.skillAverage,
    continuity: unit.schoolKey !== null && coach.schoolKeys.includes(unit.schoolKey),
    month_load: monthLoad,
    month_target: coach.workload.monthTarget,
    month_max: coach.workload.monthMax,
  };
}

/** Alternatives first by offer, subject, continuity, skill, then by the lighter month. */
const alternativeScore = (line: PlanCoachLine) =>
  (line.offered ? 8 : 0) +
  (line.subject_fit ? 4 : 0) +
  (line.continuity ? 2 : 0) +
  (line.skill_average ?? 0) * 0.5 -
  line.month_load * 0.25;

/** `GET workshops/staffing-plan`: the proposed plan for the period. */
export async function staffingPlan(
  db: Database,
  language: UiLanguage,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<Plan> {
  const { from, to } = planPeriod(query);
  const context = await loadPlan(db, { from, to });
  const { instance, groups } = context;
  const solution = solvePlan(instance);
  const groupList = [...groups.values()];
  const [titles, holidays] = await Promise.all([
    titlesIn(db, [...new Set(groupList.map((g) => g[0]!.offeredWorkshopId))], language),
    // Once per school and date: the lookup answers one hit per pair it is given.
    schoolHolidaysOn(
      db,
      [...new Set(groupList.flat().map((w) => `${w.postcode ?? ''}|${w.date}`))].map((key) => {
        const [postcode, date] = key.split('|') as [string, string];
        return { postcode: postcode || null, date };
      }),
    ),
  ]);
  const coachById = new Map(instance.coaches.map((c) => [c.id, c]));
  const units = instance.units.map((unit) => {
    const group = groups.get(unit.id)!;
    const first = group[0]!;
    const month = monthOf(first.date);
    const proposals = solution.proposals
      .filter((p) => p.unitId === unit.id)
      .map((p) => coachLine(context, unit, coachById.get(p.coachId)!, p.why.monthLoad));
    const proposedIds = new Set(proposals.map((p) => p.id));
    const added = unitLoad(unit).months[month] ?? 0;
    const alternatives = instance.coaches
      .filter((c) => !proposedIds.has(c.id) && firstBrokenRule(unit, c, instance.travelGapMinutes) === null)
      .map((c) => coachLine(context, unit, c, (c.workload.monthCount[month] ?? 0) + added))
      .sort((a, b) => alternativeScore(b) - alternativeScore(a) || a.lastname.localeCompare(b.lastname))
      .slice(0, ALTERNATIVES);
    const unstaffed = solution.unstaffed.find((u) => u.unitId === unit.id);
    return {
      workshop_id: unit.id,
      state: first.state,
      title: titles.get(first.offeredWorkshopId) ?? '',
      language: first.language,
      institute: first.institute,
      location: first.location,
      postcode: first.postcode,
      coaches_needed: first.coachesNeeded,
      seats: unit.seats,
      dates: group.map((w) => ({
        workshop_id: w.id,
        date: w.date,
        start_time: w.startTime,
        end_time: w.endTime,
        school_holidays: holidays.get(`${w.postcode}|${w.date}`) ?? [],
      })),
      proposals,
      alternatives,
      missing: unstaffed?.missing ?? 0,
      blocked_by: blockingFirst(unstaffed?.blockedBy ?? []),
    };
  });
  return { from, to, travel_gap_minutes: instance.travelGapMinutes, optimality: solution.optimality, units };
}

const ruleBroken = (unitId: number, coachId: number, rule: HardRule) =>
  new AppError(409, 'plan_rule_broken', `Coach ${coachId} cannot be asked for workshop ${unitId} now: ${rule}`);

/** The lines merged per unit (a line may name any workshop of a series). */
function linesPerUnit(context: PlanContext, lines: SendPlanBody['lines']) {
  const unitOf = new Map<number, number>();
  for (const [unitId, group] of context.groups) for (const w of group) unitOf.set(w.id, unitId);
  const merged = new Map<number, number[]>();
  for (const line of lines) {
    const unitId = unitOf.get(line.workshop_id);
    if (unitId === undefined) return { missing: line.workshop_id, merged };
    merged.set(unitId, [...new Set([...(merged.get(unitId) ?? []), ...line.coach_ids])]);
  }
  return { missing: null, merged };
}

/**
 * Every line must keep the hard rules now, counting the send's other lines: the coach is active, not placed or asked
 * yet, free on every date, below their maxima, and no two of their lines overlap within the travel gap.
 */
function assertLinesKeepRules(context: PlanContext, merged: Map<number, number[]>) {
  const { instance } = context;
  const units = new Map(instance.units.map((u) => [u.id, u]));
  const chosen = new Map<number, PlanUnit[]>();
  for (const [unitId, coachIds] of merged) {
    const unit = units.get(unitId);
    if (!unit) throw new AppError(409, 'plan_rule_broken', `Workshop ${unitId} has all its coaches already`);
    for (const coachId of coachIds) {
      const coach = instance.coaches.find((c) => c.id === coachId);
      if (!coach?.eligible) {
        throw new AppError(422, 'validation_failed', 'Only active coaches can be asked', [
          { path: 'lines', code: 'invalid', message: v.coachNotActive },
        ]);
      }
      const earlier = chosen.get(coachId) ?? [];
      const rule =
        firstBrokenRule(unit, withLoadOf(coach, earlier), instance.travelGapMinutes) ??
        (earlier.some((other) => unitsClash(other, unit, instance.travelGapMinutes)) ? 'taken' : null);
      if (rule) throw ruleBroken(unitId, coachId, rule);
      chosen.set(coachId, [...earlier, unit]);
    }
  }
}

/** The coach with the load of the units already chosen for them in this send added. */
function withLoadOf(coach: PlanCoach, units: PlanUnit[]): PlanCoach {
  const monthCount = { ...coach.workload.monthCount };
  const yearCount = { ...coach.workload.yearCount };
  for (const unit of units) {
    const load = unitLoad(unit);
    for (const [m, n] of Object.entries(load.months)) monthCount[m] = (monthCount[m] ?? 0) + n;
    for (const [y, n] of Object.entries(load.years)) yearCount[y] = (yearCount[y] ?? 0) + n;
  }
  return { ...coach, workload: { ...coach.workload, monthCount, yearCount } };
}

/**
 * `POST workshops/staffing-plan/requests`: asks every coach of every line at once (a series: every date), as
 * `sendRequests` does for one workshop; initialized workshops become coaches_requested. One guarded batch: sent
 * twice at once, or while a workshop or request changes, only the first goes through. Each coach gets one mail:
 * L01 for one request, L03 listing all of them for several.
 */
export async function sendPlanRequests(db: Database, env: Env, actor: SessionUser, body: SendPlanBody): Promise<SentPlan> {
  const workshopIds = [...new Set(body.lines.map((l) => l.workshop_id))];
  const context = await loadPlan(db, { workshopIds });
  const { missing, merged } = linesPerUnit(context, body.lines);
  if (missing !== null) {
    const [exists] = await db.all<{ id: number }>(sql`SELECT id FROM workshops WHERE id = ${missing}`);
    if (!exists) throw notFound('Workshop');
    throw new AppError(409, 'invalid_transition', `Workshop ${missing} is not waiting for coaches`);
  }
  assertLinesKeepRules(context, merged);

  const groups = [...merged.keys()].map((unitId) => context.groups.get(unitId)!);
  const allIds = groups.flat().map((w) => w.id);
  const coachIds = [...new Set([...merged.values()].flat())];
  const existing = await db
    .select({ coachId: coachRequests.coachId, workshopId: coachRequests.workshopId, state: coachRequests.state })
    .from(coachRequests)
    .where(sql`${inList(coachRequests.workshopId, allIds)} AND ${inList(coachRequests.coachId, coachIds)}`)
    .orderBy(coachRequests.workshopId, coachRequests.coachId);
  const message = body.message || null;
  const statements: Statement[] = [
    batchGuard(
      db,
      sql`${statesUnchanged(groups.flat())} AND ${coachesActive(coachIds)} AND ${requestsUnchanged(allIds, coachIds, existing)}`,
    ),
    ...requestStatements(db, actor, context, merged, message),
  ];
  const mails = await planMails(db, env, context, merged, message);
  await guarded(commitWithMail(db, env, statements, mails), () => changedMeanwhile('The plan'));
  return {
    asked: [...merged].map(([workshop_id, coach_ids]) => ({ workshop_id, coach_ids })),
    coaches_mailed: coachIds.length,
  };
}

function requestStatements(
  db: Database,
  actor: SessionUser,
  context: PlanContext,
  merged: Map<number, number[]>,
  message: string | null,
): Statement[] {
  const now = nowSeconds();
  const statements: Statement[] = [];
  const values = {
    state: 'new-request' as const,
    message,
    requestedById: actor.id,
    answerMessage: null,
    answeredAt: null,
    remindedAt: null,
  };
  for (const [unitId, coachIds] of merged) {
    const group = context.groups.get(unitId)!;
    for (const coachId of coachIds) {
      for (const w of group) {
        statements.push(
          db
            .insert(coachRequests)
            .values({ workshopId: w.id, coachId, ...values })
            .onConflictDoUpdate({
              target: [coachRequests.workshopId, coachRequests.coachId],
              set: { ...values, createdAt: now, updatedAt: now },
            }),
        );
      }
    }
    const toRequest = group.filter((w) => w.state === 'initialized').map((w) => w.id);
    if (toRequest.length > 0) {
      statements.push(
        db
          .update(workshops)
          .set({ state: 'coaches_requested', stateChangedAt: now, updatedAt: now })
          .where(sql`${inList(workshops.id, toRequest)} AND ${workshops.state} = 'initialized'`),
      );
    }
    statements.push(
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'workshop.coaches_requested',
        entityType: 'workshop',
        entityId: unitId,
        details: { coaches: coachIds, via: 'staffing_plan' },
      }),
    );
  }
  return statements;
}

/** One mail per coach: L01 for a single request, L03 listing all of a coach's requests otherwise. */
async function planMails(
  db: Database,
  env: Env,
  context: PlanContext,
  merged: Map<number, number[]>,
  message: string | null,
): Promise<OutgoingMail[]> {
  const coachIds = [...new Set([...merged.values()].flat())];
  const coaches: MailRecipient[] = await db.select(mailRecipientColumns).from(users).where(inList(users.id, coachIds));
  const offeredIds = [...new Set([...context.groups.values()].map((g) => g[0]!.offeredWorkshopId))];
  const titlesByLanguage = new Map<UiLanguage, Map<number, string>>();
  const mails: OutgoingMail[] = [];
  for (const coach of coaches) {
    if (!titlesByLanguage.has(coach.language))
      titlesByLanguage.set(coach.language, await titlesIn(db, offeredIds, coach.language));
    const titles = titlesByLanguage.get(coach.language)!;
    const groups = [...merged].filter(([, ids]) => ids.includes(coach.id)).map(([unitId]) => context.groups.get(unitId)!);
    const requests = groups.map((group) => requestLines(group, coach.language, titles));
    const answerUrls = await Promise.all(groups.map((group) => answerLink(env, group[0]!.id, coach)));
    const rendered =
      requests.length === 1
        ? renderMail(coachRequestMail, coach.language, {
            ...requests[0]!,
            greeting: greeting(coach.language, coach),
            message,
            answerUrl: answerUrls[0]!,
          })
        : renderMail(coachRequestsBatch, coach.language, {
            greeting: greeting(coach.language, coach),
            requests,
            answerUrls,
            message,
          });
    mails.push({
      ...rendered,
      recipient: coach.email,
      recipientUserId: coach.id,
      // A coach who switched request mails off still has the requests in the app.
      onlyIf: wantsMail(coach.id, 'coachRequests'),
    });
  }
  return mails;
}

function requestLines(group: Workshop[], language: UiLanguage, titles: Map<number, string>) {
  const first = group[0]!;
  return {
    title: titles.get(first.offeredWorkshopId) ?? '',
    dates: slotLines(group, language),
    institute: first.institute,
    language: languageName(language, first.language),
    duration: formatDuration(first.durationMinutes, language),
    address: workshopAddress(first),
  };
}

/**
 * The rules that keep coaches out, the one that blocks the workshop first: coaches who are not active or not approved
 * could never give it, so they come last whatever their number.
 */
function blockingFirst(blockedBy: UnstaffedUnit['blockedBy']) {
  return [...blockedBy].sort((a, b) => Number(a.rule === 'not_eligible') - Number(b.rule === 'not_eligible'));
}
