import { timePattern } from '@contract/lib/dates';
import { collect, email, fail, ok, optionalText, requiredText, type Rule } from '@/components/form-lite/rules';
import type { ValidationResult } from '@/components/form-lite/store';
import { discoverySources, isValidIsoDate, todayInZurich, uiLanguages } from '@/lib/contract';
import type { InquiryFormValues } from '@/lib/contract';
import { WEEKEND_NOT_CONFIRMED } from './labels';
import { unconfirmedWeekendSlots } from './slots';
import type { InquiryFields, SlotFields } from './values';

/*
 * The inquiry form's rules, checked by hand: the same answers as the shared zod schema `InquiryFormSchema`
 * (worker/contract/inquiries/inquiries.schemas.ts) gives the staff forms and the API: the same keys on the same
 * paths (the first issue of a path, as zodResolver keeps it), the same values out (trimmed, the e-mail address in
 * lower case, counts as numbers). zod (~28 KB gzip) stays off the public page; rules.parity.test.ts runs tables
 * and generated inputs through both. Cross-field rules run where the schema's refinements run: a slot's always,
 * the participants' sum only when the class's fields have the right types (the schema skips a refinement after a
 * type error). Plus the one client-only rule: a weekend date must be confirmed.
 *
 * Its own chunk, loaded when the visitor first touches the form (./rules-loader.ts).
 */

type Collector = ReturnType<typeof collect>;
type Slot = InquiryFormValues['slots'][number];

const phonePattern = /^\+?[\d\s()/.-]{6,}$/;
const postcodePattern = /^\d{4}$/;
const isTime = (value: unknown): value is string => typeof value === 'string' && timePattern.test(value);

/** `dateField(missing)` + not before today. */
function slotDate(value: unknown, today: string): Rule<string> {
  if (typeof value !== 'string') return fail('workshops_incomplete');
  if (!isValidIsoDate(value)) return fail(value === '' ? 'workshops_incomplete' : 'date_invalid');
  if (value < today) return fail('date_in_past');
  return ok(value);
}

/** `timeField(missing)`. */
function time(value: unknown, missing: 'workshops_incomplete' | 'time_invalid'): Rule<string> {
  if (typeof value !== 'string') return fail(missing);
  if (!timePattern.test(value)) return fail(value === '' ? missing : 'time_invalid');
  return ok(value);
}

/** `'' | rule`, absent = ''. */
const orEmpty = (value: unknown, rule: (value: unknown) => Rule<string>): Rule<string> =>
  value === undefined || value === '' ? ok('') : rule(value);

function slot(c: Collector, input: SlotFields, index: number, today: string): Slot {
  const path = `slots.${index}`;
  const uid = typeof input.uid === 'string' && input.uid.length >= 1 && input.uid.length <= 64 ? input.uid : '';
  if (!uid) c.add(`${path}.uid`, input.uid ? 'too_long' : 'required');
  const workshopId = input.workshopId;
  if (typeof workshopId !== 'number' || !Number.isInteger(workshopId) || workshopId <= 0) {
    c.add(`${path}.workshopId`, typeof workshopId === 'number' ? 'number_expected' : 'workshops_incomplete');
  }
  const slotValues = {
    uid,
    workshopId,
    date: c.take(`${path}.date`, slotDate(input.date, today)) ?? input.date,
    startTime: c.take(`${path}.startTime`, time(input.startTime, 'workshops_incomplete')) ?? input.startTime,
    endTime: c.take(`${path}.endTime`, time(input.endTime, 'workshops_incomplete')) ?? input.endTime,
    altDate:
      c.take(
        `${path}.altDate`,
        orEmpty(input.altDate, (value) => slotDate(value, today)),
      ) ?? input.altDate,
    altStartTime:
      c.take(
        `${path}.altStartTime`,
        orEmpty(input.altStartTime, (value) => time(value, 'time_invalid')),
      ) ?? input.altStartTime,
    altEndTime:
      c.take(
        `${path}.altEndTime`,
        orEmpty(input.altEndTime, (value) => time(value, 'time_invalid')),
      ) ?? input.altEndTime,
  };
  // The schema's slot refinement.
  const { startTime, endTime, altDate, altStartTime, altEndTime } = slotValues;
  if (isTime(startTime) && isTime(endTime) && endTime <= startTime) c.add(`${path}.endTime`, 'end_before_start');
  if (altDate) {
    if (!altStartTime) c.add(`${path}.altStartTime`, 'workshops_incomplete');
    if (!altEndTime) c.add(`${path}.altEndTime`, 'workshops_incomplete');
  }
  if (isTime(altStartTime) && isTime(altEndTime) && altEndTime <= altStartTime) c.add(`${path}.altEndTime`, 'end_before_start');
  return slotValues as Slot;
}

function contact(c: Collector, input: InquiryFields['contact']): InquiryFormValues['contact'] {
  const text = (key: keyof InquiryFields['contact'], rule: Rule<string>) => c.take(`contact.${key}`, rule) ?? '';
  const pattern = (rule: Rule<string>, regex: RegExp, key: 'phone_invalid' | 'postcode_invalid'): Rule<string> =>
    rule.ok && rule.value !== '' && !regex.test(rule.value) ? fail(key) : rule;
  const gender = input.gender === undefined ? 2 : input.gender;
  if (gender !== 1 && gender !== 2 && gender !== 3) c.add('contact.gender', 'required');
  const institutePhone = (value: unknown): Rule<string> => {
    if (typeof value !== 'string') return fail('phone_invalid');
    const trimmedPhone = value.trim();
    if (trimmedPhone.length > 40) return fail('too_long');
    return phonePattern.test(trimmedPhone) ? ok(trimmedPhone) : fail('phone_invalid');
  };
  const values: InquiryFormValues['contact'] = {
    gender,
    firstname: text('firstname', requiredText(input.firstname, 200)),
    lastname: text('lastname', requiredText(input.lastname, 200)),
    phone: text('phone', pattern(requiredText(input.phone, 40), phonePattern, 'phone_invalid')),
    email: text('email', email(input.email)),
    institute: text('institute', requiredText(input.institute, 200)),
    streetAddress: text('streetAddress', requiredText(input.streetAddress, 200)),
    addressAddition: text('addressAddition', optionalText(input.addressAddition, 200)),
    postcode: text('postcode', pattern(requiredText(input.postcode, 10), postcodePattern, 'postcode_invalid')),
    location: text('location', requiredText(input.location, 200)),
    institutePhone: text('institutePhone', orEmpty(input.institutePhone, institutePhone)),
    useInvoiceAddress: input.useInvoiceAddress === true,
    invoiceInstitute: text('invoiceInstitute', optionalText(input.invoiceInstitute, 200)),
    invoiceFirstname: text('invoiceFirstname', optionalText(input.invoiceFirstname, 200)),
    invoiceLastname: text('invoiceLastname', optionalText(input.invoiceLastname, 200)),
    invoiceStreetAddress: text('invoiceStreetAddress', optionalText(input.invoiceStreetAddress, 200)),
    invoiceAddressAddition: text('invoiceAddressAddition', optionalText(input.invoiceAddressAddition, 200)),
    invoicePostcode: text('invoicePostcode', optionalText(input.invoicePostcode, 10)),
    invoiceLocation: text('invoiceLocation', optionalText(input.invoiceLocation, 200)),
  };
  // The schema's contact refinement: another billing address needs its own institution, street, postcode and place.
  if (values.useInvoiceAddress) {
    for (const field of ['invoiceInstitute', 'invoiceStreetAddress', 'invoicePostcode', 'invoiceLocation'] as const) {
      if (!values[field] && !c.has(`contact.${field}`)) c.add(`contact.${field}`, 'required');
    }
    if (values.invoicePostcode && !postcodePattern.test(values.invoicePostcode))
      c.add('contact.invoicePostcode', 'postcode_invalid');
  }
  return values;
}

/** A count typed into a text field: digits (spaces around allowed) are a number, empty is "not given". */
const toCount = (value: unknown): unknown => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
};

type CountRule = Rule<number | undefined> & { typeError?: boolean };

function count(value: unknown, required: boolean): CountRule {
  const number = toCount(value);
  if (number === undefined) return required ? { ...fail('required'), typeError: true } : ok(undefined);
  if (typeof number !== 'number' || Number.isNaN(number)) return { ...fail('number_expected'), typeError: true };
  if (!Number.isInteger(number)) return fail('number_expected');
  if (number < (required ? 1 : 0)) return fail(required ? 'required' : 'number_expected');
  if (number > 9999) return fail('too_long');
  return ok(number);
}

/** `idField()`: a positive whole number; missing is `required`. */
function id(value: unknown): CountRule {
  if (typeof value !== 'number' || Number.isNaN(value)) return { ...fail('required'), typeError: true };
  if (!Number.isInteger(value) || value <= 0) return fail('number_expected');
  return ok(value);
}

function knowledge(c: Collector, input: InquiryFields['knowledge']): InquiryFormValues['knowledge'] {
  let typeError = false;
  const number = (key: keyof InquiryFields['knowledge'], rule: CountRule) => {
    if (rule.typeError) typeError = true;
    return c.take(`knowledge.${key}`, rule);
  };
  const system = input.educationalSystem;
  const values = {
    grade: number('grade', id(input.grade)) as number,
    educationalSystem: system === undefined || system === null ? system : number('educationalSystem', id(system)),
    class: c.take('knowledge.class', optionalText(input.class, 100)) ?? '',
    numberParticipantsTotal: number('numberParticipantsTotal', count(input.numberParticipantsTotal, true)) as number,
    numberParticipantsM: number('numberParticipantsM', count(input.numberParticipantsM, false)),
    numberParticipantsF: number('numberParticipantsF', count(input.numberParticipantsF, false)),
    numberParticipantsN: number('numberParticipantsN', count(input.numberParticipantsN, false)),
    preknowledge: c.take('knowledge.preknowledge', optionalText(input.preknowledge, 2000)) ?? '',
    infrastructure: input.infrastructure ?? [],
  };
  if (values.infrastructure.length > 50) c.add('knowledge.infrastructure', 'too_long');
  // The schema's refinement (skipped, as there, after a type error): m + w + d must fit in the total.
  if (!typeError) {
    // As the schema does, each number counts even when it broke its own bound (10000 is "too long" and still 10000).
    const parts = [input.numberParticipantsM, input.numberParticipantsF, input.numberParticipantsN]
      .map(toCount)
      .reduce<number>((sum, part) => sum + (typeof part === 'number' ? part : 0), 0);
    const total = toCount(input.numberParticipantsTotal);
    if (typeof total === 'number' && parts > total) c.add('knowledge.numberParticipantsTotal', 'participants_exceed_total');
  }
  return values as InquiryFormValues['knowledge'];
}

/** The schema's answer for the form's values, plus the weekend confirmations. */
export function checkInquiry(input: InquiryFields, today: string = todayInZurich()): ValidationResult<InquiryFormValues> {
  const c = collect();
  const slotsInput = input.slots ?? [];
  const slots = slotsInput.map((item, index) => slot(c, item, index, today));
  if (slotsInput.length < 1) c.add('slots', 'at_least_one_offer');
  if (slotsInput.length > 30) c.add('slots', 'too_long');
  const values: InquiryFormValues = {
    slots,
    contact: contact(c, input.contact),
    knowledge: knowledge(c, input.knowledge),
    topics: c.take('topics', optionalText(input.topics, 4000)) ?? '',
    sourceOfDiscovery: input.sourceOfDiscovery ?? '',
    newsletter: input.newsletter === true,
    termsAccepted: input.termsAccepted === true,
    language: input.language,
  };
  if (values.sourceOfDiscovery !== '' && !(discoverySources as readonly string[]).includes(values.sourceOfDiscovery)) {
    c.add('sourceOfDiscovery', 'choice_invalid');
  }
  if (input.termsAccepted !== true) c.add('termsAccepted', 'terms_required');
  if (!(uiLanguages as readonly string[]).includes(input.language)) c.add('language', 'choice_invalid');
  const errors: Record<string, string> = { ...c.errors };
  for (const index of unconfirmedWeekendSlots(slotsInput)) errors[`slots.${index}.weekendAccepted`] = WEEKEND_NOT_CONFIRMED;
  return Object.keys(errors).length > 0 ? { errors } : { values };
}
