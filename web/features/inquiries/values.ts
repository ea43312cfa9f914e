import type { InquiryFormInput, InquirySlotInput, InquiryView, UiLanguage } from '@/lib/contract';

/** Client-only extra of a slot: the school confirmed that a date on a weekend is intended (never sent). */
export type SlotFields = InquirySlotInput & { weekendAccepted?: boolean };
type KnowledgeFields = Omit<InquiryFormInput['knowledge'], 'grade' | 'educationalSystem'> & {
  grade?: number;
  educationalSystem?: number;
};

/** What the inquiry form holds while editing: the schema's input plus the weekend confirmations. */
export type InquiryFields = Omit<InquiryFormInput, 'slots' | 'knowledge'> & {
  slots: SlotFields[];
  knowledge: KnowledgeFields;
};

/** create: the public form; read: the requester's private link (nothing editable); update: staff edit. */
export type InquiryFormMode = 'create' | 'read' | 'update';

/** Spec: default salutation 2 (Herr). */
export const DEFAULT_GENDER = 2;

export const emptyContact = (): InquiryFields['contact'] => ({
  gender: DEFAULT_GENDER,
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  institute: '',
  streetAddress: '',
  addressAddition: '',
  postcode: '',
  location: '',
  institutePhone: '',
  useInvoiceAddress: false,
  invoiceInstitute: '',
  invoiceFirstname: '',
  invoiceLastname: '',
  invoiceStreetAddress: '',
  invoiceAddressAddition: '',
  invoicePostcode: '',
  invoiceLocation: '',
});

export const emptyKnowledge = (): KnowledgeFields => ({
  grade: undefined,
  educationalSystem: undefined,
  class: '',
  numberParticipantsTotal: '',
  numberParticipantsM: '',
  numberParticipantsF: '',
  numberParticipantsN: '',
  preknowledge: '',
  infrastructure: [],
});

/** A blank inquiry in the visitor's language. */
export function emptyInquiry(language: UiLanguage): InquiryFields {
  return {
    slots: [],
    contact: emptyContact(),
    knowledge: emptyKnowledge(),
    topics: '',
    sourceOfDiscovery: '',
    newsletter: false,
    termsAccepted: false,
    language,
  };
}

const countText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The submitted inquiry (private link) as form values, for the read and update modes. */
export function viewToFields(view: InquiryView): InquiryFields {
  return {
    slots: view.slots.map((slot) => ({ ...slot })),
    contact: { ...emptyContact(), ...view.contact },
    knowledge: {
      grade: view.knowledge.grade ?? undefined,
      educationalSystem: view.knowledge.educationalSystem ?? undefined,
      class: view.knowledge.class,
      numberParticipantsTotal: countText(view.knowledge.numberParticipantsTotal),
      numberParticipantsM: countText(view.knowledge.numberParticipantsM),
      numberParticipantsF: countText(view.knowledge.numberParticipantsF),
      numberParticipantsN: countText(view.knowledge.numberParticipantsN),
      preknowledge: view.knowledge.preknowledge,
      infrastructure: [...view.knowledge.infrastructure],
    },
    topics: view.topics,
    sourceOfDiscovery: view.sourceOfDiscovery,
    newsletter: view.newsletter,
    termsAccepted: view.termsAccepted,
    language: view.language,
  };
}
