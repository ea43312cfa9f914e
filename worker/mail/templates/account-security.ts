import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface FailedCodesParams {
  greeting: string;
  /** Wrong codes in a row so far. */
  attempts: number;
  /** When the last one was entered, formatted for the recipient (Swiss time). */
  when: string;
  /** IP address and browser as the request named them (only reported). */
  client: string;
  /** The sign-in page, where "Passwort vergessen?" starts a reset. */
  loginUrl: string;
}

/** O03: the third wrong second-factor code in a row, once per streak (worker/features/auth/failed-logins.ts). */
export const failedCodes: MailTemplate<FailedCodesParams> = {
  id: 'two-factor-codes-failed',
  code: 'O03',
  links: ['loginUrl'],
  de: (p) => ({
    subject: 'Falsche Codes bei Ihrem Konto',
    text: `${p.greeting}\n\nBei Ihrem Konto wurde ${p.attempts}-mal hintereinander ein falscher Code der Zwei-Faktor-Anmeldung eingegeben, zuletzt am ${p.when} von ${p.client}. Wer das tut, kennt Ihr Passwort.\n\nWaren Sie das nicht, setzen Sie bitte sofort Ihr Passwort zurück: Öffnen Sie die Anmeldeseite und wählen Sie «Passwort vergessen?».\n${p.loginUrl}\n\nWaren Sie es selbst, ist nichts zu tun.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Codes erronés pour votre compte',
    text: fr`${p.greeting}\n\nUn code erroné de la connexion à deux facteurs a été saisi ${p.attempts} fois de suite pour votre compte, la dernière fois le ${p.when} depuis ${p.client}. La personne qui l'a saisi connaît votre mot de passe.\n\nSi ce n'était pas vous, veuillez réinitialiser votre mot de passe sans attendre : ouvrez la page de connexion et choisissez « Mot de passe oublié ? ».\n${p.loginUrl}\n\nSi c'était vous, il n'y a rien à faire.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Codici errati per il suo account',
    text: `${p.greeting}\n\nPer il suo account è stato inserito ${p.attempts} volte di seguito un codice errato dell’accesso a due fattori, l’ultima volta il ${p.when} da ${p.client}. Chi lo ha fatto conosce la sua password.\n\nSe non era lei, reimposti subito la password: apra la pagina di accesso e scelga «Password dimenticata?».\n${p.loginUrl}\n\nSe era lei, non deve fare nulla.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Wrong codes for your account',
    text: `${p.greeting}\n\nA wrong two-factor sign-in code was entered ${p.attempts} times in a row for your account, most recently on ${p.when} from ${p.client}. Whoever did this knows your password.\n\nIf this was not you, please reset your password now: open the sign-in page and choose “Forgot password?”.\n${p.loginUrl}\n\nIf it was you, there is nothing to do.\n\n${signature('en')}`,
  }),
};

export interface TwoFactorResetParams {
  greeting: string;
  /** The admin who reset it. */
  admin: string;
  when: string;
  loginUrl: string;
}

/** O04: an admin turned off someone's two-factor sign-in (worker/features/two-factor). */
export const twoFactorReset: MailTemplate<TwoFactorResetParams> = {
  id: 'two-factor-reset',
  code: 'O04',
  links: ['loginUrl'],
  de: (p) => ({
    subject: 'Ihre Zwei-Faktor-Anmeldung wurde zurückgesetzt',
    text: `${p.greeting}\n\n${p.admin} hat am ${p.when} Ihre Zwei-Faktor-Anmeldung ausgeschaltet und Sie überall abgemeldet. Sie melden sich jetzt nur mit Ihrem Passwort an; richten Sie die Zwei-Faktor-Anmeldung danach unter «Mein Profil» wieder ein.\n${p.loginUrl}\n\nHaben Sie das nicht veranlasst, melden Sie sich bitte sofort bei ${p.admin} oder bei der Geschäftsstelle.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Votre connexion à deux facteurs a été réinitialisée',
    text: fr`${p.greeting}\n\n${p.admin} a désactivé votre connexion à deux facteurs le ${p.when} et a fermé toutes vos sessions. Vous vous connectez désormais avec votre seul mot de passe ; configurez ensuite à nouveau la connexion à deux facteurs sous « Mon profil ».\n${p.loginUrl}\n\nSi vous n'avez pas demandé ce changement, veuillez contacter immédiatement ${p.admin} ou le secrétariat.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Il suo accesso a due fattori è stato reimpostato',
    text: `${p.greeting}\n\n${p.admin} ha disattivato il suo accesso a due fattori il ${p.when} e ha chiuso tutte le sue sessioni. Ora accede solo con la password; riattivi poi l’accesso a due fattori in «Il mio profilo».\n${p.loginUrl}\n\nSe non ha chiesto questa modifica, contatti subito ${p.admin} o la segreteria.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Your two-factor sign-in was reset',
    text: `${p.greeting}\n\n${p.admin} turned off your two-factor sign-in on ${p.when} and signed you out everywhere. You now sign in with your password only; then set up two-factor sign-in again under “My profile”.\n${p.loginUrl}\n\nIf you did not ask for this, please contact ${p.admin} or the office at once.\n\n${signature('en')}`,
  }),
};

export type BankDetailField = 'iban' | 'qr_iban' | 'creditor_name' | 'creditor_address';
export interface BankDetailChange {
  field: BankDetailField;
  /** The new value (an IBAN shortened to its last four characters); null when it was removed. */
  value: string | null;
}

export interface BankDetailsChangedParams {
  greeting: string;
  changes: BankDetailChange[];
  /** Who saved them. */
  admin: string;
  when: string;
  organisationUrl: string;
}

const fieldLabels = {
  de: {
    iban: 'IBAN',
    qr_iban: 'QR-IBAN',
    creditor_name: 'Zahlungsempfänger',
    creditor_address: 'Adresse des Zahlungsempfängers',
  },
  fr: { iban: 'IBAN', qr_iban: 'QR-IBAN', creditor_name: 'Bénéficiaire', creditor_address: 'Adresse du bénéficiaire' },
  it: { iban: 'IBAN', qr_iban: 'QR-IBAN', creditor_name: 'Beneficiario', creditor_address: 'Indirizzo del beneficiario' },
  en: { iban: 'IBAN', qr_iban: 'QR-IBAN', creditor_name: 'Creditor', creditor_address: 'Creditor’s address' },
} as const;
const removed = { de: 'entfernt', fr: 'supprimé', it: 'rimosso', en: 'removed' } as const;

const list = (language: keyof typeof fieldLabels, changes: BankDetailChange[]) =>
  changes
    // French typography: a narrow no-break space before the colon.
    .map(
      ({ field, value }) =>
        `- ${fieldLabels[language][field]}${language === 'fr' ? '\u202f' : ''}: ${value ?? `(${removed[language]})`}`,
    )
    .join('\n');

/** O05: the organisation's bank details changed; to every admin and finance user (worker/features/master-data). */
export const bankDetailsChanged: MailTemplate<BankDetailsChangedParams> = {
  id: 'bank-details-changed',
  code: 'O05',
  links: ['organisationUrl'],
  de: (p) => ({
    subject: 'Die Bankverbindung der Organisation wurde geändert',
    text: `${p.greeting}\n\n${p.admin} hat am ${p.when} die Bankverbindung geändert, auf die Schulen ihre Rechnungen bezahlen:\n${list('de', p.changes)}\n\nWar das nicht abgesprochen, prüfen Sie die Angaben bitte sofort:\n${p.organisationUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Les coordonnées bancaires de l’organisation ont changé',
    text: fr`${p.greeting}\n\n${p.admin} a modifié le ${p.when} les coordonnées bancaires sur lesquelles les écoles paient leurs factures :\n${list('fr', p.changes)}\n\nSi ce changement n'était pas convenu, veuillez vérifier ces données sans attendre :\n${p.organisationUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Le coordinate bancarie dell’organizzazione sono cambiate',
    text: `${p.greeting}\n\n${p.admin} ha modificato il ${p.when} le coordinate bancarie su cui le scuole pagano le fatture:\n${list('it', p.changes)}\n\nSe la modifica non era concordata, verifichi subito i dati:\n${p.organisationUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'The organisation’s bank details changed',
    text: `${p.greeting}\n\n${p.admin} changed the bank details schools pay their invoices to on ${p.when}:\n${list('en', p.changes)}\n\nIf this was not agreed, please check the details at once:\n${p.organisationUrl}\n\n${signature('en')}`,
  }),
};
