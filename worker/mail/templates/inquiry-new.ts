import type { MailTemplate } from '../render';
import type { InquirySummaryLine } from './inquiry-received';

export interface InquiryNewParams {
  /** The inquiry's number; the subject names it instead of the school, which the public form lets anyone type. */
  number: string;
  institute: string;
  contactName: string;
  location: string;
  lines: InquirySummaryLine[];
  /** The inquiry in the back office. */
  manageUrl: string;
}

const list = (lines: InquirySummaryLine[]) => lines.map((l) => `- ${l.title}: ${l.when}`).join('\n');

/** A01 (staff): a new inquiry arrived through the public form. */
export const inquiryNew: MailTemplate<InquiryNewParams> = {
  id: 'inquiry-new',
  links: ['manageUrl'],
  de: (p) => ({
    subject: `Neue Anfrage Nr. ${p.number}`,
    text: `Neue Workshop-Anfrage von ${p.contactName}, ${p.institute} (${p.location}):\n${list(p.lines)}\n\nAnfrage prüfen und zuteilen:\n${p.manageUrl}`,
  }),
  fr: (p) => ({
    subject: `Nouvelle demande n° ${p.number}`,
    text: `Nouvelle demande d’atelier de ${p.contactName}, ${p.institute} (${p.location}) :\n${list(p.lines)}\n\nVérifier et attribuer la demande :\n${p.manageUrl}`,
  }),
  it: (p) => ({
    subject: `Nuova richiesta n. ${p.number}`,
    text: `Nuova richiesta di workshop da ${p.contactName}, ${p.institute} (${p.location}):\n${list(p.lines)}\n\nVerificare e assegnare la richiesta:\n${p.manageUrl}`,
  }),
  en: (p) => ({
    subject: `New inquiry no. ${p.number}`,
    text: `New workshop inquiry from ${p.contactName}, ${p.institute} (${p.location}):\n${list(p.lines)}\n\nReview and assign the inquiry:\n${p.manageUrl}`,
  }),
};
