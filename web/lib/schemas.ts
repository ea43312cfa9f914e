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
