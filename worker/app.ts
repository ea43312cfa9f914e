import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { AppBindings } from './lib/env';
import { AppError } from './lib/errors';
import { RateLimitedError } from './lib/rate-limit';
import { buildOpenApiDocument } from './lib/openapi-doc';
import { dbMiddleware } from './middleware/db';
import { dataVersionMiddleware } from './middleware/data-version';
import { sessionMiddleware } from './middleware/auth';
import { noStore, securityHeaders } from './middleware/security-headers';
import { requireConfiguration } from './middleware/configuration';
import { requestBodyLimit } from './middleware/body-limit';
import { authRouter } from './features/auth/auth.routes';
import { usersRouter } from './features/users/users.routes';
import { twoFactorRouter } from './features/two-factor/two-factor.routes';
import { sessionsRouter } from './features/sessions/sessions.routes';
import { basedataRouter } from './features/basedata/basedata.routes';
import { schoolHolidaysRouter } from './features/school-holidays/school-holidays.routes';
import { coachesRouter } from './features/coaches/coaches.routes';
import { profilesRouter } from './features/profiles/profiles.routes';
import { workloadRouter } from './features/workload/workload.routes';
import { calendarImportRouter } from './features/calendar-import/calendar-import.routes';
import { inquiriesRouter } from './features/inquiries/inquiries.routes';
import { allocationsRouter } from './features/allocations/allocations.routes';
import { staffingRouter } from './features/staffing/staffing.routes';
import { staffingPlanRouter } from './features/staffing-plan/plan.routes';
import { escalationsRouter } from './features/escalations/escalations.routes';
import { coachOffersRouter } from './features/coach-offers/offers.routes';
import { workshopsRouter } from './features/workshops/workshops.routes';
import { unavailabilitiesRouter } from './features/unavailabilities/unavailabilities.routes';
import { filesRouter } from './features/files/files.routes';
import { calendarFeedRouter } from './features/calendar-feed/calendar-feed.routes';
import { offeredWorkshopsRouter } from './features/master-data/offered-workshops.routes';
import { termsRouter } from './features/master-data/terms.routes';
import { organisationRouter } from './features/master-data/organisation.routes';
import { materialsRouter } from './features/master-data/materials.routes';
import { associatesRouter } from './features/master-data/associates.routes';
import { listsRouter } from './features/master-data/lists.routes';
import { newsRouter } from './features/news/news.routes';
import { ordersRouter } from './features/orders/orders.routes';
import { expensesRouter } from './features/expenses/expenses.routes';
import { coachFeesRouter } from './features/coach-fees/coach-fees.routes';
import { payoutsRouter } from './features/payouts/payouts.routes';
import { invoicesRouter } from './features/invoices/invoices.routes';
import { questionnairesRouter } from './features/evaluations/questionnaires.routes';
import { publicEvaluationsRouter } from './features/evaluations/public.routes';
import { evaluationStatisticsRouter } from './features/evaluations/statistics.routes';
import { evaluationsRouter } from './features/evaluations/evaluations.routes';
import { statisticsExportRouter } from './features/statistics/export.routes';
import { statisticsRouter } from './features/statistics/statistics.routes';
import { dashboardRouter } from './features/dashboard/dashboard.routes';
import { outboxRouter } from './features/outbox/outbox.routes';
import { jobRunsRouter } from './features/job-runs/job-runs.routes';
import { auditLogRouter } from './features/audit-log/audit-log.routes';
import { privacyRouter } from './features/privacy/privacy.routes';
import { bouncesRouter } from './features/bounces/bounces.routes';
import { newsletterRouter } from './features/newsletter/newsletter.routes';
import { apiReferenceContentSecurityPolicy, apiReferencePage } from './features/docs/docs.page';

export const app = new OpenAPIHono<AppBindings>().basePath('/api');

app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
  type: 'http',
  scheme: 'bearer',
  description: 'The token from POST /api/login',
});
app.openAPIRegistry.registerComponent('securitySchemes', 'postmarkWebhook', {
  type: 'http',
  scheme: 'basic',
  description: 'Postmark’s webhook: user `postmark`, password the secret POSTMARK_WEBHOOK_SECRET',
});

app.use(
  '*',
  securityHeaders,
  noStore,
  requireConfiguration,
  requestBodyLimit,
  dbMiddleware,
  dataVersionMiddleware,
  sessionMiddleware,
);

app
  .route('/', authRouter)
  .route('/', usersRouter)
  .route('/', twoFactorRouter)
  .route('/', sessionsRouter)
  .route('/', basedataRouter)
  .route('/', schoolHolidaysRouter)
  .route('/', coachesRouter)
  // Before the profiles router: its /profiles/{id} would take /profiles/calendar-import.
  .route('/', calendarImportRouter)
  .route('/', profilesRouter)
  .route('/', workloadRouter)
  .route('/', inquiriesRouter)
  .route('/', allocationsRouter)
  // Before the workshops router: its /workshops/{id} would take /workshops/form-coach-requests.
  .route('/', staffingRouter)
  .route('/', staffingPlanRouter)
  .route('/', escalationsRouter)
  // Before the workshops router too: /workshops/offers/{id} is not a workshop.
  .route('/', coachOffersRouter)
  .route('/', invoicesRouter)
  .route('/', workshopsRouter)
  .route('/', unavailabilitiesRouter)
  .route('/', filesRouter)
  .route('/', calendarFeedRouter)
  .route('/', offeredWorkshopsRouter)
  .route('/', termsRouter)
  .route('/', organisationRouter)
  .route('/', materialsRouter)
  .route('/', associatesRouter)
  .route('/', listsRouter)
  .route('/', newsRouter)
  .route('/', ordersRouter)
  .route('/', expensesRouter)
  .route('/', coachFeesRouter)
  .route('/', payoutsRouter)
  // Before the evaluations router: its /evaluations/{id} would take /evaluations/by-coach and the others.
  .route('/', questionnairesRouter)
  .route('/', publicEvaluationsRouter)
  .route('/', evaluationStatisticsRouter)
  .route('/', evaluationsRouter)
  // Before the statistics router: nothing of it matches /statistics/export, kept apart for its streaming answers.
  .route('/', statisticsExportRouter)
  .route('/', statisticsRouter)
  .route('/', dashboardRouter)
  .route('/', outboxRouter)
  .route('/', jobRunsRouter)
  .route('/', auditLogRouter)
  .route('/', privacyRouter)
  .route('/', bouncesRouter)
  .route('/', newsletterRouter);

app.get('/openapi.json', (c) => c.json(buildOpenApiDocument(app)));
app.get('/docs', (c) => c.html(apiReferencePage, 200, { 'Content-Security-Policy': apiReferenceContentSecurityPolicy }));

app.notFound((c) => c.json({ error: { code: 'not_found', message: 'No such API route' } }, 404));

app.onError((error, c) => {
  if (error instanceof AppError) {
    if (error.status === 429) c.header('Retry-After', String(error instanceof RateLimitedError ? error.retryAfterSeconds : 60));
    return c.json({ error: { code: error.code, message: error.message, fields: error.fields } }, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: { code: 'validation_failed', message: error.message } }, error.status);
  }
  console.error(error);
  return c.json({ error: { code: 'internal_error', message: 'Something went wrong' } }, 500);
});

export type AppType = typeof app;
