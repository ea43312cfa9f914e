import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

/* Mails of coaches' offers to give a workshop (issue 18). Accepting an offer places the coach: M01. */

export interface CoachOfferDeclinedParams {
  greeting: string;
  title: string;
  /** One line per workshop (a series has several). */
  dates: string[];
  institute: string;
  /** Staff's note, if any. */
  note: string | null;
  offersUrl: string;
}

const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
const about = (p: CoachOfferDeclinedParams) => [p.title, p.dates[0]].filter(Boolean).join(', ');
/** `label` ends with its colon (in French after a narrow no-break space). */
const note = (text: string | null, label: string) => (text ? `\n${label} ${text}\n` : '');

/** To a coach whose offer staff declined. */
export const coachOfferDeclined: MailTemplate<CoachOfferDeclinedParams> = {
  id: 'coach-offer-declined',
  code: 'L05',
  links: ['offersUrl'],
  de: (p) => ({
    subject: `Ihr Angebot: ${about(p)}`,
    text: `${p.greeting}\n\nVielen Dank für Ihr Angebot, diesen Workshop zu übernehmen. Wir haben ihn anders besetzt:\n«${p.title}» bei ${p.institute}\n${list(p.dates)}\n${note(p.note, 'Bemerkung:')}\nWeitere offene Workshops finden Sie hier:\n${p.offersUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Votre proposition : ${about(p)}`,
    text: fr`${p.greeting}\n\nMerci d’avoir proposé d’animer cet atelier. Nous l’avons attribué autrement :\n« ${p.title} » à ${p.institute}\n${list(p.dates)}\n${note(p.note, 'Remarque\u202f:')}\nD’autres ateliers ouverts figurent ici :\n${p.offersUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `La sua offerta: ${about(p)}`,
    text: `${p.greeting}\n\nGrazie per essersi offerto/a di tenere questo workshop. Lo abbiamo assegnato diversamente:\n«${p.title}» presso ${p.institute}\n${list(p.dates)}\n${note(p.note, 'Osservazione:')}\nAltri workshop aperti sono elencati qui:\n${p.offersUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Your offer: ${about(p)}`,
    text: `${p.greeting}\n\nThank you for offering to give this workshop. We have staffed it otherwise:\n“${p.title}” at ${p.institute}\n${list(p.dates)}\n${note(p.note, 'Note:')}\nMore open workshops are listed here:\n${p.offersUrl}\n\n${signature('en')}`,
  }),
};
