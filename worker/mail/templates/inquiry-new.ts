import type { MailTemplate } from '../render';
import { fr, frenchOf, signature } from '../wording';
import type { InquirySummaryLine } from './inquiry-received';

export interface InquiryNewParams {
  greeting: string;
  /** The inquiry's number; the subject names it instead of the school, which the public form lets anyone type. */
  number: string;
  institute: string;
  contactName: string;
  location: string;
  lines: InquirySummaryLine[];
  /** The inquiry in the back office. */
  manageUrl: string;
}

const list = (lines: InquirySummaryLine[], colon: string) => lines.map((l) => `- ${l.title}${colon} ${l.when}`).join('\n');

/** A01 (staff): a new inquiry arrived through the public form. */
export const inquiryNew: MailTemplate<InquiryNewParams> = {
  id: 'inquiry-new',
  code: 'A02',
  links: ['manageUrl'],
  de: (p) => ({
    subject: `Neue Anfrage Nr. ${p.number}`,
    text: `${p.greeting}\n\nNeue Workshop-Anfrage von ${p.contactName}, ${p.institute} (${p.location}):\n${list(p.lines, ':')}\n\nAnfrage prüfen und zuteilen:\n${p.manageUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: `Nouvelle demande n°\u00a0${p.number}`,
    text: fr`${p.greeting}\n\nNouvelle demande d'atelier ${frenchOf(p.contactName)}, ${p.institute} (${p.location}) :\n${list(p.lines, '\u202f:')}\n\nVérifier et attribuer la demande :\n${p.manageUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Nuova richiesta n. ${p.number}`,
    text: `${p.greeting}\n\nNuova richiesta di workshop da ${p.contactName}, ${p.institute} (${p.location}):\n${list(p.lines, ':')}\n\nVerificare e assegnare la richiesta:\n${p.manageUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `New inquiry no. ${p.number}`,
    text: `${p.greeting}\n\nNew workshop inquiry from ${p.contactName}, ${p.institute} (${p.location}):\n${list(p.lines, ':')}\n\nReview and assign the inquiry:\n${p.manageUrl}\n\n${signature('en')}`,
  }),
};
