import type { UiLanguage } from '../../contract/enums';
import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

/** Groups of profile fields named in the "profile changed" mail (values are not repeated in the mail). */
export const profileChangeGroups = ['personal', 'contact', 'ahv', 'bank', 'permit', 'employment', 'coaching', 'remarks'] as const;
export type ProfileChangeGroup = (typeof profileChangeGroups)[number];

const groupLabels: Record<UiLanguage, Record<ProfileChangeGroup, string>> = {
  de: {
    personal: 'Personalien',
    contact: 'Kontakt und Adresse',
    ahv: 'AHV-Nummer',
    bank: 'Bankverbindung',
    permit: 'Aufenthaltsbewilligung',
    employment: 'Anstellung und Einkommen',
    coaching: 'Sprachen, Themen und Kompetenzen',
    remarks: 'Bemerkungen',
  },
  fr: {
    personal: 'Données personnelles',
    contact: 'Contact et adresse',
    ahv: 'Numéro AVS',
    bank: 'Coordonnées bancaires',
    permit: 'Permis de séjour',
    employment: 'Emploi et revenus',
    coaching: 'Langues, thèmes et compétences',
    remarks: 'Remarques',
  },
  it: {
    personal: 'Dati personali',
    contact: 'Contatto e indirizzo',
    ahv: 'Numero AVS',
    bank: 'Coordinate bancarie',
    permit: 'Permesso di soggiorno',
    employment: 'Impiego e reddito',
    coaching: 'Lingue, temi e competenze',
    remarks: 'Osservazioni',
  },
  en: {
    personal: 'Personal data',
    contact: 'Contact and address',
    ahv: 'AHV number',
    bank: 'Bank details',
    permit: 'Residence permit',
    employment: 'Employment and income',
    coaching: 'Languages, subjects and skills',
    remarks: 'Remarks',
  },
};

export interface CoachProfileChangedParams {
  greeting: string;
  coachName: string;
  profileUrl: string;
  changes: readonly ProfileChangeGroup[];
}

const list = (language: UiLanguage, changes: readonly ProfileChangeGroup[]) =>
  changes.map((group) => `- ${groupLabels[language][group]}`).join('\n');

/** To HR when an approved (active) coach changes their profile (spec mail set "profile changed"). */
export const coachProfileChanged: MailTemplate<CoachProfileChangedParams> = {
  id: 'coach-profile-changed',
  code: 'E01',
  links: ['profileUrl'],
  de: (p) => ({
    subject: `Profil geändert: ${p.coachName}`,
    text: `${p.greeting}\n\n${p.coachName} hat das Profil geändert:\n${list('de', p.changes)}\n\nZum Profil:\n${p.profileUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Profil modifié : ${p.coachName}`,
    text: fr`${p.greeting}\n\n${p.coachName} a modifié son profil :\n${list('fr', p.changes)}\n\nVoir le profil :\n${p.profileUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Profilo modificato: ${p.coachName}`,
    text: `${p.greeting}\n\n${p.coachName} ha modificato il profilo:\n${list('it', p.changes)}\n\nVedere il profilo:\n${p.profileUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Profile changed: ${p.coachName}`,
    text: `${p.greeting}\n\n${p.coachName} has changed their profile:\n${list('en', p.changes)}\n\nOpen the profile:\n${p.profileUrl}\n\n${signature('en')}`,
  }),
};
