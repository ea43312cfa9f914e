/** Stable error codes the API answers with; the SPA translates each one. */
export const errorCodes = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'bot_check_failed',
  'wrong_credentials',
  'not_approved',
  'account_inactive',
  'temporary_password_expired',
  'token_invalid',
  'old_password_wrong',
  'password_change_required',
  /** 403: changing an IBAN or an email address needs the password confirmed in this session within the last minutes. */
  'reauthentication_required',
  /** 403: the organisation requires two-factor sign-in for the role (admin, finance) and the user has not set it up. */
  'two_factor_setup_required',
  /** 401 at the sign-in's second step, 400 in My profile: the TOTP or recovery code is wrong, used or expired. */
  'two_factor_code_invalid',
  /** 409: two-factor sign-in cannot be turned off while the organisation requires it for the role. */
  'two_factor_required',
  /** 409: setting up two-factor sign-in again while it is on (turn it off first). */
  'two_factor_already_enabled',
  /** 409: confirming, regenerating recovery codes or turning off while two-factor sign-in is not (being) set up. */
  'two_factor_not_enabled',
  /** 401: the session ended after the idle timeout (no request for a while); the SPA says so on the login page. */
  'session_expired',
  /** 422: the password given to confirm a change (re-authentication) is wrong. */
  'password_wrong',
  'invalid_transition',
  /** Creating an account with an address that is already in use ('Coach create error'). */
  'email_taken',
  /** 'Bitte zuerst eine neue Person zuteilen': the last placed coach of a workshop cannot be dismissed. */
  'last_coach',
  'internal_error',
  /** 503: a required secret or key is missing outside development (SIGNING_SECRET, Turnstile); the log names it. */
  'misconfigured',
  'file_type_not_allowed',
  /** 503: the file store (R2) refused a write; nothing was saved, the request can be sent again. */
  'storage_unavailable',
  'file_too_large',
  /** A request body (other than a file upload) over 256 KB. */
  'payload_too_large',
  /** 409: master data still used elsewhere cannot be deleted; the message says where; deactivate it instead. */
  'in_use',
  /** 422: a material order after its deadline (the 5th working day before the workshop); the message names the date. */
  'order_deadline_passed',
  /** 409: marking an order sent while the store holds fewer pieces than ordered; the message names the materials. */
  'stock_insufficient',
  /** 409: a fee, extra fee or expense already paid out is locked for everyone. */
  'paid_out',
  /** 422: an extra fee entered after the workshop day; the message names the deadline. */
  'extra_fee_deadline_passed',
  /**
   * 409: the organisation's bank account is missing in master data (fails closed): invoices need its IBAN or QR-IBAN,
   * payout runs its (ordinary) IBAN.
   */
  'bank_account_missing',
  /** 409: a payout run for a month in which no coach has anything payable (blocked coaches stay pending). */
  'nothing_to_pay_out',
  /**
   * 409 'Evaluation already submitted': a second response from the same device, a by_coach evaluation no longer open,
   * or a public link that is closed or expired.
   */
  'already_submitted',
  /** 409: a public evaluation that has reached its cap of responses (well above the class size). */
  'response_limit_reached',
  /** 409: a class evaluation whose link no longer takes responses: it cannot be sent again. */
  'evaluation_closed',
  /** 409: only a deactivated person (not oneself) can be anonymised. */
  'person_not_inactive',
  /** 409: anonymising a person placed on or asked for a workshop still ahead. */
  'upcoming_workshops',
  /**
   * 409: a line of the staffing plan breaks a hard rule now (the coach became busy, reached a maximum, was asked
   * meanwhile, or two lines of one coach overlap); the message names the workshop, the coach and the rule.
   */
  'plan_rule_broken',
  /** 409: a coach offers to give a workshop that no longer fits them (staffed, blocked for them, asked already). */
  'not_offerable',
  /** 409: placing or asking a coach whom the workshop (a series: all its dates) would take past their monthly or yearly maximum. */
  'workload_max_reached',
  /** 422: an uploaded bank file that is neither a camt.054 nor a camt.053 message, or not readable as one. */
  'bank_file_invalid',
  /** 409: a payment on an invoice that is not sent, or a credit assigned that was assigned or marked meanwhile. */
  'payment_not_possible',
  /** 409: a credit note on an invoice that is not sent, or that is credited in full already (decision 059). */
  'credit_note_not_possible',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * Validation message keys used in zod schemas shared by server and SPA.
 * The SPA maps each key to a translated text (web/components/form/messages.ts).
 */
export const validationKeys = {
  required: 'required',
  emailInvalid: 'email_invalid',
  tooShort: 'too_short',
  tooLong: 'too_long',
  passwordsMustMatch: 'passwords_must_match',
  numberExpected: 'number_expected',
  endBeforeStart: 'end_before_start',
  /** 'Bitte alle Workshops vollständig ausfüllen' */
  workshopsIncomplete: 'workshops_incomplete',
  /** At least one offer must be selected. */
  atLeastOneOffer: 'at_least_one_offer',
  /** 'Bitte mindestens eine Person zuteilen/auswählen' */
  atLeastOnePerson: 'at_least_one_person',
  /** Only active coaches can be asked or placed. */
  coachNotActive: 'coach_not_active',
  dateInvalid: 'date_invalid',
  dateInPast: 'date_in_past',
  timeInvalid: 'time_invalid',
  postcodeInvalid: 'postcode_invalid',
  phoneInvalid: 'phone_invalid',
  participantsExceedTotal: 'participants_exceed_total',
  termsRequired: 'terms_required',
  ahvInvalid: 'ahv_invalid',
  ibanInvalid: 'iban_invalid',
  bicInvalid: 'bic_invalid',
  /** Coach addresses: Swiss (4 digits) or a neighbouring country's (5 digits, cross-border commuters). */
  postcodeFormat: 'postcode_format',
  ratingInvalid: 'rating_invalid',
  /** A date range whose last day comes before its first. */
  endDateBeforeStart: 'end_date_before_start',
  /** A date range longer than allowed (unavailabilities and holidays: 366 days). */
  rangeTooLong: 'range_too_long',
  /** A value outside a fixed set of choices (weekday, time of day, kind). */
  choiceInvalid: 'choice_invalid',
  /** A web address that is not https (public links of the organisation). */
  urlInvalid: 'url_invalid',
  /** An address the server would fetch that is not public: an IP address, an internal name, a port but 443. */
  urlNotPublic: 'url_not_public',
  /** The QR-IBAN field holds an ordinary IBAN (its IID is not in 30000–31999). */
  qrIbanExpected: 'qr_iban_expected',
  /** The IBAN field holds a QR-IBAN, which needs a QR reference on every invoice. */
  qrIbanNotAllowed: 'qr_iban_not_allowed',
  /** A Swiss UID that is not `CHE-###.###.###` or whose check digit is wrong (VAT number, decision 058). */
  uidInvalid: 'uid_invalid',
  /** A material that is not (or no longer) active, orderable and visible for coaches. */
  materialNotOrderable: 'material_not_orderable',
  /** The same material twice in one order. */
  duplicateMaterial: 'duplicate_material',
  /** A quantity outside 1–999. */
  quantityInvalid: 'quantity_invalid',
  /** A language of the master-data list: an ISO 639-1 code, two lower-case letters. */
  languageCodeInvalid: 'language_code_invalid',
  /** A unique code (e.g. a language's ISO code) that another entry already has. */
  codeTaken: 'code_taken',
  /** 'Bitte Beleg(e) hochladen': an expense amount without a receipt. */
  receiptRequired: 'receipt_required',
  /** A month that is not `YYYY-MM`. */
  monthInvalid: 'month_invalid',
  /** 'Bitte alle Felder ausfüllen': a required question of an evaluation left unanswered on submit. */
  evaluationIncomplete: 'evaluation_incomplete',
  /** A question key that is not `^[a-z][a-z0-9_]{1,39}$` (questionnaires in master data). */
  questionKeyInvalid: 'question_key_invalid',
  /** A choice question with fewer than 2 or more than 10 options, or not as many in every language. */
  optionsCount: 'options_count',
  /** A question key that an earlier version of the questionnaire used with another type (statistics group by key). */
  questionTypeChanged: 'question_type_changed',
  /** A two-factor code that is not 6 digits. */
  totpCodeFormat: 'totp_code_format',
  /** A workload maximum below its target (coach profile: workshops per month / school year). */
  maxBelowTarget: 'max_below_target',
  /** A school year that is not `YYYY/YY` with consecutive years (2026/27). */
  schoolYearInvalid: 'school_year_invalid',
  /** A school holiday that starts outside its school year (1 August–31 July) or ends after the following 30 September. */
  outsideSchoolYear: 'outside_school_year',
  /** A line of a school-holiday file that is not `name;from;to`. */
  holidayLineFormat: 'holiday_line_format',
  /** An import cell naming something the app does not know (a language, subject, offered workshop, coach). */
  unknownValue: 'unknown_value',
  /** A Swiss postcode that is not in the directory of localities. */
  postcodeUnknown: 'postcode_unknown',
  /** An import row whose key (e-mail, external id, title) an earlier row of the same file has. */
  duplicateInFile: 'duplicate_in_file',
  /** An import row whose e-mail address is a staff member's account, not a coach's. */
  emailNotCoach: 'email_not_coach',
  /** An imported workshop dated before today that is not held, invoiced or cancelled. */
  pastWorkshopOpen: 'past_workshop_open',
  /** A credit note for more than what is not yet credited on its invoice (decision 059). */
  creditExceedsInvoice: 'credit_exceeds_invoice',
  /** An account number of the booking journal that is not 1–10 digits (decision 061). */
  accountInvalid: 'account_invalid',
} as const;
export type ValidationKey = (typeof validationKeys)[keyof typeof validationKeys];
