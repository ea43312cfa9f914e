import type { MailTemplate } from '../render';
import type { InquirySummaryLine } from './inquiry-received';

export interface InquiryNewParams {
  institute: string;
  contactName: string;
  location: string;
  lines: InquirySummaryLine[];
  manageUrl: string;
}

const list = (lines: InquirySummaryLine[]) => lines.map((l) => `- ${l.title}: ${l.when}`).join('\n');

/** A01 (staff): a new inquiry arrived through the public form. */
export const inquiryNew: MailTemplate<InquiryNewParams> = {
  id: 'inquiry-new',
  de: (p) => ({
    subject: `Neue Anfrage: ${p.institute}`,
    text: `Neue Workshop-Anfrage von ${p.contactName}, ${p.institute} (${p.location}):\n${list(p.lines)}\n\nAnfrage prüfen und zuteilen:\n${p.manageUrl}`,
  }),
  fr: (p) => ({
    subject: `Nouvelle demande : ${p.institute}`,
    text: `Nouvelle demande d’atelier de ${p.contactName}, ${p.institute} (${p.location}) :\n${list(p.lines)}\n\nVérifier et attribuer la demande :\n${p.manageUrl}`,
  }),
  it: (p) => ({
    subject: `Nuova richiesta: ${p.institute}`,
    text: `Nuova richiesta di workshop da ${p.contactName}, ${p.institute} (${p.location}):\n${list(p.lines)}\n\nVerificare e assegnare la richiesta:\n${p.manageUrl}`,
  }),
  en: (p) => ({
    subject: `New inquiry: ${p.institute}`,
    text: `New workshop inquiry from ${p.contactName}, ${p.institute} (${p.location}):\n${list(p.lines)}\n\nReview and assign the inquiry:\n${p.manageUrl}`,
  }),
};
