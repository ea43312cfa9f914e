import type { UiLanguage, WorkshopLanguage } from '../contract/enums';

/**
 * Where the organisation's name goes in a rendered mail. Templates render without the database; the outbox insert
 * fills the slot from the `organisation` row (master data) in the same statement, so a renamed organisation signs
 * every mail written after the change.
 */
export const organisationNameSlot = '[[organisation-name]]';

const closings: Record<UiLanguage, string> = {
  de: 'Freundliche Grüsse\nIhr Workshop-Team',
  fr: 'Meilleures salutations\nL’équipe des ateliers',
  it: 'Cordiali saluti\nIl team dei workshop',
  en: 'Kind regards\nThe workshop team',
};

/** The last lines of every mail: the closing, the team and the organisation. */
export const signature = (language: UiLanguage) => `${closings[language]}\n${organisationNameSlot}`;

/**
 * French typography for our own wording: a narrow no-break space (U+202F) before `:` `;` `?` `!` and inside « »,
 * and the typographic apostrophe. Only the template's literal parts change; what is interpolated (names, URLs,
 * typed text) stays as it is.
 */
export function fr(strings: TemplateStringsArray, ...values: unknown[]): string {
  const typeset = (part: string) =>
    part
      .replace(/ ([:;?!»])/g, '\u202f$1')
      .replace(/« /g, '«\u202f')
      .replace(/'/g, '’');
  return strings.reduce((text, part, i) => text + typeset(part) + (i < values.length ? String(values[i]) : ''), '');
}

/** ":" after a label of ours; in French after a narrow no-break space. */
export const colon = (language: UiLanguage) => (language === 'fr' ? '\u202f:' : ':');

/** French "de" before a name: elided before a vowel ("d’Anna", "d’Élodie"), "de Lea" otherwise. */
export const frenchOf = (name: string) => (/^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`);

const languageNames: Record<UiLanguage, Record<WorkshopLanguage, string>> = {
  de: { de: 'Deutsch', fr: 'Französisch', it: 'Italienisch', en: 'Englisch', es: 'Spanisch' },
  fr: { de: 'allemand', fr: 'français', it: 'italien', en: 'anglais', es: 'espagnol' },
  it: { de: 'tedesco', fr: 'francese', it: 'italiano', en: 'inglese', es: 'spagnolo' },
  en: { de: 'German', fr: 'French', it: 'Italian', en: 'English', es: 'Spanish' },
};

/** The language a workshop is held in, named in the recipient's language. */
export const languageName = (language: UiLanguage, of: WorkshopLanguage) => languageNames[language][of];

const durationUnits: Record<UiLanguage, { hour: string; hours: string; minutes: string }> = {
  de: { hour: 'Stunde', hours: 'Stunden', minutes: 'Minuten' },
  fr: { hour: 'heure', hours: 'heures', minutes: 'minutes' },
  it: { hour: 'ora', hours: 'ore', minutes: 'minuti' },
  en: { hour: 'hour', hours: 'hours', minutes: 'minutes' },
};

/** "2 Stunden", "1 heure", "90 minuti": whole hours as hours, anything else in minutes. */
export function formatDuration(minutes: number, language: UiLanguage): string {
  const units = durationUnits[language];
  if (minutes % 60 !== 0) return `${minutes} ${units.minutes}`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? units.hour : units.hours}`;
}
