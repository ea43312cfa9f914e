/** The worker's zod request schemas, reused by the SPA's forms (loaded with the form pages, not at start-up). */
export { PASSWORD_MIN_LENGTH } from '@contract/lib/validation';
export {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  PasswordResetBodySchema,
} from '@contract/auth/auth.schemas';
export { UserSettingsSchema } from '@contract/users/users.schemas';
export {
  InquiryFormSchema,
  InquiryListQuerySchema,
  InquiryUpdateBodySchema,
  SLOT_DEFAULTS,
} from '@contract/inquiries/inquiries.schemas';
export {
  ReplicateBodySchema,
  SetWorkshopStateBodySchema,
  WorkshopListQuerySchema,
  WorkshopUpdateBodySchema,
} from '@contract/workshops/workshops.schemas';
export { HolidayBodySchema, NOTE_MAX, UnavailabilityBodySchema } from '@contract/unavailabilities/unavailabilities.schemas';
export { CoachCreateBodySchema, CoachListQuerySchema, SendBackBodySchema } from '@contract/coaches/coaches.schemas';
export { CoachHrUpdateBodySchema, CoachProfileUpdateBodySchema } from '@contract/profiles/profiles.schemas';
export { requiredProfileFields, sensitiveProfileFieldNames } from '@contract/profiles/profiles.schemas';
export { SendRequestsBodySchema } from '@contract/staffing/staffing.schemas';
export { WorkloadLimitsBodySchema } from '@contract/workload/workload.schemas';
export { AllocationQuerySchema } from '@contract/allocations/allocations.schemas';
export { MaterialBodySchema } from '@contract/master-data/materials.schemas';
export { AssociateBodySchema } from '@contract/master-data/associates.schemas';
export { NewsBodySchema } from '@contract/news/news.schemas';
export { TERMS_TEXT_MAX, TERMS_VERSION_MAX, TermsBodySchema } from '@contract/master-data/terms.schemas';
export { OrganisationBodySchema } from '@contract/master-data/organisation.schemas';
export { JournalAccountsBodySchema } from '@contract/journal/journal.schemas';
export { ListEntryBodySchema } from '@contract/master-data/lists.schemas';
export { OfferedWorkshopBodySchema, STANDARD_VAT_RATE_BASIS_POINTS } from '@contract/master-data/offered-workshops.schemas';
export { FeePageQuerySchema } from '@contract/coach-fees/coach-fees.schemas';
export { FinanceExpenseQuerySchema } from '@contract/expenses/expenses.schemas';
export { StatisticsFiltersSchema } from '@contract/statistics/statistics.filters';
export {
  isChoiceType,
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  QUESTION_TEXT_MAX,
  QuestionnaireBodySchema,
  QUESTIONS_MAX,
} from '@contract/evaluations/questionnaires.schemas';
export { OutboxListQuerySchema } from '@contract/outbox/outbox.schemas';
export { JobRunsQuerySchema } from '@contract/job-runs/job-runs.schemas';
export { AuditLogQuerySchema } from '@contract/audit-log/audit-log.schemas';
export {
  NEWSLETTER_TEXT_MAX,
  NEWSLETTER_TITLE_MAX,
  NewsletterBodySchema,
  SubscriberQuerySchema,
  subscriberStates,
} from '@contract/newsletter/newsletter.schemas';
export {
  TwoFactorCodeBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorLoginBodySchema,
} from '@contract/two-factor/two-factor.schemas';
