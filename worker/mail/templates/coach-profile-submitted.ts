import type { MailTemplate } from '../render';

export interface CoachProfileSubmittedParams {
  coachName: string;
  profileUrl: string;
}

/** To finance/HR when a coach requests validation of a complete profile (spec mail set "coach completed"). */
export const coachProfileSubmitted: MailTemplate<CoachProfileSubmittedParams> = {
  id: 'coach-profile-submitted',
  links: ['profileUrl'],
  de: (p) => ({
    subject: `Profil zur Prüfung: ${p.coachName}`,
    text: `Hallo\n\n${p.coachName} hat das Profil vollständig ausgefüllt und um Prüfung gebeten:\n${p.profileUrl}\n\nBitte prüfen und freigeben oder mit einer Begründung zurückweisen.`,
  }),
  fr: (p) => ({
    subject: `Profil à vérifier : ${p.coachName}`,
    text: `Bonjour\n\n${p.coachName} a complété son profil et demande une vérification :\n${p.profileUrl}\n\nMerci de le vérifier et de l'approuver ou de le renvoyer avec un motif.`,
  }),
  it: (p) => ({
    subject: `Profilo da verificare: ${p.coachName}`,
    text: `Buongiorno\n\n${p.coachName} ha completato il profilo e chiede una verifica:\n${p.profileUrl}\n\nLa preghiamo di verificarlo e approvarlo o di rinviarlo con una motivazione.`,
  }),
  en: (p) => ({
    subject: `Profile to review: ${p.coachName}`,
    text: `Hello\n\n${p.coachName} has completed their profile and asks for a review:\n${p.profileUrl}\n\nPlease review it and approve it, or send it back with a reason.`,
  }),
};
