/** The worker's zod request schemas, reused by the SPA's forms (loaded with the form pages, not at start-up). */
export { PASSWORD_MIN_LENGTH } from '../../worker/lib/validation';
export {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  PasswordResetBodySchema,
} from '../../worker/features/auth/auth.schemas';
export { UserSettingsSchema } from '../../worker/features/users/users.schemas';
export {
  InquiryFormSchema,
  InquiryListQuerySchema,
  InquiryUpdateBodySchema,
  SLOT_DEFAULTS,
} from '../../worker/features/inquiries/inquiries.schemas';
export {
  ReplicateBodySchema,
  SetWorkshopStateBodySchema,
  WorkshopListQuerySchema,
  WorkshopUpdateBodySchema,
} from '../../worker/features/workshops/workshops.schemas';
export {
  HolidayBodySchema,
  NOTE_MAX,
  UnavailabilityBodySchema,
} from '../../worker/features/unavailabilities/unavailabilities.schemas';
export { CoachCreateBodySchema, CoachListQuerySchema, SendBackBodySchema } from '../../worker/features/coaches/coaches.schemas';
export { CoachHrUpdateBodySchema, CoachProfileUpdateBodySchema } from '../../worker/features/profiles/profiles.schemas';
export { requiredProfileFields, sensitiveProfileFieldNames } from '../../worker/features/profiles/profiles.schemas';
export { SendRequestsBodySchema } from '../../worker/features/staffing/staffing.schemas';
export { WorkloadLimitsBodySchema } from '../../worker/features/workload/workload.schemas';
export { AllocationQuerySchema } from '../../worker/features/allocations/allocations.schemas';
export { MaterialBodySchema } from '../../worker/features/master-data/materials.schemas';
export { AssociateBodySchema } from '../../worker/features/master-data/associates.schemas';
export { NewsBodySchema } from '../../worker/features/news/news.schemas';
export { TERMS_TEXT_MAX, TERMS_VERSION_MAX, TermsBodySchema } from '../../worker/features/master-data/terms.schemas';
export { OrganisationBodySchema } from '../../worker/features/master-data/organisation.schemas';
export { ListEntryBodySchema } from '../../worker/features/master-data/lists.schemas';
export { OfferedWorkshopBodySchema } from '../../worker/features/master-data/offered-workshops.schemas';
export { FeePageQuerySchema } from '../../worker/features/coach-fees/coach-fees.schemas';
export { FinanceExpenseQuerySchema } from '../../worker/features/expenses/expenses.schemas';
export { StatisticsFiltersSchema } from '../../worker/features/statistics/statistics.filters';
export {
  isChoiceType,
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  QUESTION_TEXT_MAX,
  QuestionnaireBodySchema,
  QUESTIONS_MAX,
} from '../../worker/features/evaluations/questionnaires.schemas';
export { OutboxListQuerySchema } from '../../worker/features/outbox/outbox.schemas';
export { JobRunsQuerySchema } from '../../worker/features/job-runs/job-runs.schemas';
export { AuditLogQuerySchema } from '../../worker/features/audit-log/audit-log.schemas';
export {
  NEWSLETTER_TEXT_MAX,
  NEWSLETTER_TITLE_MAX,
  NewsletterBodySchema,
  SubscriberQuerySchema,
  subscriberStates,
} from '../../worker/features/newsletter/newsletter.schemas';
export {
  TwoFactorCodeBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorLoginBodySchema,
} from '../../worker/features/two-factor/two-factor.schemas';
