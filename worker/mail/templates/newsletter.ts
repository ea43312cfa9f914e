import type { MailTemplate } from '../render';
import { colon, fr, signature } from '../wording';

export interface NewsletterConfirmParams {
  greeting: string;
  confirmUrl: string;
}

/** N02: the double opt-in: someone ticked the newsletter box on the inquiry form; the link confirms the address. */
export const newsletterConfirm: MailTemplate<NewsletterConfirmParams> = {
  id: 'newsletter-confirm',
  code: 'N02',
  links: ['confirmUrl'],
  carriesSecret: true,
  de: (p) => ({
    subject: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter',
    text: `${p.greeting}\n\nSie haben unseren Newsletter bestellt (viermal im Jahr). Bitte bestätigen Sie Ihre Adresse mit diesem Link:\n${p.confirmUrl}\n\nDer Link gilt 30 Tage. Haben Sie den Newsletter nicht bestellt, können Sie diese Nachricht einfach löschen: ohne Bestätigung erhalten Sie nichts.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Veuillez confirmer votre inscription à la newsletter',
    text: fr`${p.greeting}\n\nVous vous êtes inscrit·e à notre newsletter (quatre fois par an). Veuillez confirmer votre adresse avec ce lien :\n${p.confirmUrl}\n\nLe lien est valable 30 jours. Si vous n'avez pas demandé la newsletter, supprimez simplement ce message : sans confirmation, vous ne recevrez rien.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Confermi la sua iscrizione alla newsletter',
    text: `${p.greeting}\n\nSi è iscritta/o alla nostra newsletter (quattro volte all’anno). Confermi il suo indirizzo con questo link:\n${p.confirmUrl}\n\nIl link è valido 30 giorni. Se non ha richiesto la newsletter, può semplicemente cancellare questo messaggio: senza conferma non riceverà nulla.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Please confirm your newsletter subscription',
    text: `${p.greeting}\n\nYou signed up for our newsletter (four times a year). Please confirm your address with this link:\n${p.confirmUrl}\n\nThe link is valid for 30 days. If you did not ask for the newsletter, simply delete this message: without confirmation you will receive nothing.\n\n${signature('en')}`,
  }),
};

export interface NewsletterParams {
  greeting: string;
  title: string;
  /** The newsletter's text as written (Markdown): the plain-text part; the HTML part renders it. */
  markdown: string;
  unsubscribeUrl: string;
}

const unsubscribeLines = {
  de: 'Sie erhalten diesen Newsletter, weil Sie ihn bestellt haben. Abmelden',
  fr: 'Vous recevez cette newsletter parce que vous vous y êtes inscrit·e. Se désabonner',
  it: 'Riceve questa newsletter perché si è iscritta/o. Disiscriversi',
  en: 'You receive this newsletter because you signed up for it. Unsubscribe',
} as const;

/** N03: the newsletter (broadcast stream), each copy with the recipient's own unsubscribe link. */
export const newsletterMail: MailTemplate<NewsletterParams> = {
  id: 'newsletter',
  code: 'N03',
  stream: 'broadcast',
  links: ['unsubscribeUrl'],
  de: (p) => ({
    subject: p.title,
    text: `${p.greeting}\n\n${p.title}\n\n${p.markdown}\n\n${unsubscribeLines.de}${colon('de')} ${p.unsubscribeUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: p.title,
    text: `${p.greeting}\n\n${p.title}\n\n${p.markdown}\n\n${unsubscribeLines.fr}${colon('fr')} ${p.unsubscribeUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: p.title,
    text: `${p.greeting}\n\n${p.title}\n\n${p.markdown}\n\n${unsubscribeLines.it}${colon('it')} ${p.unsubscribeUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: p.title,
    text: `${p.greeting}\n\n${p.title}\n\n${p.markdown}\n\n${unsubscribeLines.en}${colon('en')} ${p.unsubscribeUrl}\n\n${signature('en')}`,
  }),
};
