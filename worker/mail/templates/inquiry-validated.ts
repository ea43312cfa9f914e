import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';
import type { InquirySummaryLine } from './inquiry-received';

export interface InquiryValidatedParams {
  greeting: string;
  institute: string;
  lines: InquirySummaryLine[];
}

const list = (lines: InquirySummaryLine[], colon = ':') => lines.map((l) => `- ${l.title}${colon} ${l.when}`).join('\n');

/** To the school when staff validated the inquiry: the workshops are planned, trainers follow. */
export const inquiryValidated: MailTemplate<InquiryValidatedParams> = {
  id: 'inquiry-validated',
  code: 'A03',
  de: (p) => ({
    subject: 'Ihre Workshop-Anfrage ist bestätigt',
    text: `${p.greeting}\n\nWir haben Ihre Anfrage für ${p.institute} geprüft und planen folgende Workshops:\n${list(p.lines)}\n\nSobald die Trainerinnen und Trainer feststehen (in der Regel innerhalb von etwa 14 Tagen), erhalten Sie deren Kontaktdaten.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: 'Votre demande d’atelier est confirmée',
    text: fr`${p.greeting}\n\nNous avons examiné votre demande pour ${p.institute} et planifions les ateliers suivants :\n${list(p.lines, '\u202f:')}\n\nDès que les animatrices et animateurs seront connus (en général dans les 14 jours environ), vous recevrez leurs coordonnées.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'La sua richiesta di workshop è confermata',
    text: `${p.greeting}\n\nAbbiamo esaminato la sua richiesta per ${p.institute} e pianifichiamo i seguenti workshop:\n${list(p.lines)}\n\nNon appena le formatrici e i formatori saranno definiti (di regola entro circa 14 giorni), riceverà i loro contatti.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Your workshop inquiry is confirmed',
    text: `${p.greeting}\n\nWe have reviewed your inquiry for ${p.institute} and are planning these workshops:\n${list(p.lines)}\n\nAs soon as the trainers are confirmed (usually within about 14 days) you will receive their contact details.\n\n${signature('en')}`,
  }),
};
