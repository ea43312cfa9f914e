import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import type { Role } from '@/lib/contract';
import { lazyPage } from '@/lib/lazy';
import { isMasterDataSection } from '@/features/master-data/sections';

const DashboardPage = lazyPage(() => import('@/features/dashboard/pages/dashboard-page'));
const ProfilePage = lazyPage(() => import('@/features/users/pages/profile-page'));
const ChangePasswordPage = lazyPage(() => import('@/features/users/pages/change-password-page'));
const TwoFactorPage = lazyPage(() => import('@/features/users/pages/two-factor-page'));
const SettingsPage = lazyPage(() => import('@/features/users/pages/settings-page'));
const InquiryListPage = lazyPage(() => import('@/features/inquiries/pages/inquiry-list-page'));
const InquiryDetailPage = lazyPage(() => import('@/features/inquiries/pages/inquiry-detail-page'));
const WorkshopListPage = lazyPage(() => import('@/features/workshops/pages/workshop-list-page'));
const UpcomingWorkshopsPage = lazyPage(() => import('@/features/workshops/pages/upcoming-workshops-page'));
const AllocationsPage = lazyPage(() => import('@/features/allocations/pages/allocations-page'));
const StaffingPlanPage = lazyPage(() => import('@/features/staffing-plan/pages/staffing-plan-page'));
const WorkshopDetailPage = lazyPage(() => import('@/features/workshops/pages/workshop-detail-page'));
const WorkshopEditPage = lazyPage(() => import('@/features/workshops/pages/workshop-edit-page'));
const UnavailabilitiesPage = lazyPage(() => import('@/features/unavailabilities/pages/unavailabilities-page'));
const CoachListPage = lazyPage(() => import('@/features/coach-admin/pages/coach-list-page'));
const CoachDetailPage = lazyPage(() => import('@/features/coach-admin/pages/coach-detail-page'));
const CoachRequestsPage = lazyPage(() => import('@/features/coach-requests/pages/coach-requests-page'));
const CoachOffersPage = lazyPage(() => import('@/features/coach-offers/pages/coach-offers-page'));
const MasterDataPage = lazyPage(() => import('@/features/master-data/pages/master-data-page'));
const DataImportPage = lazyPage(() => import('@/features/imports/pages/data-import-page'));
const NewsPage = lazyPage(() => import('@/features/news/pages/news-page'));
const MaterialOrdersPage = lazyPage(() => import('@/features/material-orders/pages/material-orders-page'));
const CoachExpensesPage = lazyPage(() => import('@/features/expenses/pages/coach-expenses-page'));
const FinanceExpensesPage = lazyPage(() => import('@/features/expenses/pages/finance-expenses-page'));
const CoachFeesPage = lazyPage(() => import('@/features/coach-fees/pages/coach-fees-page'));
const PayoutsPage = lazyPage(() => import('@/features/payouts/pages/payouts-page'));
const InvoicesPage = lazyPage(() => import('@/features/invoices/pages/invoices-page'));
const BankFilesPage = lazyPage(() => import('@/features/invoices/pages/bank-files-page'));
const JournalPage = lazyPage(() => import('@/features/journal/pages/journal-page'));
const RemindersPage = lazyPage(() => import('@/features/invoices/pages/reminders-page'));
const CoachEvaluationsPage = lazyPage(() => import('@/features/evaluations/pages/coach-evaluations-page'));
const EvaluationDetailPage = lazyPage(() => import('@/features/evaluations/pages/evaluation-detail-page'));
const EvaluationsToValidatePage = lazyPage(() => import('@/features/evaluations/pages/evaluations-to-validate-page'));
const EvaluationsByCoachPage = lazyPage(() => import('@/features/evaluations/pages/evaluations-by-coach-page'));
const EvaluationsByAudiencePage = lazyPage(() => import('@/features/evaluations/pages/evaluations-by-audience-page'));
const StatisticsPage = lazyPage(() => import('@/features/statistics/pages/statistics-page'));
const TrainerReportPage = lazyPage(() => import('@/features/statistics/pages/trainer-report-page'));
const AnnualReportPage = lazyPage(() => import('@/features/statistics/pages/annual-report-page'));
const OutboxPage = lazyPage(() => import('@/features/outbox/pages/outbox-page'));
const JobRunsPage = lazyPage(() => import('@/features/job-runs/pages/job-runs-page'));
const AuditLogPage = lazyPage(() => import('@/features/audit-log/pages/audit-log-page'));
const NewsletterPage = lazyPage(() => import('@/features/newsletter/pages/newsletter-page'));
const ForbiddenPage = lazyPage(() => import('../pages/forbidden-page'));
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'));

/** The server enforces permissions; the UI also keeps roles out of screens their menu does not offer. */
function ForRoles({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const role = useAuth((state) => state.role);
  return role && roles.includes(role) ? children : <ForbiddenPage />;
}

const staff: readonly Role[] = ['admin', 'associate'];
/** Upcoming workshops (finance's entry; staff reach the same read-only list) and the coaches. */
const staffAndFinance: readonly Role[] = ['admin', 'associate', 'finance'];

/** Routes inside /manager: every menu entry has its screen; anything else is Not found. */
export function ManagerRoutes() {
  return (
    <Switch>
      <Route path={paths.manager.dashboard.path}>
        <DashboardPage />
      </Route>
      <Route path={paths.manager.profile.path}>
        <ProfilePage />
      </Route>
      <Route path={paths.manager.changePassword.path}>
        <ChangePasswordPage />
      </Route>
      <Route path={paths.manager.twoFactor.path}>
        <ForRoles roles={staffAndFinance}>
          <TwoFactorPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.settings.path}>
        <SettingsPage />
      </Route>
      <Route path={paths.manager.inquiries.path}>
        <ForRoles roles={staff}>
          <InquiryListPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.inquiry.path}>
        {(params) => (
          <ForRoles roles={staff}>
            <InquiryDetailPage key={params.id} id={params.id} />
          </ForRoles>
        )}
      </Route>
      <Route path={paths.manager.workshops.path}>
        <ForRoles roles={staff}>
          <WorkshopListPage />
        </ForRoles>
      </Route>
      {/* Before /manager/workshops/:id, which would match "upcoming" too. */}
      <Route path={paths.manager.upcomingWorkshops.path}>
        <ForRoles roles={staffAndFinance}>
          <UpcomingWorkshopsPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.allocations.path}>
        <ForRoles roles={staff}>
          <AllocationsPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.staffingPlan.path}>
        <ForRoles roles={staff}>
          <StaffingPlanPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.workshopEdit.path}>
        {(params) => (
          <ForRoles roles={staff}>
            <WorkshopEditPage key={params.id} id={params.id} />
          </ForRoles>
        )}
      </Route>
      <Route path={paths.manager.workshop.path}>
        {(params) => (
          <ForRoles roles={staffAndFinance}>
            <WorkshopDetailPage key={params.id} id={params.id} />
          </ForRoles>
        )}
      </Route>
      <Route path={paths.manager.unavailabilities.path}>
        <ForRoles roles={['coach']}>
          <UnavailabilitiesPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.coaches.path}>
        <ForRoles roles={staffAndFinance}>
          <CoachListPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.coach.path}>
        {(params) => (
          <ForRoles roles={staffAndFinance}>
            <CoachDetailPage key={params.id} id={params.id} />
          </ForRoles>
        )}
      </Route>
      <Route path={paths.manager.coachRequests.path}>
        <ForRoles roles={['coach']}>
          <CoachRequestsPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.coachOffers.path}>
        <ForRoles roles={['coach']}>
          <CoachOffersPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.masterData.path}>
        <ForRoles roles={staff}>
          <MasterDataPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.masterDataSection.path}>
        {(params) =>
          isMasterDataSection(params.section) ? (
            <ForRoles roles={staff}>
              <MasterDataPage section={params.section} />
            </ForRoles>
          ) : (
            <NotFoundPage homeHref={paths.manager.masterData.href()} />
          )
        }
      </Route>
      <Route path={paths.manager.dataImport.path}>
        <ForRoles roles={['admin']}>
          <DataImportPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.news.path}>
        <ForRoles roles={staff}>
          <NewsPage />
        </ForRoles>
      </Route>
      {/* Coaches order for their workshops; staff work through everyone's orders on the same path. */}
      <Route path={paths.manager.materialOrders.path}>
        <ForRoles roles={['coach', ...staff]}>
          <MaterialOrdersPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.coachExpenses.path}>
        <ForRoles roles={['coach']}>
          <CoachExpensesPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.financeExpenses.path}>
        <ForRoles roles={['finance']}>
          <FinanceExpensesPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.coachFees.path}>
        <ForRoles roles={['finance']}>
          <CoachFeesPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.payouts.path}>
        <ForRoles roles={['finance']}>
          <PayoutsPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.invoices.path}>
        <ForRoles roles={['finance']}>
          <InvoicesPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.bankFiles.path}>
        <ForRoles roles={['finance']}>
          <BankFilesPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.journal.path}>
        <ForRoles roles={['finance']}>
          <JournalPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.reminders.path}>
        <ForRoles roles={['finance']}>
          <RemindersPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.evaluationsByCoach.path}>
        <ForRoles roles={staff}>
          <EvaluationsByCoachPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.evaluationsByAudience.path}>
        <ForRoles roles={staff}>
          <EvaluationsByAudiencePage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.evaluationsToValidate.path}>
        <ForRoles roles={staff}>
          <EvaluationsToValidatePage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.evaluations.path}>
        <ForRoles roles={['coach']}>
          <CoachEvaluationsPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.evaluation.path}>
        {(params) => (
          <ForRoles roles={['coach', ...staff]}>
            <EvaluationDetailPage id={Number(params.id)} />
          </ForRoles>
        )}
      </Route>
      <Route path={paths.manager.statistics.path}>
        <ForRoles roles={staff}>
          <StatisticsPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.annualReport.path}>
        <ForRoles roles={staff}>
          <AnnualReportPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.trainerReport.path}>
        {(params) => (
          <ForRoles roles={['coach', ...staff]}>
            <TrainerReportPage id={Number(params.id)} />
          </ForRoles>
        )}
      </Route>
      <Route path={paths.manager.outbox.path}>
        <ForRoles roles={['admin']}>
          <OutboxPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.jobs.path}>
        <ForRoles roles={['admin']}>
          <JobRunsPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.auditLog.path}>
        <ForRoles roles={['admin']}>
          <AuditLogPage />
        </ForRoles>
      </Route>
      <Route path={paths.manager.newsletter.path}>
        <ForRoles roles={['admin']}>
          <NewsletterPage />
        </ForRoles>
      </Route>
      <Route>
        <NotFoundPage homeHref={paths.manager.dashboard.href()} />
      </Route>
    </Switch>
  );
}
