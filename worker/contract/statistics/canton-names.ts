import type { Canton } from '../enums';

type Language = 'de' | 'fr' | 'it' | 'en';

/**
 * The 26 cantons by their official names in each interface language (English: the names the Confederation's
 * English pages use). A fixed table rather than message ids: these are names, not texts to translate.
 */
const names: Record<Canton, Record<Language, string>> = {
  AG: { de: 'Aargau', fr: 'Argovie', it: 'Argovia', en: 'Aargau' },
  AI: { de: 'Appenzell Innerrhoden', fr: 'Appenzell Rhodes-Intérieures', it: 'Appenzello Interno', en: 'Appenzell Innerrhoden' },
  AR: {
    de: 'Appenzell Ausserrhoden',
    fr: 'Appenzell Rhodes-Extérieures',
    it: 'Appenzello Esterno',
    en: 'Appenzell Ausserrhoden',
  },
  BE: { de: 'Bern', fr: 'Berne', it: 'Berna', en: 'Bern' },
  BL: { de: 'Basel-Landschaft', fr: 'Bâle-Campagne', it: 'Basilea Campagna', en: 'Basel-Landschaft' },
  BS: { de: 'Basel-Stadt', fr: 'Bâle-Ville', it: 'Basilea Città', en: 'Basel-Stadt' },
  FR: { de: 'Freiburg', fr: 'Fribourg', it: 'Friburgo', en: 'Fribourg' },
  GE: { de: 'Genf', fr: 'Genève', it: 'Ginevra', en: 'Geneva' },
  GL: { de: 'Glarus', fr: 'Glaris', it: 'Glarona', en: 'Glarus' },
  GR: { de: 'Graubünden', fr: 'Grisons', it: 'Grigioni', en: 'Graubünden' },
  JU: { de: 'Jura', fr: 'Jura', it: 'Giura', en: 'Jura' },
  LU: { de: 'Luzern', fr: 'Lucerne', it: 'Lucerna', en: 'Lucerne' },
  NE: { de: 'Neuenburg', fr: 'Neuchâtel', it: 'Neuchâtel', en: 'Neuchâtel' },
  NW: { de: 'Nidwalden', fr: 'Nidwald', it: 'Nidvaldo', en: 'Nidwalden' },
  OW: { de: 'Obwalden', fr: 'Obwald', it: 'Obvaldo', en: 'Obwalden' },
  SG: { de: 'St. Gallen', fr: 'Saint-Gall', it: 'San Gallo', en: 'St. Gallen' },
  SH: { de: 'Schaffhausen', fr: 'Schaffhouse', it: 'Sciaffusa', en: 'Schaffhausen' },
  SO: { de: 'Solothurn', fr: 'Soleure', it: 'Soletta', en: 'Solothurn' },
  SZ: { de: 'Schwyz', fr: 'Schwytz', it: 'Svitto', en: 'Schwyz' },
  TG: { de: 'Thurgau', fr: 'Thurgovie', it: 'Turgovia', en: 'Thurgau' },
  TI: { de: 'Tessin', fr: 'Tessin', it: 'Ticino', en: 'Ticino' },
  UR: { de: 'Uri', fr: 'Uri', it: 'Uri', en: 'Uri' },
  VD: { de: 'Waadt', fr: 'Vaud', it: 'Vaud', en: 'Vaud' },
  VS: { de: 'Wallis', fr: 'Valais', it: 'Vallese', en: 'Valais' },
  ZG: { de: 'Zug', fr: 'Zoug', it: 'Zugo', en: 'Zug' },
  ZH: { de: 'Zürich', fr: 'Zurich', it: 'Zurigo', en: 'Zurich' },
};

const isLanguage = (language: string): language is Language => language in names.AG;

/** A canton's name in the interface language (German for any other language): the screens, the annual report. */
export function cantonName(canton: Canton, language: string): string {
  return names[canton][isLanguage(language) ? language : 'de'];
}
