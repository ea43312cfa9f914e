import type { MailTemplate } from '../render';

export interface PasswordResetParams {
  firstname: string;
  resetUrl: string;
}

export const passwordReset: MailTemplate<PasswordResetParams> = {
  id: 'password-reset',
  links: ['resetUrl'],
  carriesSecret: true,
  de: (p) => ({
    subject: 'Passwort zurücksetzen',
    text: `Hallo ${p.firstname}\n\nSie haben verlangt, Ihr Passwort zurückzusetzen. Über diesen Link wählen Sie ein neues Passwort:\n${p.resetUrl}\n\nDer Link ist eine Stunde gültig und kann nur einmal verwendet werden. Wenn Sie nichts verlangt haben, können Sie diese E-Mail ignorieren.\n\nFreundliche Grüsse\nIhr Workshop-Team`,
  }),
  fr: (p) => ({
    subject: 'Réinitialiser le mot de passe',
    text: `Bonjour ${p.firstname}\n\nVous avez demandé à réinitialiser votre mot de passe. Choisissez un nouveau mot de passe via ce lien :\n${p.resetUrl}\n\nLe lien est valable une heure et ne peut être utilisé qu'une seule fois. Si vous n'avez rien demandé, ignorez cet e-mail.\n\nMeilleures salutations\nVotre équipe des ateliers`,
  }),
  it: (p) => ({
    subject: 'Reimpostare la password',
    text: `Buongiorno ${p.firstname}\n\nHa chiesto di reimpostare la sua password. Scelga una nuova password tramite questo link:\n${p.resetUrl}\n\nIl link è valido un'ora e può essere usato una sola volta. Se non ha chiesto nulla, ignori questa e-mail.\n\nCordiali saluti\nIl team dei workshop`,
  }),
  en: (p) => ({
    subject: 'Reset your password',
    text: `Hello ${p.firstname}\n\nYou asked to reset your password. Choose a new password with this link:\n${p.resetUrl}\n\nThe link is valid for one hour and can be used once. If you did not ask for this, you can ignore this email.\n\nKind regards\nYour workshop team`,
  }),
};
