import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { publicValidationMessage } from '@/components/form/public-messages';
import type { InquiryFormdata, InquiryState } from '@/lib/contract';
import type { SlotFields } from './values';

/** The id of a field's control, derived from its path so the error summary can link to it. */
export const fieldId = (path: string) => `inquiry-${path.replace(/\./g, '-')}`;
export const amountInputId = (workshopId: number) => `inquiry-amount-${workshopId}`;

/** Client-side check only (not a shared validation key): a weekend date must be confirmed. */
export const WEEKEND_NOT_CONFIRMED = 'weekend_not_confirmed';
const weekendNotConfirmed = msg`Bitte bestätigen Sie, dass der Workshop am Wochenende stattfinden soll`;

/** The translated text of an error message: a shared validation key, the weekend check, or the text itself. */
export function errorText(i18n: I18n, message: string | undefined): string {
  if (message === WEEKEND_NOT_CONFIRMED) return i18n._(weekendNotConfirmed);
  const descriptor = publicValidationMessage(message);
  return descriptor ? i18n._(descriptor) : (message ?? '');
}

export const sectionLabels = {
  workshops: msg`Workshops und Termine`,
  contact: msg`Kontaktperson`,
  institute: msg`Schule / Institution`,
  invoice: msg`Rechnungsadresse`,
  knowledge: msg`Klasse und Vorwissen`,
  more: msg`Weitere Angaben`,
  finish: msg`Abschluss`,
  alternative: msg`Alternativtermin`,
} satisfies Record<string, MessageDescriptor>;

export const slotLabels = {
  date: msg`Datum`,
  startTime: msg`Von`,
  endTime: msg`Bis`,
  altDate: msg`Datum`,
  altStartTime: msg`Von`,
  altEndTime: msg`Bis`,
  weekendAccepted: msg`Ja, der Workshop soll am Wochenende stattfinden`,
} satisfies Record<Exclude<keyof SlotFields, 'uid' | 'workshopId'>, MessageDescriptor>;

export const contactLabels = {
  gender: msg`Anrede`,
  firstname: msg`Vorname`,
  lastname: msg`Nachname`,
  phone: msg`Telefon`,
  email: msg`E-Mail`,
  institute: msg`Name der Schule / Institution`,
  streetAddress: msg`Strasse und Nr.`,
  addressAddition: msg`Adresszusatz`,
  postcode: msg`PLZ`,
  location: msg`Ort`,
  institutePhone: msg`Telefon der Schule`,
  useInvoiceAddress: msg`Abweichende Rechnungsadresse`,
  invoiceInstitute: msg`Name der Schule / Institution`,
  invoiceFirstname: msg`Vorname`,
  invoiceLastname: msg`Nachname`,
  invoiceStreetAddress: msg`Strasse und Nr.`,
  invoiceAddressAddition: msg`Adresszusatz`,
  invoicePostcode: msg`PLZ`,
  invoiceLocation: msg`Ort`,
} satisfies Record<string, MessageDescriptor>;

export const knowledgeLabels = {
  grade: msg`Stufe`,
  educationalSystem: msg`Schulsystem/Bildungsstufe`,
  class: msg`Klasse`,
  numberParticipantsTotal: msg`Anzahl Teilnehmende`,
  numberParticipantsM: msg`davon männlich (m)`,
  numberParticipantsF: msg`davon weiblich (w)`,
  numberParticipantsN: msg`davon divers (d)`,
  preknowledge: msg`Vorwissen / Bemerkungen`,
  infrastructure: msg`Infrastruktur vor Ort`,
} satisfies Record<string, MessageDescriptor>;

export const otherLabels = {
  topics: msg`Gewünschte Themen / Schwerpunkte`,
  sourceOfDiscovery: msg`Wie sind Sie auf uns aufmerksam geworden?`,
  newsletter: msg`Ja, ich möchte den Newsletter erhalten (viermal im Jahr)`,
  termsAccepted: msg`Ich akzeptiere die Allgemeinen Geschäftsbedingungen (AGB)`,
  language: msg`Sprache`,
} satisfies Record<string, MessageDescriptor>;

export const genderLabels = {
  1: msg`Frau`,
  2: msg`Herr`,
  3: msg`Keine Angabe`,
} satisfies Record<1 | 2 | 3, MessageDescriptor>;

export const discoveryLabels = {
  web_search: msg`Websuche`,
  school_mail: msg`Schulmail`,
  colleague_recommendation: msg`Empfehlung einer Kollegin / eines Kollegen`,
} satisfies Record<string, MessageDescriptor>;

export const inquiryStateLabels: Record<InquiryState, MessageDescriptor> = {
  requested: msg`Eingegangen`,
  validated: msg`Bestätigt`,
};

const weekendLabel = msg`Termin am Wochenende`;
const termsShortLabel = msg`AGB`;

export const slotNumberLabel = (number: number) => msg`Termin ${number}`;
const unknownWorkshop = (id: number) => msg`Workshop ${id}`;

export function workshopTitle(i18n: I18n, formdata: InquiryFormdata, workshopId: number): string {
  return formdata.workshops.find((workshop) => workshop.id === workshopId)?.title ?? i18n._(unknownWorkshop(workshopId));
}

/** "Kinderrechte – Termin 2": the slot's workshop and its number among that workshop's slots. */
export function slotName(i18n: I18n, formdata: InquiryFormdata, slots: readonly SlotFields[], index: number): string {
  const slot = slots[index];
  if (!slot) return i18n._(slotNumberLabel(index + 1));
  const number = slots.slice(0, index + 1).filter((other) => other.workshopId === slot.workshopId).length;
  return `${workshopTitle(i18n, formdata, slot.workshopId)} – ${i18n._(slotNumberLabel(number))}`;
}

/** The name of a field in the error summary, e.g. "Rechnungsadresse: PLZ" or "Kinderrechte – Termin 1: Bis". */
export function summaryLabel(i18n: I18n, path: string, formdata: InquiryFormdata, slots: readonly SlotFields[]): string {
  const [group, second, third] = path.split('.');
  if (group === 'slots') {
    if (second === undefined || third === undefined) return i18n._(sectionLabels.workshops);
    const name = slotName(i18n, formdata, slots, Number(second));
    if (third === 'weekendAccepted') return `${name}: ${i18n._(weekendLabel)}`;
    const label = slotLabels[third as keyof typeof slotLabels];
    if (!label) return name;
    const alternative = third.startsWith('alt') ? `${i18n._(sectionLabels.alternative)} ` : '';
    return `${name}: ${alternative}${i18n._(label)}`;
  }
  if (group === 'contact' && second) {
    const label = contactLabels[second as keyof typeof contactLabels];
    if (!label) return second;
    if (second.startsWith('invoice')) return `${i18n._(sectionLabels.invoice)}: ${i18n._(label)}`;
    return i18n._(label);
  }
  if (group === 'knowledge' && second) {
    const label = knowledgeLabels[second as keyof typeof knowledgeLabels];
    return label ? i18n._(label) : second;
  }
  if (group === 'termsAccepted') return i18n._(termsShortLabel);
  const label = otherLabels[group as keyof typeof otherLabels];
  return label ? i18n._(label) : path;
}
