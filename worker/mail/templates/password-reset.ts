import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface PasswordResetParams {
  greeting: string;
  resetUrl: string;
}

export const passwordReset: MailTemplate<PasswordResetParams> = {
  id: 'password-reset',
  code: 'O01',
  links: ['resetUrl'],
  carriesSecret: true,
  de: (p) => ({
    subject: 'Passwort zurücksetzen',
    text: `${p.greeting}\n\nSie haben verlangt, Ihr Passwort zurückzusetzen. Über diesen Link wählen Sie ein neues Passwort:\n${p.resetUrl}\n\nDer Link ist eine Stunde gültig und kann nur einmal verwendet werden. Wenn Sie nichts verlangt haben, können Sie diese E-Mail ignorieren.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Réinitialiser le mot de passe',
    text: fr`${p.greeting}\n\nVous avez demandé à réinitialiser votre mot de passe. Choisissez un nouveau mot de passe via ce lien :\n${p.resetUrl}\n\nLe lien est valable une heure et ne peut être utilisé qu'une seule fois. Si vous n'avez rien demandé, ignorez cet e-mail.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Reimpostare la password',
    text: `${p.greeting}\n\nHa chiesto di reimpostare la sua password. Scelga una nuova password tramite questo link:\n${p.resetUrl}\n\nIl link è valido un’ora e può essere usato una sola volta. Se non ha chiesto nulla, ignori questa e-mail.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Reset your password',
    text: `${p.greeting}\n\nYou asked to reset your password. Choose a new password with this link:\n${p.resetUrl}\n\nThe link is valid for one hour and can be used once. If you did not ask for this, you can ignore this email.\n\n${signature('en')}`,
  }),
};
