import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface InquirySummaryLine {
  title: string;
  /** Already formatted for the recipient's language, e.g. "Mo., 11.01.2027, 08:00–10:00". */
  when: string;
  alternative: string | null;
}

export interface InquiryReceivedParams {
  greeting: string;
  institute: string;
  lines: InquirySummaryLine[];
  viewUrl: string;
}

/** "- title: when (alternative: …)"; `colon` is ":" or, in French, a narrow no-break space and ":". */
const list = (lines: InquirySummaryLine[], alternativeLabel: string, colon = ':') =>
  lines
    .map((l) => `- ${l.title}${colon} ${l.when}${l.alternative ? ` (${alternativeLabel}${colon} ${l.alternative})` : ''}`)
    .join('\n');

/** A01: confirmation to the school after the public form was sent, with the private link to the inquiry. */
export const inquiryReceived: MailTemplate<InquiryReceivedParams> = {
  id: 'inquiry-received',
  code: 'A01',
  links: ['viewUrl'],
  carriesSecret: true,
  de: (p) => ({
    subject: 'Ihre Workshop-Anfrage ist eingegangen',
    text: `${p.greeting}\n\nVielen Dank für Ihre Anfrage für ${p.institute}. Wir haben folgende Workshops erhalten:\n${list(p.lines, 'Alternative')}\n\nWir melden uns innerhalb von 10 Tagen bei Ihnen. Sobald die Workshops besetzt sind, erhalten Sie eine Bestätigung mit den Kontaktdaten der Trainerinnen und Trainer (in der Regel innerhalb von etwa 14 Tagen).\n\nIhre Anfrage können Sie jederzeit hier ansehen:\n${p.viewUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Votre demande d’atelier a bien été reçue',
    text: fr`${p.greeting}\n\nMerci pour votre demande pour ${p.institute}. Nous avons reçu les ateliers suivants :\n${list(p.lines, 'alternative', '\u202f:')}\n\nNous vous contacterons dans les 10 jours. Dès que les ateliers seront attribués, vous recevrez une confirmation avec les coordonnées des animatrices et animateurs (en général dans les 14 jours environ).\n\nVous pouvez consulter votre demande à tout moment ici :\n${p.viewUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Abbiamo ricevuto la sua richiesta di workshop',
    text: `${p.greeting}\n\nGrazie per la sua richiesta per ${p.institute}. Abbiamo ricevuto i seguenti workshop:\n${list(p.lines, 'alternativa')}\n\nLa contatteremo entro 10 giorni. Non appena i workshop saranno assegnati, riceverà una conferma con i contatti delle formatrici e dei formatori (di regola entro circa 14 giorni).\n\nPuò consultare la sua richiesta in ogni momento qui:\n${p.viewUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'We have received your workshop inquiry',
    text: `${p.greeting}\n\nThank you for your inquiry for ${p.institute}. We have received the following workshops:\n${list(p.lines, 'alternative')}\n\nWe will get back to you within 10 days. Once the workshops are staffed, you will receive a confirmation with the trainers’ contact details (usually within about 14 days).\n\nYou can view your inquiry at any time here:\n${p.viewUrl}\n\n${signature('en')}`,
  }),
};
