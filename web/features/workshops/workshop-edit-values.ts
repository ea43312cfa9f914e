import type { WorkshopDetail, WorkshopLanguage, WorkshopUpdateBody } from '@/lib/contract';

/**
 * What the edit form holds: the update body's fields as the inputs give them (texts), with the price in francs
 * ("350.00") instead of centimes. `toUpdateBody` turns them into the API's body, which the shared schema checks.
 */
export interface WorkshopEditFields {
  offered_workshop_id: number | undefined;
  language: WorkshopLanguage;
  date: string;
  start_time: string;
  end_time: string;
  institute: string;
  street_address: string;
  address_addition: string;
  postcode: string;
  location: string;
  room: string;
  contact_firstname: string;
  contact_lastname: string;
  contact_email: string;
  contact_phone: string;
  number_participants: string;
  coaches_needed: string;
  price: string;
  notes: string;
}

/** Centimes as francs for the input: 35000 -> "350.00". */
export const centimesToFrancs = (centimes: number) => (centimes / 100).toFixed(2);

/** "350", "350.5", "350,50", "1'250.00" -> centimes; NaN when it is not an amount (the schema then says so). */
export function francsToCentimes(value: string): number {
  const text = value
    .trim()
    .replace(/['’\s]/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

const textOf = (value: string | null) => value ?? '';

export function detailToFields(workshop: WorkshopDetail): WorkshopEditFields {
  return {
    offered_workshop_id: workshop.offered_workshop_id,
    language: workshop.language,
    date: workshop.date,
    start_time: workshop.start_time,
    end_time: workshop.end_time,
    institute: workshop.institute,
    street_address: textOf(workshop.street_address),
    address_addition: textOf(workshop.address_addition),
    postcode: textOf(workshop.postcode),
    location: workshop.location,
    room: textOf(workshop.room),
    contact_firstname: textOf(workshop.contact_firstname),
    contact_lastname: textOf(workshop.contact_lastname),
    contact_email: textOf(workshop.contact_email),
    contact_phone: textOf(workshop.contact_phone),
    number_participants: workshop.number_participants === null ? '' : String(workshop.number_participants),
    coaches_needed: String(workshop.coaches_needed),
    price: centimesToFrancs(workshop.price_centimes),
    notes: textOf(workshop.notes),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

export function toUpdateBody(fields: WorkshopEditFields): WorkshopUpdateBody {
  const participants = fields.number_participants.trim();
  return {
    offered_workshop_id: fields.offered_workshop_id as number,
    language: fields.language,
    date: fields.date,
    start_time: fields.start_time,
    end_time: fields.end_time,
    institute: fields.institute,
    street_address: orNull(fields.street_address),
    address_addition: orNull(fields.address_addition),
    postcode: orNull(fields.postcode),
    location: fields.location,
    room: orNull(fields.room),
    contact_firstname: orNull(fields.contact_firstname),
    contact_lastname: orNull(fields.contact_lastname),
    contact_email: orNull(fields.contact_email),
    contact_phone: orNull(fields.contact_phone),
    number_participants: participants === '' ? null : /^\d+$/.test(participants) ? Number(participants) : Number.NaN,
    coaches_needed: /^\d+$/.test(fields.coaches_needed.trim()) ? Number(fields.coaches_needed.trim()) : Number.NaN,
    price_centimes: francsToCentimes(fields.price),
    notes: orNull(fields.notes),
  };
}

/** The body's field names that the form shows under another name. */
export const bodyToFieldName = (path: string) => (path === 'price_centimes' ? 'price' : path);
