import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from './lib/env';

export type FeatureRouter = OpenAPIHono<AppBindings>;

/**
 * One feature router of the API: the first path segments (after `/api/`) of its routes, and its module, imported on
 * first use. Nothing here builds a schema: the worker's startup only reads this table (decision 051).
 */
export interface FeatureRouterEntry {
  readonly segments: readonly string[];
  readonly load: () => Promise<FeatureRouter>;
}

/**
 * Every feature router in the order the app registers them: where two routes match the same path, the earlier one
 * answers. A request builds only the routers that have its first path segment, in this order; `/api/openapi.json`
 * builds them all. worker/feature-routers.test.ts proves that each router's routes start with the segments listed here.
 */
export const featureRouters: readonly FeatureRouterEntry[] = [
  {
    segments: ['login', 'logout', 'user', 'password'],
    load: async () => (await import('./features/auth/auth.routes')).authRouter,
  },
  { segments: ['users'], load: async () => (await import('./features/users/users.routes')).usersRouter },
  { segments: ['login', 'users'], load: async () => (await import('./features/two-factor/two-factor.routes')).twoFactorRouter },
  { segments: ['users'], load: async () => (await import('./features/sessions/sessions.routes')).sessionsRouter },
  { segments: ['basedata'], load: async () => (await import('./features/basedata/basedata.routes')).basedataRouter },
  {
    segments: ['basedata', 'public'],
    load: async () => (await import('./features/school-holidays/school-holidays.routes')).schoolHolidaysRouter,
  },
  { segments: ['coaches'], load: async () => (await import('./features/coaches/coaches.routes')).coachesRouter },
  { segments: ['imports'], load: async () => (await import('./features/imports/imports.routes')).importsRouter },
  // Before the profiles router: its /profiles/{id} would take /profiles/calendar-import.
  {
    segments: ['profiles', 'coaches'],
    load: async () => (await import('./features/calendar-import/calendar-import.routes')).calendarImportRouter,
  },
  { segments: ['profiles'], load: async () => (await import('./features/profiles/profiles.routes')).profilesRouter },
  { segments: ['profiles'], load: async () => (await import('./features/workload/workload.routes')).workloadRouter },
  { segments: ['inquiries'], load: async () => (await import('./features/inquiries/inquiries.routes')).inquiriesRouter },
  { segments: ['workshops'], load: async () => (await import('./features/allocations/allocations.routes')).allocationsRouter },
  // Before the workshops router: its /workshops/{id} would take /workshops/form-coach-requests.
  {
    segments: ['workshops', 'coaches'],
    load: async () => (await import('./features/staffing/staffing.routes')).staffingRouter,
  },
  { segments: ['workshops'], load: async () => (await import('./features/staffing-plan/plan.routes')).staffingPlanRouter },
  {
    segments: ['workshops', 'staffing-escalations'],
    load: async () => (await import('./features/escalations/escalations.routes')).escalationsRouter,
  },
  // Before the workshops router too: /workshops/offers/{id} is not a workshop.
  {
    segments: ['coach', 'workshops'],
    load: async () => (await import('./features/coach-offers/offers.routes')).coachOffersRouter,
  },
  {
    segments: ['workshops', 'invoices'],
    load: async () => (await import('./features/invoices/invoices.routes')).invoicesRouter,
  },
  { segments: ['workshops'], load: async () => (await import('./features/workshops/workshops.routes')).workshopsRouter },
  {
    segments: ['invoice-reminders'],
    load: async () => (await import('./features/reminders/reminders.routes')).remindersRouter,
  },
  {
    segments: ['invoices', 'bank-files', 'bank-entries'],
    load: async () => (await import('./features/payments/payments.routes')).paymentsRouter,
  },
  {
    segments: ['invoices', 'credit-notes'],
    load: async () => (await import('./features/credit-notes/credit-notes.routes')).creditNotesRouter,
  },
  {
    segments: ['coaches'],
    load: async () => (await import('./features/unavailabilities/unavailabilities.routes')).unavailabilitiesRouter,
  },
  { segments: ['files'], load: async () => (await import('./features/files/files.routes')).filesRouter },
  {
    segments: ['coaches', 'calendar'],
    load: async () => (await import('./features/calendar-feed/calendar-feed.routes')).calendarFeedRouter,
  },
  {
    segments: ['master-data'],
    load: async () => (await import('./features/master-data/offered-workshops.routes')).offeredWorkshopsRouter,
  },
  {
    segments: ['general-terms', 'master-data'],
    load: async () => (await import('./features/master-data/terms.routes')).termsRouter,
  },
  {
    segments: ['organisation', 'master-data'],
    load: async () => (await import('./features/master-data/organisation.routes')).organisationRouter,
  },
  { segments: ['master-data'], load: async () => (await import('./features/master-data/materials.routes')).materialsRouter },
  { segments: ['master-data'], load: async () => (await import('./features/master-data/associates.routes')).associatesRouter },
  { segments: ['master-data'], load: async () => (await import('./features/master-data/lists.routes')).listsRouter },
  {
    segments: ['master-data'],
    load: async () => (await import('./features/journal/accounts.routes')).journalAccountsRouter,
  },
  { segments: ['news'], load: async () => (await import('./features/news/news.routes')).newsRouter },
  { segments: ['orders'], load: async () => (await import('./features/orders/orders.routes')).ordersRouter },
  { segments: ['expenses'], load: async () => (await import('./features/expenses/expenses.routes')).expensesRouter },
  { segments: ['coach-fees'], load: async () => (await import('./features/coach-fees/coach-fees.routes')).coachFeesRouter },
  { segments: ['payouts'], load: async () => (await import('./features/payouts/payouts.routes')).payoutsRouter },
  { segments: ['journal'], load: async () => (await import('./features/journal/journal.routes')).journalRouter },
  // Before the evaluations router: its /evaluations/{id} would take /evaluations/by-coach and the others.
  {
    segments: ['evaluations'],
    load: async () => (await import('./features/evaluations/questionnaires.routes')).questionnairesRouter,
  },
  { segments: ['evaluations'], load: async () => (await import('./features/evaluations/public.routes')).publicEvaluationsRouter },
  {
    segments: ['evaluations'],
    load: async () => (await import('./features/evaluations/statistics.routes')).evaluationStatisticsRouter,
  },
  { segments: ['evaluations'], load: async () => (await import('./features/evaluations/evaluations.routes')).evaluationsRouter },
  // Before the statistics router: nothing of it matches /statistics/export, kept apart for its streaming answers.
  { segments: ['statistics'], load: async () => (await import('./features/statistics/export.routes')).statisticsExportRouter },
  { segments: ['statistics'], load: async () => (await import('./features/statistics/statistics.routes')).statisticsRouter },
  {
    segments: ['annual-report'],
    load: async () => (await import('./features/annual-report/annual-report.routes')).annualReportRouter,
  },
  { segments: ['dashboard'], load: async () => (await import('./features/dashboard/dashboard.routes')).dashboardRouter },
  { segments: ['outbox'], load: async () => (await import('./features/outbox/outbox.routes')).outboxRouter },
  { segments: ['jobs'], load: async () => (await import('./features/job-runs/job-runs.routes')).jobRunsRouter },
  { segments: ['audit-log'], load: async () => (await import('./features/audit-log/audit-log.routes')).auditLogRouter },
  { segments: ['people'], load: async () => (await import('./features/privacy/privacy.routes')).privacyRouter },
  {
    segments: ['webhooks', 'mail-suppressions'],
    load: async () => (await import('./features/bounces/bounces.routes')).bouncesRouter,
  },
  {
    segments: ['newsletter', 'newsletters'],
    load: async () => (await import('./features/newsletter/newsletter.routes')).newsletterRouter,
  },
  { segments: ['health'], load: async () => (await import('./features/health/health.routes')).healthRouter },
];

/** The routers a request whose path starts with `/api/<segment>` can reach, in registration order. */
export const featureRoutersFor = (segment: string) => featureRouters.filter((entry) => entry.segments.includes(segment));
