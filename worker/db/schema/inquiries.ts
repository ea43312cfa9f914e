import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { discoverySources, inquiryStates, uiLanguages, type Salutation } from '../../contract/enums';
import { educationalSystems, generalTerms, grades, infrastructureOptions, offeredWorkshops } from './masterdata';
import { users } from './users';

/** A workshop request sent through the public form (no login). Validating it creates the workshops. */
export const inquiries = sqliteTable(
  'inquiries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    state: text('state', { enum: inquiryStates }).notNull().default('requested'),

    // Contact person
    /** 1 = Frau, 2 = Herr (form default), 3 = neutral. */
    gender: integer('gender').$type<Salutation>().notNull().default(2),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),

    // Institute (workshop / shipping address)
    institute: text('institute').notNull(),
    streetAddress: text('street_address').notNull(),
    addressAddition: text('address_addition'),
    postcode: text('postcode').notNull(),
    location: text('location').notNull(),
    institutePhone: text('institute_phone'),

    // Invoice address, used when useInvoiceAddress is true
    useInvoiceAddress: integer('use_invoice_address', { mode: 'boolean' }).notNull().default(false),
    invoiceInstitute: text('invoice_institute'),
    invoiceFirstname: text('invoice_firstname'),
    invoiceLastname: text('invoice_lastname'),
    invoiceStreetAddress: text('invoice_street_address'),
    invoiceAddressAddition: text('invoice_address_addition'),
    invoicePostcode: text('invoice_postcode'),
    invoiceLocation: text('invoice_location'),

    // Knowledge about the class
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    educationalSystemId: integer('educational_system_id').references(() => educationalSystems.id, { onDelete: 'set null' }),
    /** The class name as the school calls it, e.g. `6b`. */
    schoolClass: text('school_class'),
    numberParticipantsTotal: integer('number_participants_total'),
    numberParticipantsM: integer('number_participants_m'),
    numberParticipantsF: integer('number_participants_f'),
    numberParticipantsN: integer('number_participants_n'),
    preknowledge: text('preknowledge'),
    /** Topics the class would like to cover / remarks. */
    topics: text('topics'),

    sourceOfDiscovery: text('source_of_discovery', { enum: discoverySources }),
    newsletterOptIn: integer('newsletter_opt_in', { mode: 'boolean' }).notNull().default(false),
    /** Unix seconds; the form cannot be sent without accepting the terms. */
    termsAcceptedAt: integer('terms_accepted_at').notNull(),
    generalTermsId: integer('general_terms_id').references(() => generalTerms.id, { onDelete: 'set null' }),
    /** Language the requester used; their emails are sent in it. */
    language: text('language', { enum: uiLanguages }).notNull().default('de'),

    /** Staff member (associate or admin) looking after the inquiry. */
    assignedAssociateId: integer('assigned_associate_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the token in the requester's read-only link; the token itself is never stored. */
    viewTokenHash: text('view_token_hash').unique(),
    /** Internal staff notes, never shown to the requester. */
    notes: text('notes'),

    /** The earliest requested date (kept by the service): sorting the staff list by it needs an index. */
    firstSlotDate: text('first_slot_date'),

    validatedAt: integer('validated_at'),
    validatedById: integer('validated_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The imported workshop's number this inquiry was made for (decision 055: one inquiry per imported workshop). */
    externalId: text('external_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('inquiries_external_id_uq').on(t.externalId),
    index('inquiries_state_created_idx').on(t.state, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_first_slot_date_idx').on(t.firstSlotDate),
    index('inquiries_grade_idx').on(t.gradeId),
    index('inquiries_educational_system_idx').on(t.educationalSystemId),
    index('inquiries_assigned_associate_idx').on(t.assignedAssociateId, t.state),
    index('inquiries_institute_idx').on(t.institute),
    index('inquiries_lastname_idx').on(t.lastname),
    index('inquiries_email_idx').on(t.email),
    index('inquiries_general_terms_idx').on(t.generalTermsId),
    index('inquiries_validated_by_idx').on(t.validatedById),
    check('inquiries_gender_ck', sql`"gender" in (1, 2, 3)`),
  ],
);

/** A desired workshop date of an inquiry, with an alternative date. One row per workshop asked for. */
export const inquirySlots = sqliteTable(
  'inquiry_slots',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    offeredWorkshopId: integer('offered_workshop_id')
      .notNull()
      .references(() => offeredWorkshops.id, { onDelete: 'restrict' }),
    date: text('date').notNull(),
    startTime: text('start_time').notNull().default('08:00'),
    endTime: text('end_time').notNull().default('10:00'),
    altDate: text('alt_date'),
    altStartTime: text('alt_start_time'),
    altEndTime: text('alt_end_time'),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('inquiry_slots_inquiry_idx').on(t.inquiryId, t.position),
    // With the inquiry: the offers' usage counts (master data) read the index alone.
    index('inquiry_slots_offered_workshop_idx').on(t.offeredWorkshopId, t.inquiryId),
    index('inquiry_slots_date_idx').on(t.date),
    check('inquiry_slots_time_ck', sql`"end_time" > "start_time"`),
  ],
);

/** Infrastructure options ticked in an inquiry. */
export const inquiryInfrastructure = sqliteTable(
  'inquiry_infrastructure',
  {
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    infrastructureOptionId: integer('infrastructure_option_id')
      .notNull()
      .references(() => infrastructureOptions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.inquiryId, t.infrastructureOptionId] }),
    index('inquiry_infrastructure_option_idx').on(t.infrastructureOptionId),
  ],
);
