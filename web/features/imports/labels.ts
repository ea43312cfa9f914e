import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportKind } from '@contract/imports/import-fields';

/** The kinds of data an import file may hold, in the order offered. */
export const importKindLabels: Record<ImportKind, MessageDescriptor> = {
  coaches: msg`Coaches`,
  workshops: msg`Schulen: vergangene Anfragen und Workshops`,
  materials: msg`Material`,
};

/** Each field of an import (worker/contract/imports/import-fields.ts), by kind. */
export const importFieldLabels: Record<ImportKind, Record<string, MessageDescriptor>> = {
  coaches: {
    email: msg`E-Mail`,
    firstname: msg`Vorname`,
    lastname: msg`Nachname`,
    salutation: msg`Anrede`,
    language: msg`Korrespondenzsprache`,
    phone: msg`Telefon`,
    street: msg`Strasse`,
    postcode: msg`PLZ`,
    location: msg`Ort`,
    birthday: msg`Geburtsdatum`,
    languages: msg`Workshopsprachen`,
    subjects: msg`Themen`,
    skills: msg`Fähigkeiten`,
    ahv_number: msg`AHV-Nummer`,
    iban: msg`IBAN`,
    personnel_id: msg`Personalnummer`,
    abakus_number: msg`ABAKUS-Nummer`,
    state: msg`Status`,
  },
  workshops: {
    external_id: msg`Externe ID`,
    inquiry_date: msg`Anfragedatum`,
    institute: msg`Schule`,
    contact_firstname: msg`Vorname der Kontaktperson`,
    contact_lastname: msg`Nachname der Kontaktperson`,
    contact_email: msg`E-Mail der Kontaktperson`,
    contact_phone: msg`Telefon der Kontaktperson`,
    street: msg`Strasse`,
    postcode: msg`PLZ`,
    location: msg`Ort`,
    grade: msg`Stufe`,
    educational_system: msg`Schultyp`,
    school_class: msg`Klasse`,
    offered_workshop: msg`Workshop-Angebot`,
    language: msg`Workshopsprache`,
    date: msg`Datum`,
    start_time: msg`Beginn`,
    end_time: msg`Ende`,
    state: msg`Status`,
    coaches: msg`Coaches`,
    participants: msg`Teilnehmende`,
    participants_m: msg`Teilnehmende männlich`,
    participants_f: msg`Teilnehmende weiblich`,
    participants_d: msg`Teilnehmende divers`,
  },
  materials: {
    title: msg`Titel`,
    description: msg`Beschreibung`,
    format: msg`Format`,
    storage_location: msg`Lagerort`,
    stock: msg`Bestand`,
    orderable: msg`Von Coaches bestellbar`,
    active: msg`Aktiv`,
  },
};

/** A field's label; the key itself for a field this SPA does not know yet. */
export const fieldLabel = (kind: ImportKind, field: string): MessageDescriptor =>
  importFieldLabels[kind][field] ?? { id: field, message: field };
