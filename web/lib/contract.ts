/**
 * The API contract shared with the worker: types and the error/validation codes.
 * Imported from the worker's own files in worker/contract/ (`@contract/…`, the only worker code the SPA may import),
 * never copied, so the SPA and the server cannot drift.
 * Only type imports and plain constants here (no zod at run time): this module is part of the start-up bundle.
 * The zod schemas for forms live in ./schemas.ts, which only the (lazy) form pages import.
 */
export { errorCodes, validationKeys, type ErrorCode, type ValidationKey } from '@contract/lib/codes';
export {
  uiLanguages,
  roles,
  userStates,
  discoverySources,
  inquiryStates,
  workshopLanguages,
  workshopStates,
  vatStatuses,
} from '@contract/enums';
export type {
  CoachRequestState,
  DiscoverySource,
  EvaluationKind,
  EvaluationState,
  InquiryState,
  MaterialOrderState,
  PayoutState,
  VatStatus,
  WorkshopLanguage,
  WorkshopState,
  WorkshopType,
} from '@contract/enums';
/** The workshop state machine (a plain table, no zod): the SPA offers only what it allows. */
export { canTransition, workshopTransitions, type SetStateTarget } from '@contract/workshops/workshops.states';
/** Plain date helpers (Europe/Zurich), no zod. */
export { addDays, isValidIsoDate, isWeekend, todayInZurich } from '@contract/lib/dates';
export type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LanguageBody,
  LoginBody,
  LoginResult,
  PasswordResetBody,
  PasswordTokenInfo,
  User,
} from '@contract/auth/auth.schemas';
export type {
  RecoveryCodes,
  TwoFactorChallenge,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorLoginBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@contract/two-factor/two-factor.schemas';
export type { ManagerBasedata, PublicBasedata } from '@contract/basedata/basedata.schemas';
export type { UserSettings, UserSettingsUpdate } from '@contract/users/users.schemas';
export type { ActiveSession } from '@contract/sessions/sessions.schemas';
export type {
  InquiryCreateBody,
  InquiryDetail,
  InquiryFormdata,
  InquiryFormInput,
  InquiryFormValues,
  InquiryList,
  InquiryListItem,
  InquiryListQuery,
  InquiryManagerFormdata,
  InquirySlotInput,
  InquiryUpdateBody,
  InquiryView,
  InquiryStatus,
  OfferedWorkshopOption,
} from '@contract/inquiries/inquiries.schemas';
export type {
  ReplicateBody,
  SetWorkshopStateBody,
  WorkshopDetail,
  WorkshopList,
  WorkshopListItem,
  WorkshopListQuery,
  WorkshopSummary,
  WorkshopUpdateBody,
} from '@contract/workshops/workshops.schemas';
export type {
  AllocatedWorkshop,
  AllocationOverview,
  AllocationQuery,
  CoachLoad,
  UnstaffedWorkshop,
} from '@contract/allocations/allocations.schemas';
export { timesOfDay, weekdays } from '@contract/enums';
export type { TimeOfDay, Weekday } from '@contract/enums';
export type {
  CoachUnavailabilities,
  Holiday,
  HolidayBody,
  PlacementConflict,
  PlacementConflicts,
  Unavailability,
  UnavailabilityBody,
} from '@contract/unavailabilities/unavailabilities.schemas';
export type { CalendarFeed, CalendarFeedStatus } from '@contract/calendar-feed/calendar-feed.schemas';
export type { CalendarImportStatus, ImportErrorCode, ImportedBusyTime } from '@contract/calendar-import/calendar-import.schemas';
export { civilStatuses, residencePermits } from '@contract/enums';
export type { CivilStatus, ProfileFileKind, ResidencePermit } from '@contract/enums';
export type {
  CoachCreateBody,
  CoachList,
  CoachListItem,
  CoachListQuery,
  CoachSetStateBody,
  SendBackBody,
} from '@contract/coaches/coaches.schemas';
export { coachFileKinds, profileFileKinds } from '@contract/enums';
export type {
  CoachHrData,
  CoachHrUpdateBody,
  CoachProfile,
  CoachProfileUpdateBody,
  FileLink,
  OwnProfile,
  ProfileFile,
  RevealedField,
  SensitiveProfileField,
} from '@contract/profiles/profiles.schemas';
/** Workload per coach: targets and maxima (staff), wishes (the coach), counts around a workshop. */
export type { CandidateWorkload, WorkloadLimitsBody, WorkloadSettings } from '@contract/workload/workload.schemas';
/** Swiss number checks and formats (pure functions, no zod). */
export { formatAhvNumber, formatIban, isValidAhvNumber, isValidIban } from '@contract/lib/identity-numbers';
/** Staffing a workshop: ranked candidates, coach requests and the allocation form (staff); the coach's answers. */
export type {
  AllocationForm,
  AnswerBody,
  Candidate,
  CandidateList,
  CoachIdBody,
  CoachRequest,
  OwnCoachRequest,
  SendRequestsBody,
} from '@contract/staffing/staffing.schemas';
/** The staffing plan of a period (issue 18): proposals, alternatives, blocking rules; sending all requests at once. */
export type {
  Plan as StaffingPlan,
  PlanCoachLine as StaffingPlanCoach,
  SendPlanBody as SendStaffingPlanBody,
  SentPlan as SentStaffingPlan,
} from '@contract/staffing-plan/plan.schemas';
/** Automatic escalation of unanswered requests (decision 044): the switch per workshop, the dashboard's list. */
export type { AutoEscalation, Escalation as StaffingEscalation } from '@contract/escalations/escalations.schemas';
/** Coaches offering themselves for unstaffed workshops. */
export type { CoachOffer, DeclineOfferBody, OfferBody, OfferableWorkshop, OwnOffer } from '@contract/coach-offers/offers.schemas';
/** Master data: the general terms' versions and the organisation's details. */
export type { PublicTerms, TermsBody, TermsValues, TermsVersion } from '@contract/master-data/terms.schemas';
export type {
  Organisation,
  OrganisationBody,
  OrganisationValues,
  PublicOrganisation,
} from '@contract/master-data/organisation.schemas';
/** Material orders: the coach's form (materials, workshops with deadlines), orders and the list for staff. */
export type { MaterialOrder, OrderCreateBody, OrderForm, OrderList } from '@contract/orders/orders.schemas';
export { MAX_ORDER_QUANTITY } from '@contract/orders/orders.limits';
export { materialOrderStates } from '@contract/enums';
import type { User } from '@contract/auth/auth.schemas';

export type Role = User['role'];
export type UserState = User['state'];
export type UiLanguage = User['language'];
/** Master data: the materials catalogue and the team. */
export type { Material, MaterialBody, MaterialListQuery } from '@contract/master-data/materials.schemas';
export type {
  Associate,
  AssociateBody,
  AssociateList,
  AssociateListQuery,
  LinkableUser,
} from '@contract/master-data/associates.schemas';
/** News for the dashboard feeds (per language, Markdown text) and their editor. */
export { NEWS_TEXT_MAX, NEWS_TITLE_MAX, newsAudiences, newsStatuses } from '@contract/news/news.constants';
export type { NewsAudience, NewsStatus } from '@contract/news/news.constants';
export type { NewsBody, NewsBodyInput, NewsFeedItem, NewsItem } from '@contract/news/news.schemas';
/** The dashboard (issue 15, decision 025): news and each role's work items. */
export type {
  Dashboard,
  DashboardConflict,
  DashboardDeadline,
  DashboardItem,
  DashboardItemKey,
  DashboardWorkshop,
} from '@contract/dashboard/dashboard.schemas';
export { listKinds, listUsagePlaces, type ListKind, type ListUsagePlace } from '@contract/master-data/list-kinds';
export type { ListEntry, ListEntryBody, ListEntryInput } from '@contract/master-data/lists.schemas';
export type {
  OfferedWorkshop,
  OfferedWorkshopBody,
  OfferedWorkshopFile,
  OfferedWorkshopListQuery,
} from '@contract/master-data/offered-workshops.schemas';
export { workshopTypes } from '@contract/enums';
/** Coach fees and extra fees (issue 13): the finance list, the coach's own, and the extra-fee guide. */
export type {
  ExtraFeeCreateBody,
  FeeDetail,
  FeeItem,
  FeeList,
  FeeUpdateBody,
  FinanceFeeOptions,
  OwnFees,
  SetPaidOutBody,
  SetPaidOutResult,
} from '@contract/coach-fees/coach-fees.schemas';
export {
  EXTRA_FEE_GUIDE,
  feeListStates,
  MAX_PAYOUT_ITEMS,
  type FeeKind,
  type FeeListState,
} from '@contract/coach-fees/coach-fees.constants';
/** Payout runs (issue 13): the month's preview per coach, runs, the coach's own statements, yearly statements (issue 33). */
export type {
  BlockedReason,
  OwnPayoutStatement,
  PayoutItem,
  PayoutItemKind,
  PayoutPreview,
  PayoutRun,
  PayoutRunBody,
  PayoutRunDetail,
  YearlyStatementYear,
} from '@contract/payouts/payouts.schemas';
/** Coach expenses (issue 13): the coach's list and claimable workshops, finance's list with totals. */
export type {
  CoachExpenses,
  DeletedExpense,
  Expense,
  ExpenseCorrection,
  ExpenseCorrectionBody,
  ExpenseReceipt,
  ExpenseWorkshop,
  FinanceExpenseList,
} from '@contract/expenses/expenses.schemas';
export {
  CORRECTION_REASON_MAX_LENGTH as EXPENSE_CORRECTION_REASON_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH as EXPENSE_DESCRIPTION_MAX_LENGTH,
  MAX_PAID_OUT_IDS,
  MAX_RECEIPTS,
} from '@contract/expenses/expenses.limits';
/** Evaluations (issue 14): questionnaires and answers, shared by the public page and the back office. */
export type {
  AnswerInput as EvaluationAnswer,
  Question as EvaluationQuestion,
  Questionnaire as EvaluationQuestionnaire,
  ResentLink,
} from '@contract/evaluations/evaluations.schemas';
export { ANSWER_TEXT_MAX, PUBLIC_LINK_DAYS, RATING_MAX, RATING_MIN } from '@contract/evaluations/evaluations.limits';
export { evaluationKinds, questionTypes } from '@contract/enums';
export type { QuestionType } from '@contract/enums';
/** Coaches' evaluations (issue 14): own list, detail, validation queue. */
export type {
  EvaluationDetail as CoachEvaluation,
  EvaluationToValidate,
  EvaluationWorkshop,
  OwnEvaluation,
  SaveEvaluationBody,
  ToValidateList as EvaluationsToValidate,
} from '@contract/evaluations/coach-evaluations.schemas';
export { REVIEW_COMMENT_MAX } from '@contract/evaluations/coach-evaluations.limits';
export type { PublicEvaluation, PublicResponseBody } from '@contract/evaluations/public.schemas';
/** Questionnaires in master data (issue 14, decision 019): the editor shape and the versions. */
export type {
  EditableQuestion as QuestionnaireEditableQuestion,
  QuestionnaireBody,
  QuestionnaireEditor,
  QuestionnaireValues,
  QuestionnaireVersion,
} from '@contract/evaluations/questionnaires.schemas';

/** Reports (issue 15): the report, its filters' choices, one coach's school years; school years without zod. */
export type { StatisticsFormData, StatisticsReport, TrainerReport } from '@contract/statistics/statistics.schemas';
export type { StatisticsFilters } from '@contract/statistics/statistics.filters';
export type { ExportDataset, ExportFormat } from '@contract/statistics/export.schemas';
export { schoolYearLabel, schoolYearOf, schoolYearOfPeriod, schoolYearPeriod } from '@contract/statistics/school-years';
export { cantons, type Canton } from '@contract/enums';

/** The outbox viewer and the scheduled jobs' runs for admins (issue 16, decision 030). */
export type { OutboxDetail, OutboxItem, OutboxList, OutboxListQuery } from '@contract/outbox/outbox.schemas';
export type { JobRun, JobRuns, JobRunsQuery } from '@contract/job-runs/job-runs.schemas';
export type { AuditEntry, AuditLogPage, AuditLogQuery } from '@contract/audit-log/audit-log.schemas';
export { mailStatuses, type MailStatus } from '@contract/enums';
/** Mail delivery (issue 16): an address that gets no mail because it bounced. */
export type { MailSuppression } from '@contract/bounces/bounces.schemas';
/** The newsletter (issue 16, decision 033): subscribers with their consent, newsletters and their send log. */
export type {
  Newsletter,
  NewsletterBody,
  NewsletterBodyInput,
  Newsletters,
  Subscriber,
  SubscriberList,
  SubscriberState,
  Subscription,
} from '@contract/newsletter/newsletter.schemas';
/** Cantonal school holidays (issue 18, decision 047): master data and the inquiry form's warning. */
export type { PublicSchoolHolidays, SchoolHoliday, SchoolHolidayImport } from '@contract/school-holidays/school-holidays.schemas';
