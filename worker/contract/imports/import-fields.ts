import { importKinds } from '../enums';

/**
 * What an import file may hold, per kind: the fields, which are required, and the column headers recognised for each
 * in German, French, Italian and English (compared without case, accents, spaces or punctuation). The SPA maps a
 * file's columns with it; the worker reads the mapped values. Decision 055.
 */
export { importKinds };
export type ImportKind = (typeof importKinds)[number];

export interface ImportField {
  readonly key: string;
  readonly required?: boolean;
  /** Headers recognised for the field (the key itself always is). */
  readonly headers: readonly string[];
}

const field = (key: string, headers: readonly string[], required = false): ImportField => ({ key, headers, required });

export const importFields: Record<ImportKind, readonly ImportField[]> = {
  coaches: [
    field('email', ['E-Mail', 'Email', 'Mail', 'Courriel', 'Adresse e-mail', 'Indirizzo e-mail'], true),
    field('firstname', ['Vorname', 'Prénom', 'Nome', 'First name', 'Firstname', 'Given name'], true),
    field('lastname', ['Nachname', 'Name', 'Nom', 'Cognome', 'Last name', 'Lastname', 'Surname', 'Family name'], true),
    field('salutation', ['Anrede', 'Civilité', 'Titre', 'Appellativo', 'Salutation', 'Title']),
    field('language', ['Sprache', 'Korrespondenzsprache', 'Langue', 'Lingua', 'Language', 'Correspondence language']),
    field('phone', ['Telefon', 'Tel', 'Mobile', 'Natel', 'Téléphone', 'Telefono', 'Phone']),
    field('street', ['Strasse', 'Adresse', 'Rue', 'Via', 'Indirizzo', 'Street', 'Address']),
    field('postcode', ['PLZ', 'Postleitzahl', 'NPA', 'Code postal', 'CAP', 'Postcode', 'Zip', 'Postal code']),
    field('location', ['Ort', 'Wohnort', 'Localité', 'Lieu', 'Ville', 'Località', 'Luogo', 'City', 'Town', 'Place']),
    field('birthday', ['Geburtsdatum', 'Date de naissance', 'Data di nascita', 'Birthday', 'Date of birth']),
    field('languages', ['Sprachen', 'Workshopsprachen', 'Langues', 'Lingue', 'Languages', 'Workshop languages']),
    field('subjects', ['Themen', 'Fächer', 'Thèmes', 'Sujets', 'Temi', 'Subjects', 'Topics']),
    field('skills', ['Fähigkeiten', 'Kompetenzen', 'Compétences', 'Competenze', 'Skills']),
    field('ahv_number', [
      'AHV',
      'AHV-Nummer',
      'AHV-Nr',
      'AVS',
      'Numéro AVS',
      'No AVS',
      'Numero AVS',
      'AHV number',
      'Social security number',
    ]),
    field('iban', ['IBAN', 'Konto', 'Compte', 'Conto', 'Bank account']),
    field('personnel_id', [
      'Personalnummer',
      'Personal-Nr',
      'Numéro du personnel',
      'Matricule',
      'Numero del personale',
      'Personnel number',
      'Personnel ID',
    ]),
    field('abakus_number', ['ABAKUS', 'ABAKUS-Nummer', 'Numéro ABAKUS', 'Numero ABAKUS', 'ABAKUS number']),
    field('state', ['Status', 'Zustand', 'Statut', 'État', 'Stato', 'State']),
  ],
  workshops: [
    field('external_id', ['ID', 'Nr', 'Nummer', 'Externe ID', 'Numéro', 'Identifiant', 'Numero', 'External ID', 'Number'], true),
    field('inquiry_date', [
      'Anfragedatum',
      'Angefragt am',
      'Date de la demande',
      'Data della richiesta',
      'Inquiry date',
      'Requested on',
    ]),
    field('institute', ['Schule', 'Institution', 'École', 'Etablissement', 'Scuola', 'Istituto', 'School'], true),
    field('contact_firstname', ['Vorname', 'Vorname Kontakt', 'Prénom', 'Nome', 'Contact first name', 'First name'], true),
    field('contact_lastname', ['Nachname', 'Name', 'Nachname Kontakt', 'Nom', 'Cognome', 'Contact last name', 'Last name'], true),
    field('contact_email', ['E-Mail', 'Email', 'Courriel', 'Indirizzo e-mail', 'Contact e-mail', 'Contact email'], true),
    field('contact_phone', ['Telefon', 'Téléphone', 'Telefono', 'Phone']),
    field('street', ['Strasse', 'Adresse', 'Rue', 'Via', 'Indirizzo', 'Street', 'Address']),
    field('postcode', ['PLZ', 'Postleitzahl', 'NPA', 'Code postal', 'CAP', 'Postcode', 'Zip', 'Postal code'], true),
    field('location', ['Ort', 'Localité', 'Lieu', 'Località', 'Luogo', 'City', 'Town', 'Place'], true),
    field('grade', ['Stufe', 'Klassenstufe', 'Niveau', 'Degré', 'Livello', 'Grado', 'Grade', 'Level']),
    field('educational_system', [
      'Schultyp',
      'Schulsystem',
      'Type d’école',
      "Type d'école",
      'Tipo di scuola',
      'School type',
      'Educational system',
    ]),
    field('school_class', ['Klasse', 'Classe', 'Class']),
    field('offered_workshop', ['Workshop', 'Angebot', 'Atelier', 'Offre', 'Laboratorio', 'Offerta', 'Offered workshop'], true),
    field('language', ['Sprache', 'Workshopsprache', 'Langue', 'Lingua', 'Language'], true),
    field('date', ['Datum', 'Date', 'Data', 'Workshopdatum', 'Workshop date'], true),
    field('start_time', ['Beginn', 'Von', 'Start', 'Début', 'De', 'Inizio', 'Dalle', 'Start time', 'From'], true),
    field('end_time', ['Ende', 'Bis', 'Fin', 'À', 'Fine', 'Alle', 'End', 'End time', 'To'], true),
    field('state', ['Status', 'Zustand', 'Statut', 'État', 'Stato', 'State'], true),
    field('coaches', [
      'Coaches',
      'Coach',
      'Trainer',
      'Trainerinnen',
      'Animateurs',
      'Formateurs',
      'Formatori',
      'Animatori',
      'Trainers',
    ]),
    field('participants', ['Teilnehmende', 'Anzahl', 'Participants', 'Nombre', 'Partecipanti', 'Numero']),
    field('participants_m', [
      'Teilnehmende m',
      'Knaben',
      'Participants m',
      'Garçons',
      'Partecipanti m',
      'Ragazzi',
      'Boys',
      'Male',
    ]),
    field('participants_f', [
      'Teilnehmende w',
      'Mädchen',
      'Participants f',
      'Filles',
      'Partecipanti f',
      'Ragazze',
      'Girls',
      'Female',
    ]),
    field('participants_d', [
      'Teilnehmende d',
      'Divers',
      'Participants d',
      'Autre',
      'Partecipanti d',
      'Altro',
      'Diverse',
      'Other',
    ]),
  ],
  materials: [
    field('title', ['Titel', 'Material', 'Bezeichnung', 'Titre', 'Matériel', 'Titolo', 'Materiale', 'Title', 'Name'], true),
    field('description', ['Beschreibung', 'Description', 'Descrizione']),
    field('format', ['Format', 'Formato']),
    field('storage_location', [
      'Lagerort',
      'Standort',
      'Emplacement',
      'Lieu de stockage',
      'Ubicazione',
      'Deposito',
      'Storage location',
      'Location',
    ]),
    field('stock', ['Bestand', 'Lagerbestand', 'Stück', 'Stock', 'Quantité', 'Scorta', 'Quantità', 'Quantity']),
    field('orderable', ['Bestellbar', 'Commandable', 'Ordinabile', 'Orderable']),
    field('active', ['Aktiv', 'Actif', 'Attivo', 'Active']),
  ],
};

/** The field that identifies a row: a second import of the same key updates instead of adding. */
export const importKeyField: Record<ImportKind, string> = { coaches: 'email', workshops: 'external_id', materials: 'title' };

/** A header or a value as compared: lower case, without accents, spaces, dots, hyphens, apostrophes or slashes. */
export function normaliseLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s._\-'’/:()]+/g, '');
}

/**
 * Which file column each field takes: the first column whose header is one the field recognises. A column serves one
 * field (the first that recognises it), so `Vorname` of a contact is not also a coach's first name twice.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): Record<string, string | null> {
  const taken = new Set<number>();
  const mapping: Record<string, string | null> = {};
  const normalised = headers.map(normaliseLabel);
  for (const { key, headers: known } of importFields[kind]) {
    const wanted = new Set([key, ...known].map(normaliseLabel));
    const index = normalised.findIndex((header, at) => !taken.has(at) && wanted.has(header));
    if (index >= 0) taken.add(index);
    mapping[key] = index >= 0 ? headers[index]! : null;
  }
  return mapping;
}

/** The most rows one file may have, and one upload request. */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_CHUNK_ROWS = 500;
/** The longest cell the import takes (a description or remark). */
export const IMPORT_MAX_CELL = 2000;
