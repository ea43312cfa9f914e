import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface CoachApprovedParams {
  greeting: string;
  appUrl: string;
}

/** To the coach when HR approves the profile (spec mail set "coach approved"). */
export const coachApproved: MailTemplate<CoachApprovedParams> = {
  id: 'coach-approved',
  code: 'D01',
  links: ['appUrl'],
  de: (p) => ({
    subject: 'Ihr Profil wurde freigegeben',
    text: `${p.greeting}\n\nDie Personalabteilung hat Ihr Profil geprüft und freigegeben. Ab jetzt können Sie für Workshops angefragt werden:\n${p.appUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Votre profil a été approuvé',
    text: fr`${p.greeting}\n\nLes ressources humaines ont vérifié et approuvé votre profil. Vous pouvez désormais être sollicité·e pour des ateliers :\n${p.appUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Il suo profilo è stato approvato',
    text: `${p.greeting}\n\nL’ufficio del personale ha verificato e approvato il suo profilo. D’ora in poi può ricevere richieste per i workshop:\n${p.appUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Your profile has been approved',
    text: `${p.greeting}\n\nHR has checked and approved your profile. From now on you can be asked to give workshops:\n${p.appUrl}\n\n${signature('en')}`,
  }),
};

export interface CoachSentBackParams {
  greeting: string;
  reason: string;
  profileUrl: string;
}

/** To the coach when HR sends the profile back with a reason (processing -> incomplete). */
export const coachSentBack: MailTemplate<CoachSentBackParams> = {
  id: 'coach-sent-back',
  code: 'D02',
  links: ['profileUrl'],
  de: (p) => ({
    subject: 'Ihr Profil braucht noch Angaben',
    text: `${p.greeting}\n\nDie Personalabteilung hat Ihr Profil geprüft und bittet um Ergänzungen:\n\n${p.reason}\n\nBitte passen Sie Ihr Profil an und fordern Sie die Prüfung erneut an:\n${p.profileUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Votre profil doit être complété',
    text: fr`${p.greeting}\n\nLes ressources humaines ont vérifié votre profil et demandent des compléments :\n\n${p.reason}\n\nMerci d'adapter votre profil et de demander à nouveau la vérification :\n${p.profileUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Il suo profilo va completato',
    text: `${p.greeting}\n\nL’ufficio del personale ha verificato il suo profilo e chiede dei complementi:\n\n${p.reason}\n\nLa preghiamo di aggiornare il profilo e di richiedere di nuovo la verifica:\n${p.profileUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Your profile needs more information',
    text: `${p.greeting}\n\nHR has checked your profile and asks you to complete it:\n\n${p.reason}\n\nPlease update your profile and request validation again:\n${p.profileUrl}\n\n${signature('en')}`,
  }),
};
