import { asc, eq, type SQL } from 'drizzle-orm';
import { type inquiries, inquiryInfrastructure, inquirySlots } from '../../db/schema';
import type { Database } from '../../lib/env';
import type { InquiryFormValues, InquiryView } from '../../contract/inquiries/inquiries.schemas';

/*
 * An inquiry's rows as the form writes them (public create, staff edit) and reads them back as the form's values
 * (status page, staff detail).
 */

export const slotsOf = (db: Database, inquiryId: number) =>
  db.select().from(inquirySlots).where(eq(inquirySlots.inquiryId, inquiryId)).orderBy(asc(inquirySlots.position));

export const infrastructureOf = (db: Database, inquiryId: number) =>
  db
    .select({ id: inquiryInfrastructure.infrastructureOptionId })
    .from(inquiryInfrastructure)
    .where(eq(inquiryInfrastructure.inquiryId, inquiryId));

export async function viewOf(db: Database, inquiry: typeof inquiries.$inferSelect): Promise<InquiryView> {
  const [slots, infrastructure] = await db.batch([slotsOf(db, inquiry.id), infrastructureOf(db, inquiry.id)]);
  return viewFromRows(inquiry, slots, infrastructure);
}

export function viewFromRows(
  inquiry: typeof inquiries.$inferSelect,
  slots: (typeof inquirySlots.$inferSelect)[],
  infrastructure: { id: number }[],
): InquiryView {
  return {
    id: inquiry.id,
    state: inquiry.state,
    created_at: inquiry.createdAt,
    slots: slots.map((slot) => ({
      uid: String(slot.id),
      workshopId: slot.offeredWorkshopId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      altDate: slot.altDate ?? '',
      altStartTime: slot.altStartTime ?? '',
      altEndTime: slot.altEndTime ?? '',
    })),
    contact: {
      gender: inquiry.gender,
      firstname: inquiry.firstname,
      lastname: inquiry.lastname,
      phone: inquiry.phone,
      email: inquiry.email,
      institute: inquiry.institute,
      streetAddress: inquiry.streetAddress,
      addressAddition: inquiry.addressAddition ?? '',
      postcode: inquiry.postcode,
      location: inquiry.location,
      institutePhone: inquiry.institutePhone ?? '',
      useInvoiceAddress: inquiry.useInvoiceAddress,
      invoiceInstitute: inquiry.invoiceInstitute ?? '',
      invoiceFirstname: inquiry.invoiceFirstname ?? '',
      invoiceLastname: inquiry.invoiceLastname ?? '',
      invoiceStreetAddress: inquiry.invoiceStreetAddress ?? '',
      invoiceAddressAddition: inquiry.invoiceAddressAddition ?? '',
      invoicePostcode: inquiry.invoicePostcode ?? '',
      invoiceLocation: inquiry.invoiceLocation ?? '',
    },
    knowledge: {
      grade: inquiry.gradeId,
      educationalSystem: inquiry.educationalSystemId,
      class: inquiry.schoolClass ?? '',
      numberParticipantsTotal: inquiry.numberParticipantsTotal,
      numberParticipantsM: inquiry.numberParticipantsM ?? undefined,
      numberParticipantsF: inquiry.numberParticipantsF ?? undefined,
      numberParticipantsN: inquiry.numberParticipantsN ?? undefined,
      preknowledge: inquiry.preknowledge ?? '',
      infrastructure: infrastructure.map((row) => row.id),
    },
    topics: inquiry.topics ?? '',
    sourceOfDiscovery: inquiry.sourceOfDiscovery ?? '',
    newsletter: inquiry.newsletterOptIn,
    termsAccepted: true,
    language: inquiry.language,
  };
}

export function slotInserts(db: Database, inquiryId: number | SQL, slots: InquiryFormValues['slots']) {
  return slots.map((slot, position) =>
    db.insert(inquirySlots).values({
      inquiryId,
      offeredWorkshopId: slot.workshopId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      altDate: slot.altDate || null,
      altStartTime: slot.altDate ? slot.altStartTime : null,
      altEndTime: slot.altDate ? slot.altEndTime : null,
      position,
    }),
  );
}

export function infrastructureInserts(db: Database, inquiryId: number | SQL, optionIds: number[]) {
  return [...new Set(optionIds)].map((optionId) =>
    db.insert(inquiryInfrastructure).values({ inquiryId, infrastructureOptionId: optionId }),
  );
}

export function inquiryColumns(body: Omit<InquiryFormValues, 'termsAccepted'>) {
  const { contact, knowledge } = body;
  const invoice = (value: string) => (contact.useInvoiceAddress ? value || null : null);
  return {
    gender: contact.gender,
    firstname: contact.firstname,
    lastname: contact.lastname,
    phone: contact.phone,
    email: contact.email,
    institute: contact.institute,
    streetAddress: contact.streetAddress,
    addressAddition: contact.addressAddition || null,
    postcode: contact.postcode,
    location: contact.location,
    institutePhone: contact.institutePhone || null,
    useInvoiceAddress: contact.useInvoiceAddress,
    invoiceInstitute: invoice(contact.invoiceInstitute),
    invoiceFirstname: invoice(contact.invoiceFirstname),
    invoiceLastname: invoice(contact.invoiceLastname),
    invoiceStreetAddress: invoice(contact.invoiceStreetAddress),
    invoiceAddressAddition: invoice(contact.invoiceAddressAddition),
    invoicePostcode: invoice(contact.invoicePostcode),
    invoiceLocation: invoice(contact.invoiceLocation),
    gradeId: knowledge.grade,
    educationalSystemId: knowledge.educationalSystem ?? null,
    schoolClass: knowledge.class || null,
    numberParticipantsTotal: knowledge.numberParticipantsTotal,
    numberParticipantsM: knowledge.numberParticipantsM ?? null,
    numberParticipantsF: knowledge.numberParticipantsF ?? null,
    numberParticipantsN: knowledge.numberParticipantsN ?? null,
    preknowledge: knowledge.preknowledge || null,
    topics: body.topics || null,
    sourceOfDiscovery: body.sourceOfDiscovery || null,
    newsletterOptIn: body.newsletter,
    language: body.language,
    firstSlotDate: body.slots.map((slot) => slot.date).sort()[0] ?? null,
  };
}
