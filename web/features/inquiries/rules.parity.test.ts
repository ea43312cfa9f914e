import { InquiryFormSchema } from '@contract/inquiries/inquiries.schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isWeekend, todayInZurich } from '@/lib/contract';
import { zodKeys } from '@/components/form-lite/parity';
import { WEEKEND_NOT_CONFIRMED } from './labels';
import { checkInquiry } from './rules';
import { emptyInquiry, type InquiryFields, type SlotFields } from './values';

/*
 * The public form checks its values by hand (./rules.ts) instead of loading zod and the shared schema. These tests
 * hold the two together: every input below goes through the contract's `InquiryFormSchema` (as the staff form's
 * zodResolver and the API use it) and through the form's rules, which must accept and refuse alike, with the same
 * validation key on the same path and the same values out.
 */

const today = todayInZurich();
const weekday = (from: number) => {
  let date = addDays(today, from);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
};
const saturday = (() => {
  let date = addDays(today, 10);
  while (!isWeekend(date)) date = addDays(date, 1);
  return date;
})();

const slot = (extra: Partial<SlotFields> = {}): SlotFields => ({
  uid: 'u1',
  workshopId: 11,
  date: weekday(14),
  startTime: '08:00',
  endTime: '10:00',
  altDate: '',
  altStartTime: '',
  altEndTime: '10:00',
  ...extra,
});

function valid(): InquiryFields {
  const values = emptyInquiry('de');
  values.slots = [slot()];
  values.contact = {
    ...values.contact,
    firstname: 'Anna',
    lastname: 'Muster',
    phone: '044 123 45 67',
    email: 'Anna@Schule.ch',
    institute: 'Schule Musterhausen',
    streetAddress: 'Schulweg 1',
    postcode: '8000',
    location: 'Zürich',
  };
  values.knowledge = { ...values.knowledge, grade: 2, numberParticipantsTotal: '22' };
  values.termsAccepted = true;
  return values;
}

type Change = (values: InquiryFields) => void;

/** The schema's keys by path (without the client-only weekend confirmation) and the rules' keys. */
function both(values: InquiryFields) {
  const schema = zodKeys(InquiryFormSchema, values);
  const result = checkInquiry(values, today);
  const rules = Object.fromEntries(Object.entries(result.errors ?? {}).filter(([path]) => !path.endsWith('.weekendAccepted')));
  return { schema, rules, result };
}

function expectParity(values: InquiryFields) {
  const { schema, rules, result } = both(values);
  expect(rules).toEqual(schema);
  if (Object.keys(schema).length === 0 && !result.errors) {
    expect(result.values).toEqual(InquiryFormSchema.parse(values));
  }
  return schema;
}

const long = (length: number, char = 'a') => char.repeat(length);

/** [what, change, the expected keys by path] */
const table: [string, Change, Record<string, string>][] = [
  ['a valid inquiry', () => {}, {}],
  ['no workshop', (x) => (x.slots = []), { slots: 'at_least_one_offer' }],
  ['31 slots', (x) => (x.slots = Array.from({ length: 31 }, (_, i) => slot({ uid: `u${i}` }))), { slots: 'too_long' }],
  ['empty date', (x) => (x.slots[0]!.date = ''), { 'slots.0.date': 'workshops_incomplete' }],
  ['impossible date', (x) => (x.slots[0]!.date = '2030-02-30'), { 'slots.0.date': 'date_invalid' }],
  ['month 13', (x) => (x.slots[0]!.date = '2030-13-01'), { 'slots.0.date': 'date_invalid' }],
  ['year 0000', (x) => (x.slots[0]!.date = '0000-01-01'), { 'slots.0.date': 'date_invalid' }],
  ['typed text as date', (x) => (x.slots[0]!.date = '31.12.'), { 'slots.0.date': 'date_invalid' }],
  ['yesterday', (x) => (x.slots[0]!.date = addDays(today, -1)), { 'slots.0.date': 'date_in_past' }],
  ['today', (x) => (x.slots[0]!.date = today), {}],
  ['no start time', (x) => (x.slots[0]!.startTime = ''), { 'slots.0.startTime': 'workshops_incomplete' }],
  ['time 24:00', (x) => (x.slots[0]!.endTime = '24:00'), { 'slots.0.endTime': 'time_invalid' }],
  ['time 9:00', (x) => (x.slots[0]!.startTime = '9:00'), { 'slots.0.startTime': 'time_invalid' }],
  [
    'end before start',
    (x) => Object.assign(x.slots[0]!, { startTime: '10:00', endTime: '09:00' }),
    { 'slots.0.endTime': 'end_before_start' },
  ],
  [
    'end equals start',
    (x) => Object.assign(x.slots[0]!, { startTime: '10:00', endTime: '10:00' }),
    { 'slots.0.endTime': 'end_before_start' },
  ],
  [
    'alternative date without times',
    (x) => Object.assign(x.slots[0]!, { altDate: weekday(20), altStartTime: '', altEndTime: '' }),
    { 'slots.0.altStartTime': 'workshops_incomplete', 'slots.0.altEndTime': 'workshops_incomplete' },
  ],
  [
    'alternative ending before its start',
    (x) => Object.assign(x.slots[0]!, { altDate: weekday(20), altStartTime: '11:00', altEndTime: '10:00' }),
    { 'slots.0.altEndTime': 'end_before_start' },
  ],
  [
    'alternative date in the past',
    (x) => Object.assign(x.slots[0]!, { altDate: addDays(today, -3), altStartTime: '08:00' }),
    { 'slots.0.altDate': 'date_in_past' },
  ],
  [
    'alternative impossible date, no start',
    (x) => (x.slots[0]!.altDate = '2030-04-31'),
    { 'slots.0.altDate': 'date_invalid', 'slots.0.altStartTime': 'workshops_incomplete' },
  ],
  ['alternative times without a date (allowed)', (x) => (x.slots[0]!.altStartTime = '09:00'), {}],
  ['alternative start not a time', (x) => (x.slots[0]!.altStartTime = '9'), { 'slots.0.altStartTime': 'time_invalid' }],
  [
    'names missing',
    (x) => Object.assign(x.contact, { firstname: '', lastname: '   ' }),
    {
      'contact.firstname': 'required',
      'contact.lastname': 'required',
    },
  ],
  ['first name 201 characters', (x) => (x.contact.firstname = long(201)), { 'contact.firstname': 'too_long' }],
  ['first name 200 characters, spaces around', (x) => (x.contact.firstname = ` ${long(200)} `), {}],
  ['phone letters', (x) => (x.contact.phone = 'call me'), { 'contact.phone': 'phone_invalid' }],
  ['phone too short', (x) => (x.contact.phone = '12345'), { 'contact.phone': 'phone_invalid' }],
  ['phone 41 characters', (x) => (x.contact.phone = long(41, '1')), { 'contact.phone': 'too_long' }],
  ['phone +41 (0)44 …', (x) => (x.contact.phone = '+41 (0)44 123/45.67'), {}],
  ['e-mail missing', (x) => (x.contact.email = ' '), { 'contact.email': 'required' }],
  ['e-mail without domain', (x) => (x.contact.email = 'anna@schule'), { 'contact.email': 'email_invalid' }],
  ['e-mail with two dots', (x) => (x.contact.email = 'anna..muster@schule.ch'), { 'contact.email': 'email_invalid' }],
  ['e-mail with a space', (x) => (x.contact.email = 'anna muster@schule.ch'), { 'contact.email': 'email_invalid' }],
  ['e-mail 255 characters', (x) => (x.contact.email = `${long(245)}@schule.ch`), { 'contact.email': 'too_long' }],
  ['postcode 3 digits', (x) => (x.contact.postcode = '800'), { 'contact.postcode': 'postcode_invalid' }],
  ['postcode 5 digits', (x) => (x.contact.postcode = '80000'), { 'contact.postcode': 'postcode_invalid' }],
  ['postcode letters', (x) => (x.contact.postcode = 'ABCD'), { 'contact.postcode': 'postcode_invalid' }],
  ['postcode 11 characters', (x) => (x.contact.postcode = long(11, '1')), { 'contact.postcode': 'too_long' }],
  ['postcode with spaces around', (x) => (x.contact.postcode = ' 8000 '), {}],
  ['school phone blank', (x) => (x.contact.institutePhone = '   '), { 'contact.institutePhone': 'phone_invalid' }],
  ['school phone letters', (x) => (x.contact.institutePhone = 'none'), { 'contact.institutePhone': 'phone_invalid' }],
  ['school phone 41 letters', (x) => (x.contact.institutePhone = long(41)), { 'contact.institutePhone': 'too_long' }],
  ['address addition 201', (x) => (x.contact.addressAddition = long(201)), { 'contact.addressAddition': 'too_long' }],
  [
    'another billing address, empty',
    (x) => (x.contact.useInvoiceAddress = true),
    {
      'contact.invoiceInstitute': 'required',
      'contact.invoiceStreetAddress': 'required',
      'contact.invoicePostcode': 'required',
      'contact.invoiceLocation': 'required',
    },
  ],
  [
    'another billing address, bad postcode, e-mail missing too',
    (x) =>
      Object.assign(x.contact, {
        email: '',
        useInvoiceAddress: true,
        invoiceInstitute: 'Gemeinde',
        invoiceStreetAddress: 'Weg 2',
        invoicePostcode: '12',
        invoiceLocation: 'Bern',
      }),
    { 'contact.email': 'required', 'contact.invoicePostcode': 'postcode_invalid' },
  ],
  [
    'another billing address, postcode 11 characters',
    (x) =>
      Object.assign(x.contact, {
        useInvoiceAddress: true,
        invoiceInstitute: 'Gemeinde',
        invoiceStreetAddress: 'Weg 2',
        invoicePostcode: long(11, '1'),
        invoiceLocation: 'Bern',
      }),
    { 'contact.invoicePostcode': 'too_long' },
  ],
  ['billing fields filled but not used', (x) => (x.contact.invoicePostcode = 'x'), {}],
  ['no grade', (x) => (x.knowledge.grade = undefined), { 'knowledge.grade': 'required' }],
  ['no participants', (x) => (x.knowledge.numberParticipantsTotal = ''), { 'knowledge.numberParticipantsTotal': 'required' }],
  ['participants 0', (x) => (x.knowledge.numberParticipantsTotal = '0'), { 'knowledge.numberParticipantsTotal': 'required' }],
  [
    'participants "zwanzig"',
    (x) => (x.knowledge.numberParticipantsTotal = 'zwanzig'),
    { 'knowledge.numberParticipantsTotal': 'number_expected' },
  ],
  [
    'participants 2.5',
    (x) => (x.knowledge.numberParticipantsTotal = '2.5'),
    { 'knowledge.numberParticipantsTotal': 'number_expected' },
  ],
  [
    'participants -3',
    (x) => (x.knowledge.numberParticipantsTotal = '-3'),
    { 'knowledge.numberParticipantsTotal': 'number_expected' },
  ],
  [
    'participants 10000',
    (x) => (x.knowledge.numberParticipantsTotal = '10000'),
    { 'knowledge.numberParticipantsTotal': 'too_long' },
  ],
  ['participants " 12 "', (x) => (x.knowledge.numberParticipantsTotal = ' 12 '), {}],
  [
    'm + w + d above the total',
    (x) => Object.assign(x.knowledge, { numberParticipantsTotal: '10', numberParticipantsM: '6', numberParticipantsF: '5' }),
    { 'knowledge.numberParticipantsTotal': 'participants_exceed_total' },
  ],
  [
    'm + w + d above the total, grade missing (the schema then skips the sum)',
    (x) => Object.assign(x.knowledge, { grade: undefined, numberParticipantsTotal: '10', numberParticipantsM: '11' }),
    { 'knowledge.grade': 'required' },
  ],
  [
    'm + w + d above the total, one part not a number',
    (x) => Object.assign(x.knowledge, { numberParticipantsTotal: '10', numberParticipantsM: '11', numberParticipantsF: 'x' }),
    { 'knowledge.numberParticipantsF': 'number_expected' },
  ],
  [
    'm + w + d above a total that is 0',
    (x) => Object.assign(x.knowledge, { numberParticipantsTotal: '0', numberParticipantsM: '2' }),
    { 'knowledge.numberParticipantsTotal': 'required' },
  ],
  [
    'part 10000',
    (x) => (x.knowledge.numberParticipantsN = '10000'),
    {
      'knowledge.numberParticipantsN': 'too_long',
      'knowledge.numberParticipantsTotal': 'participants_exceed_total',
    },
  ],
  ['class 101 characters', (x) => (x.knowledge.class = long(101)), { 'knowledge.class': 'too_long' }],
  ['remarks 2001 characters', (x) => (x.knowledge.preknowledge = long(2001)), { 'knowledge.preknowledge': 'too_long' }],
  ['topics 4001 characters', (x) => (x.topics = long(4001)), { topics: 'too_long' }],
  ['topics 4000 characters', (x) => (x.topics = long(4000)), {}],
  ['terms not accepted', (x) => (x.termsAccepted = false), { termsAccepted: 'terms_required' }],
  [
    'several problems at once',
    (x) => {
      x.slots = [
        slot({ date: '', startTime: '12:00', endTime: '11:00' }),
        slot({ uid: 'u2', workshopId: 12, date: '2030-02-29' }),
      ];
      x.contact.email = 'x';
      x.termsAccepted = false;
    },
    {
      'slots.0.date': 'workshops_incomplete',
      'slots.0.endTime': 'end_before_start',
      'slots.1.date': 'date_invalid',
      'contact.email': 'email_invalid',
      termsAccepted: 'terms_required',
    },
  ],
];

describe('the inquiry form’s rules and the shared InquiryFormSchema', () => {
  it.each(table)('%s', (_, change, expected) => {
    const values = valid();
    change(values);
    expect(expectParity(values)).toEqual(expected);
  });

  it('a valid inquiry comes out as the schema gives it: trimmed, e-mail in lower case, counts as numbers', () => {
    const values = valid();
    values.contact.firstname = '  Anna ';
    values.knowledge.numberParticipantsM = ' 3 ';
    values.knowledge.numberParticipantsF = '';
    values.slots[0]!.weekendAccepted = true;
    const result = checkInquiry(values, today);
    expect(result.values).toEqual(InquiryFormSchema.parse(values));
    expect(result.values).toMatchObject({
      contact: { firstname: 'Anna', email: 'anna@schule.ch' },
      knowledge: { numberParticipantsTotal: 22, numberParticipantsM: 3, numberParticipantsF: undefined },
    });
    expect(result.values?.slots[0]).not.toHaveProperty('weekendAccepted');
  });

  it('client only: a weekend date (or alternative) must be confirmed; the schema knows nothing of it', () => {
    const values = valid();
    values.slots = [slot({ date: saturday }), slot({ uid: 'u2', altDate: saturday, altStartTime: '08:00' })];
    expect(zodKeys(InquiryFormSchema, values)).toEqual({});
    expect(checkInquiry(values, today).errors).toEqual({
      'slots.0.weekendAccepted': WEEKEND_NOT_CONFIRMED,
      'slots.1.weekendAccepted': WEEKEND_NOT_CONFIRMED,
    });
    values.slots.forEach((item) => (item.weekendAccepted = true));
    expect(checkInquiry(values, today).errors).toBeUndefined();
  });

  it('agrees with the schema on generated inputs (edge values of every field, mixed)', () => {
    const pick = <T>(...values: T[]) => fc.constantFrom(...values);
    const text = (max: number) => pick('', '  ', 'Anna', ` ${long(max)} `, long(max + 1), '\t x \n');
    const date = pick(
      '',
      today,
      addDays(today, -1),
      weekday(30),
      saturday,
      '2030-02-29',
      '2028-02-29',
      '1899-12-31',
      '2200-12-31',
      'abc',
    );
    const time = pick('', '00:00', '08:00', '10:00', '23:59', '24:00', '7:30', '12:60');
    const count = pick('', '0', '1', ' 7 ', '22', '9999', '10000', '-1', '1.5', 'x');
    const slotArb = fc.record({
      uid: fc.uuid(),
      workshopId: pick(11, 12),
      date,
      startTime: time,
      endTime: time,
      altDate: date,
      altStartTime: time,
      altEndTime: time,
      weekendAccepted: fc.boolean(),
    });
    const inquiry = fc.record({
      slots: fc.array(slotArb, { maxLength: 3 }),
      contact: fc.record({
        gender: pick(1, 2, 3),
        firstname: text(200),
        lastname: text(200),
        phone: pick('', '044 123 45 67', '+41 44 123', '12345', 'abc', long(41, '1')),
        email: pick('', ' ', 'anna@schule.ch', ' ANNA@Schule.CH ', 'a@b', 'a..b@c.ch', '.a@b.ch', `${long(250)}@b.ch`),
        institute: text(200),
        streetAddress: text(200),
        addressAddition: text(200),
        postcode: pick('', '8000', ' 3000 ', '800', 'abcd', long(11, '1')),
        location: text(200),
        institutePhone: pick('', ' ', '031 123 45 67', 'x', long(41, '2')),
        useInvoiceAddress: fc.boolean(),
        invoiceInstitute: text(200),
        invoiceFirstname: text(200),
        invoiceLastname: text(200),
        invoiceStreetAddress: text(200),
        invoiceAddressAddition: text(200),
        invoicePostcode: pick('', '8000', '80', ' ', long(11, '3')),
        invoiceLocation: text(200),
      }),
      knowledge: fc.record({
        grade: pick(undefined, 1, 2),
        educationalSystem: pick(undefined, 7),
        class: text(100),
        numberParticipantsTotal: count,
        numberParticipantsM: count,
        numberParticipantsF: count,
        numberParticipantsN: count,
        preknowledge: text(2000),
        infrastructure: pick([], [5], [5, 6]),
      }),
      topics: text(4000),
      sourceOfDiscovery: pick('', 'web_search', 'school_mail'),
      newsletter: fc.boolean(),
      termsAccepted: fc.boolean(),
      language: pick('de', 'fr', 'it', 'en'),
    });
    fc.assert(
      fc.property(inquiry, (values) => {
        expectParity(values as InquiryFields);
      }),
      { numRuns: 400, seed: 31 },
    );
  });
});
