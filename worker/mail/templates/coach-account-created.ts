import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface CoachAccountCreatedParams {
  greeting: string;
  email: string;
  temporaryPassword: string;
  loginUrl: string;
}

/** To a new coach (spec mail set "coach created"): the temporary password, valid 48 hours. Also sent on "resend". */
export const coachAccountCreated: MailTemplate<CoachAccountCreatedParams> = {
  id: 'coach-account-created',
  code: 'B01',
  links: ['loginUrl'],
  carriesSecret: true,
  de: (p) => ({
    subject: 'Ihr Konto für die Workshop-Verwaltung',
    text: `${p.greeting}\n\nFür Sie wurde ein Coach-Konto eingerichtet.\n\nAnmeldung: ${p.loginUrl}\nE-Mail: ${p.email}\nTemporäres Passwort: ${p.temporaryPassword}\n\nDas temporäre Passwort ist 48 Stunden gültig. Bei der ersten Anmeldung wählen Sie ein eigenes Passwort und füllen danach Ihr Profil aus.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Votre compte pour la gestion des ateliers',
    text: fr`${p.greeting}\n\nUn compte coach a été créé pour vous.\n\nConnexion : ${p.loginUrl}\nE-mail : ${p.email}\nMot de passe temporaire : ${p.temporaryPassword}\n\nLe mot de passe temporaire est valable 48 heures. Lors de la première connexion, vous choisirez votre propre mot de passe, puis vous compléterez votre profil.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Il suo account per la gestione dei workshop',
    text: `${p.greeting}\n\nÈ stato creato un account coach per lei.\n\nAccesso: ${p.loginUrl}\nE-mail: ${p.email}\nPassword temporanea: ${p.temporaryPassword}\n\nLa password temporanea è valida 48 ore. Al primo accesso sceglierà una password personale e poi completerà il suo profilo.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Your workshop administration account',
    text: `${p.greeting}\n\nA coach account has been created for you.\n\nSign in: ${p.loginUrl}\nEmail: ${p.email}\nTemporary password: ${p.temporaryPassword}\n\nThe temporary password is valid for 48 hours. When you first sign in, you choose your own password and then fill in your profile.\n\n${signature('en')}`,
  }),
};
