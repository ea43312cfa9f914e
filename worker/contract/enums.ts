/** Value sets shared by schema, services and zod schemas. */
export const roles = ['admin', 'associate', 'coach', 'finance'] as const;
export type Role = (typeof roles)[number];

export const userStates = ['created', 'change-password', 'incomplete', 'processing', 'active', 'inactive'] as const;
export type UserState = (typeof userStates)[number];

/** Interface languages. Workshops may also be held in `es`. */
export const uiLanguages = ['de', 'fr', 'it', 'en'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const workshopLanguages = ['de', 'fr', 'it', 'en', 'es'] as const;
export type WorkshopLanguage = (typeof workshopLanguages)[number];

export const mailStatuses = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const;
export type MailStatus = (typeof mailStatuses)[number];
/** Postmark message streams: transactional mail (`outbound`) and the newsletter (`broadcast`). */
export const mailStreams = ['outbound', 'broadcast'] as const;
export type MailStream = (typeof mailStreams)[number];
export const newsletterStates = ['draft', 'sending', 'sent'] as const;
export type NewsletterState = (typeof newsletterStates)[number];

/** Salutation of coaches and of the inquiry contact: 1 = Frau/Mrs., 2 = Herr/Mr., 3 = neutral. */
export const salutations = [1, 2, 3] as const;
export type Salutation = (typeof salutations)[number];

export const inquiryStates = ['requested', 'validated'] as const;
export type InquiryState = (typeof inquiryStates)[number];

export const discoverySources = ['web_search', 'school_mail', 'colleague_recommendation'] as const;
export type DiscoverySource = (typeof discoverySources)[number];

export const workshopTypes = ['single', 'series'] as const;
export type WorkshopType = (typeof workshopTypes)[number];

export const workshopStates = [
  'initialized',
  'coaches_requested',
  'to-realize',
  'done',
  'invoiceable',
  'invoiced',
  'cancelled',
] as const;
export type WorkshopState = (typeof workshopStates)[number];

export const coachRequestStates = ['new-request', 'approved', 'placed', 'declined', 'cancelled'] as const;
export type CoachRequestState = (typeof coachRequestStates)[number];

export const residencePermits = ['B', 'C', 'Ci', 'G', 'L'] as const;
export type ResidencePermit = (typeof residencePermits)[number];

/** Swiss civil status categories (Zivilstand). */
export const civilStatuses = [
  'single',
  'married',
  'registered_partnership',
  'separated',
  'divorced',
  'dissolved_partnership',
  'widowed',
] as const;
export type CivilStatus = (typeof civilStatuses)[number];

export const unavailabilityKinds = ['blocked_day', 'weekday', 'time_of_day'] as const;
export type UnavailabilityKind = (typeof unavailabilityKinds)[number];

/** Weekdays are numbered 1 (Monday) to 7 (Sunday), ISO 8601. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof weekdays)[number];

export const timesOfDay = ['before_noon', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export const evaluationKinds = ['by_audience', 'by_coach', 'after_3_months'] as const;
export type EvaluationKind = (typeof evaluationKinds)[number];

export const evaluationStates = ['open', 'pending', 'completed'] as const;
export type EvaluationState = (typeof evaluationStates)[number];

/** rating: 1–5; single_choice / multiple_choice: indexes into the translated options; text: free text. */
export const questionTypes = ['rating', 'single_choice', 'multiple_choice', 'text'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Coach fees, extra fees and expenses. */
export const payoutStates = ['pending', 'paid-out'] as const;
export type PayoutState = (typeof payoutStates)[number];

export const invoiceStates = ['invoiceable', 'invoiced'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/**
 * The organisation's VAT status (decision 058): not registered, exempt (education services, art. 21 para. 2 no. 11
 * MWSTG), or registered with its UID; invoices print what applies.
 */
export const vatStatuses = ['not-registered', 'exempt', 'registered'] as const;
export type VatStatus = (typeof vatStatuses)[number];

/** Where a payment of a school came from: a bank file (camt.054/053) or typed in by finance. */
export const paymentSources = ['bank', 'manual'] as const;
export type PaymentSource = (typeof paymentSources)[number];

/** A reminder the daily job proposes, until finance sends it (decision 060). */
export const reminderStates = ['proposed', 'sent'] as const;
export type ReminderState = (typeof reminderStates)[number];

export const bankFileKinds = ['camt.054', 'camt.053'] as const;
export type BankFileKind = (typeof bankFileKinds)[number];

/**
 * A credit of a bank file against the open amount of its invoice when it was recorded: paid exactly (`matched`),
 * less (`partial`: the rest stays open), more (`overpaid`); no invoice found (`unmatched`, until finance assigns it or
 * marks it `not-ours`).
 */
export const bankEntryOutcomes = ['matched', 'partial', 'overpaid', 'unmatched', 'not-ours'] as const;
export type BankEntryOutcome = (typeof bankEntryOutcomes)[number];

export const materialOrderStates = ['ordered', 'sent', 'cancelled'] as const;
export type MaterialOrderState = (typeof materialOrderStates)[number];

/** Notification feeds (news audiences, material visibility), named as in the product. */
export const feeds = ['coache', 'associate', 'finance'] as const;
export type Feed = (typeof feeds)[number];

/** Files of a coach profile in R2. The coach uploads the first three; HR uploads the contract. */
export const profileFileKinds = ['residence_permit_front', 'residence_permit_back', 'self_employment_proof', 'contract'] as const;
export type ProfileFileKind = (typeof profileFileKinds)[number];
export const coachFileKinds = ['residence_permit_front', 'residence_permit_back', 'self_employment_proof'] as const;

/** The 26 Swiss cantons by their official abbreviation. */
export const cantons = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const;
export type Canton = (typeof cantons)[number];

/** A coach offering to give an unstaffed workshop: open until staff accept or decline it, or the coach withdraws it. */
export const coachOfferStates = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export type CoachOfferState = (typeof coachOfferStates)[number];

/** What an automatic escalation did: asked the next best coach, or found none (staff are told either way). */
export const escalationOutcomes = ['asked', 'no_coach'] as const;
export type EscalationOutcome = (typeof escalationOutcomes)[number];

/** Data imports (decision 055). */
export const importKinds = ['coaches', 'workshops', 'materials'] as const;
export const importStates = ['uploading', 'checked', 'imported'] as const;
export type ImportState = (typeof importStates)[number];
/** What a checked row does: add a record, update the one with its key, nothing (same values), or nothing (a problem). */
export const importActions = ['create', 'update', 'skip', 'problem'] as const;
export type ImportAction = (typeof importActions)[number];
