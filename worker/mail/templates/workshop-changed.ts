import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface WorkshopChangedParams {
  greeting: string;
  title: string;
  /** One line per workshop (a series has several), formatted for the recipient. */
  dates: string[];
  institute: string;
  reason: string | null;
}

const dates = (p: WorkshopChangedParams) => p.dates.map((d) => `- ${d}`).join('\n');
/** What a subject names: the workshop title and its first date, never the school (typed in the public form). */
const about = (p: WorkshopChangedParams) => [p.title, p.dates[0]].filter(Boolean).join(', ');
/** `label` ends with its colon (in French after a narrow no-break space). */
const reason = (p: WorkshopChangedParams, label: string) => (p.reason ? `\n${label} ${p.reason}\n` : '');

/** To coaches who were requested or placed, and to the school, when a workshop (or its series) is cancelled. */
export const workshopCancelled: MailTemplate<WorkshopChangedParams> = {
  id: 'workshop-cancelled',
  code: 'H01',
  de: (p) => ({
    subject: `Workshop abgesagt: ${about(p)}`,
    text: `${p.greeting}\n\nDer Workshop «${p.title}» bei ${p.institute} findet nicht statt:\n${dates(p)}\n${reason(p, 'Grund:')}\nBei Fragen melden Sie sich gerne bei uns.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Atelier annulé : ${about(p)}`,
    text: fr`${p.greeting}\n\nL’atelier « ${p.title} » à ${p.institute} n’aura pas lieu :\n${dates(p)}\n${reason(p, 'Motif\u202f:')}\nPour toute question, n’hésitez pas à nous contacter.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Workshop annullato: ${about(p)}`,
    text: `${p.greeting}\n\nIl workshop «${p.title}» presso ${p.institute} non avrà luogo:\n${dates(p)}\n${reason(p, 'Motivo:')}\nPer domande siamo volentieri a disposizione.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Workshop cancelled: ${about(p)}`,
    text: `${p.greeting}\n\nThe workshop “${p.title}” at ${p.institute} will not take place:\n${dates(p)}\n${reason(p, 'Reason:')}\nIf you have any questions, please get in touch.\n\n${signature('en')}`,
  }),
};

/** To coaches who were requested or placed, and to the school, when staff start planning a workshop over. */
export const workshopReinitialized: MailTemplate<WorkshopChangedParams> = {
  id: 'workshop-reinitialized',
  code: 'G01',
  de: (p) => ({
    subject: `Workshop wird neu geplant: ${about(p)}`,
    text: `${p.greeting}\n\nDer Workshop «${p.title}» bei ${p.institute} wird neu geplant:\n${dates(p)}\n\nBisherige Anfragen und Zuteilungen von Trainerinnen und Trainern sind aufgehoben. Wir melden uns, sobald die neue Planung steht.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Atelier replanifié : ${about(p)}`,
    text: fr`${p.greeting}\n\nL’atelier « ${p.title} » à ${p.institute} est replanifié :\n${dates(p)}\n\nLes demandes et attributions d’animatrices et animateurs précédentes sont annulées. Nous reviendrons vers vous dès que la nouvelle planification sera prête.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Workshop ripianificato: ${about(p)}`,
    text: `${p.greeting}\n\nIl workshop «${p.title}» presso ${p.institute} viene ripianificato:\n${dates(p)}\n\nLe richieste e le assegnazioni precedenti di formatrici e formatori sono annullate. La ricontatteremo appena la nuova pianificazione sarà pronta.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Workshop being replanned: ${about(p)}`,
    text: `${p.greeting}\n\nThe workshop “${p.title}” at ${p.institute} is being planned again:\n${dates(p)}\n\nEarlier coach requests and placements are withdrawn. We will be in touch as soon as the new plan is ready.\n\n${signature('en')}`,
  }),
};
