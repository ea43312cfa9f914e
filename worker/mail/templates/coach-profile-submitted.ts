import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface CoachProfileSubmittedParams {
  greeting: string;
  coachName: string;
  profileUrl: string;
}

/** To finance/HR when a coach requests validation of a complete profile (spec mail set "coach completed"). */
export const coachProfileSubmitted: MailTemplate<CoachProfileSubmittedParams> = {
  id: 'coach-profile-submitted',
  code: 'C01',
  links: ['profileUrl'],
  de: (p) => ({
    subject: `Profil zur Prüfung: ${p.coachName}`,
    text: `${p.greeting}\n\n${p.coachName} hat das Profil vollständig ausgefüllt und um Prüfung gebeten:\n${p.profileUrl}\n\nBitte prüfen und freigeben oder mit einer Begründung zurückweisen.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Profil à vérifier : ${p.coachName}`,
    text: fr`${p.greeting}\n\n${p.coachName} a complété son profil et demande une vérification :\n${p.profileUrl}\n\nMerci de le vérifier, puis de l'approuver ou de le renvoyer avec un motif.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Profilo da verificare: ${p.coachName}`,
    text: `${p.greeting}\n\n${p.coachName} ha completato il profilo e chiede una verifica:\n${p.profileUrl}\n\nLa preghiamo di verificarlo e di approvarlo o rinviarlo con una motivazione.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Profile to review: ${p.coachName}`,
    text: `${p.greeting}\n\n${p.coachName} has completed their profile and asks for a review:\n${p.profileUrl}\n\nPlease review it and approve it, or send it back with a reason.\n\n${signature('en')}`,
  }),
};
