import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

/*
 * Automatic escalation (issue 18): a coach request stayed unanswered after its reminder, so the next best coach was
 * asked (or nobody fits). To the associate who made the request, else to the admins.
 */

export interface StaffingEscalatedParams {
  greeting: string;
  title: string;
  /** One line per workshop (a series has several). */
  dates: string[];
  institute: string;
  /** The coach who did not answer. */
  unanswered: string;
  /** The coach asked now; null: nobody available fits. */
  asked: string | null;
  workshopUrl: string;
}

const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
const about = (p: StaffingEscalatedParams) => [p.title, p.dates[0]].filter(Boolean).join(', ');

export const staffingEscalated: MailTemplate<StaffingEscalatedParams> = {
  id: 'staffing-escalated',
  code: 'L04',
  links: ['workshopUrl'],
  de: (p) => ({
    subject: `Eskaliert: ${about(p)}`,
    text: `${p.greeting}\n\n${p.unanswered} hat die Anfrage für diesen Workshop nach der Erinnerung nicht beantwortet:\n\n«${p.title}» bei ${p.institute}\n${list(p.dates)}\n\n${p.asked ? `Automatisch angefragt wurde nun: ${p.asked}.` : 'Es ist keine weitere passende Person verfügbar. Bitte besetzen Sie den Workshop selbst.'}\n\nZum Workshop:\n${p.workshopUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Escalade : ${about(p)}`,
    text: fr`${p.greeting}\n\n${p.unanswered} n’a pas répondu à la demande pour cet atelier malgré le rappel :\n\n« ${p.title} » à ${p.institute}\n${list(p.dates)}\n\n${p.asked ? fr`Nous avons maintenant demandé automatiquement à : ${p.asked}.` : 'Aucune autre personne disponible ne convient. Merci de pourvoir l’atelier vous-même.'}\n\nVers l’atelier :\n${p.workshopUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Escalation: ${about(p)}`,
    text: `${p.greeting}\n\n${p.unanswered} non ha risposto alla richiesta per questo workshop nonostante il promemoria:\n\n«${p.title}» presso ${p.institute}\n${list(p.dates)}\n\n${p.asked ? `Abbiamo ora chiesto automaticamente a: ${p.asked}.` : 'Non è disponibile nessun’altra persona adatta. La preghiamo di occuparsi personalmente dell’assegnazione del workshop.'}\n\nAl workshop:\n${p.workshopUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Escalated: ${about(p)}`,
    text: `${p.greeting}\n\n${p.unanswered} did not answer the request for this workshop after the reminder:\n\n“${p.title}” at ${p.institute}\n${list(p.dates)}\n\n${p.asked ? `We have now asked automatically: ${p.asked}.` : 'No other suitable person is available. Please staff the workshop yourself.'}\n\nTo the workshop:\n${p.workshopUrl}\n\n${signature('en')}`,
  }),
};
