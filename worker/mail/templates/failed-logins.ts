import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface FailedLoginsParams {
  greeting: string;
  /** Consecutive failed sign-ins so far. */
  attempts: number;
  /** When the last one happened, formatted for the recipient (Swiss time). */
  when: string;
  /** The client it came from: IP address and browser as the request named them (never trusted, only reported). */
  client: string;
  /** The sign-in page, where "Passwort vergessen" starts a reset. */
  loginUrl: string;
}

/** O02: after the fifth consecutive failed sign-in, once per streak (worker/features/auth/failed-logins.ts). */
export const failedLogins: MailTemplate<FailedLoginsParams> = {
  id: 'failed-logins',
  code: 'O02',
  links: ['loginUrl'],
  de: (p) => ({
    subject: 'Fehlgeschlagene Anmeldungen bei Ihrem Konto',
    text: `${p.greeting}\n\nBei Ihrem Konto ist die Anmeldung ${p.attempts}-mal hintereinander mit einem falschen Passwort fehlgeschlagen, zuletzt am ${p.when} von ${p.client}.\n\nWaren Sie das nicht, setzen Sie bitte Ihr Passwort zurück: Öffnen Sie die Anmeldeseite und wählen Sie «Passwort vergessen?».\n${p.loginUrl}\n\nWaren Sie es selbst, ist nichts zu tun.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Échecs de connexion à votre compte',
    text: fr`${p.greeting}\n\nLa connexion à votre compte a échoué ${p.attempts} fois de suite avec un mot de passe erroné, la dernière fois le ${p.when} depuis ${p.client}.\n\nSi ce n'était pas vous, veuillez réinitialiser votre mot de passe : ouvrez la page de connexion et choisissez « Mot de passe oublié ? ».\n${p.loginUrl}\n\nSi c'était vous, il n'y a rien à faire.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Accessi non riusciti al suo account',
    text: `${p.greeting}\n\nL’accesso al suo account non è riuscito ${p.attempts} volte di seguito con una password errata, l’ultima volta il ${p.when} da ${p.client}.\n\nSe non era lei, reimposti la password: apra la pagina di accesso e scelga «Password dimenticata?».\n${p.loginUrl}\n\nSe era lei, non deve fare nulla.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Failed sign-ins to your account',
    text: `${p.greeting}\n\nSigning in to your account failed ${p.attempts} times in a row with a wrong password, most recently on ${p.when} from ${p.client}.\n\nIf this was not you, please reset your password: open the sign-in page and choose “Forgot password?”.\n${p.loginUrl}\n\nIf it was you, there is nothing to do.\n\n${signature('en')}`,
  }),
};
