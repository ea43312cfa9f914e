import type { MailTemplate } from '../render';
import type { InquirySummaryLine } from './inquiry-received';

export interface InquiryValidatedParams {
  salutation: string;
  institute: string;
  lines: InquirySummaryLine[];
}

const list = (lines: InquirySummaryLine[]) => lines.map((l) => `- ${l.title}: ${l.when}`).join('\n');

/** To the school when staff validated the inquiry: the workshops are planned, trainers follow. */
export const inquiryValidated: MailTemplate<InquiryValidatedParams> = {
  id: 'inquiry-validated',
  de: (p) => ({
    subject: 'Ihre Workshop-Anfrage ist bestätigt',
    text: `${p.salutation}\n\nWir haben Ihre Anfrage für ${p.institute} geprüft und planen folgende Workshops:\n${list(p.lines)}\n\nSobald die Trainerinnen und Trainer feststehen (in der Regel innerhalb von etwa 14 Tagen), erhalten Sie deren Kontaktdaten.\n\nFreundliche Grüsse\nIhr Workshop-Team`,
  }),
  fr: (p) => ({
    subject: 'Votre demande d’atelier est confirmée',
    text: `${p.salutation}\n\nNous avons examiné votre demande pour ${p.institute} et planifions les ateliers suivants :\n${list(p.lines)}\n\nDès que les animatrices et animateurs seront connus (en général dans les 14 jours environ), vous recevrez leurs coordonnées.\n\nMeilleures salutations\nVotre équipe des ateliers`,
  }),
  it: (p) => ({
    subject: 'La sua richiesta di workshop è confermata',
    text: `${p.salutation}\n\nAbbiamo esaminato la sua richiesta per ${p.institute} e pianifichiamo i seguenti workshop:\n${list(p.lines)}\n\nNon appena le formatrici e i formatori saranno definiti (di regola entro circa 14 giorni), riceverà i loro contatti.\n\nCordiali saluti\nIl team dei workshop`,
  }),
  en: (p) => ({
    subject: 'Your workshop inquiry is confirmed',
    text: `${p.salutation}\n\nWe have reviewed your inquiry for ${p.institute} and are planning these workshops:\n${list(p.lines)}\n\nAs soon as the trainers are confirmed (usually within about 14 days) you will receive their contact details.\n\nKind regards\nYour workshop team`,
  }),
};
