import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface AudienceEvaluationParams {
  greeting: string;
  title: string;
  /** The workshop's date and time, formatted for the recipient. */
  date: string;
  evaluationUrl: string;
  printUrl: string;
  /** The last day the link takes responses, formatted for the recipient. */
  closesOn: string;
}

/** What a subject names: the workshop title and its date, never the school (typed in the public form). */
const about = (p: { title: string; date: string }) => [p.title, p.date].filter(Boolean).join(', ');

/**
 * To the school's contact when a workshop is done: the class's anonymous questionnaire (one mail per date of a
 * series, each with its own link) and the printable page with its QR code.
 */
export const evaluationAudience: MailTemplate<AudienceEvaluationParams> = {
  id: 'evaluation-audience',
  code: 'I01',
  links: ['evaluationUrl', 'printUrl'],
  carriesSecret: true,
  de: (p) => ({
    subject: `Ihre Rückmeldung zum Workshop: ${about(p)}`,
    text: `${p.greeting}\n\nVielen Dank, dass Sie den Workshop «${p.title}» vom ${p.date} mit uns durchgeführt haben. Wir möchten wissen, was er bei den Teilnehmenden bewirkt hat, und bitten Sie, diesen Link mit der Klasse zu teilen:\n${p.evaluationUrl}\n\nDer Fragebogen dauert wenige Minuten, funktioniert auf dem Handy und ist anonym: Wir speichern keine Namen. Jedes Gerät kann einmal antworten. Eine druckbare Seite mit QR-Code für das Schulzimmer finden Sie hier:\n${p.printUrl}\n\nDer Link ist bis am ${p.closesOn} offen.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Votre avis sur l'atelier : ${about(p)}`,
    text: fr`${p.greeting}\n\nMerci d'avoir réalisé avec nous l'atelier « ${p.title} » du ${p.date}. Nous aimerions savoir ce qu'il a apporté aux participantes et participants et vous prions de partager ce lien avec la classe :\n${p.evaluationUrl}\n\nLe questionnaire prend quelques minutes, fonctionne sur un téléphone et est anonyme : nous n'enregistrons aucun nom. Chaque appareil peut répondre une fois. Une page imprimable avec un code QR pour la salle de classe se trouve ici :\n${p.printUrl}\n\nLe lien reste ouvert jusqu'au ${p.closesOn}.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Il suo parere sul workshop: ${about(p)}`,
    text: `${p.greeting}\n\nGrazie per aver svolto con noi il workshop «${p.title}» del ${p.date}. Vorremmo sapere che cosa ha lasciato ai partecipanti e le chiediamo di condividere questo link con la classe:\n${p.evaluationUrl}\n\nIl questionario richiede pochi minuti, funziona sul telefono ed è anonimo: non registriamo nomi. Ogni dispositivo può rispondere una volta. Una pagina stampabile con un codice QR per l’aula si trova qui:\n${p.printUrl}\n\nIl link resta aperto fino al ${p.closesOn}.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Your feedback on the workshop: ${about(p)}`,
    text: `${p.greeting}\n\nThank you for holding the workshop “${p.title}” on ${p.date} with us. We would like to know what it meant to the participants and ask you to share this link with the class:\n${p.evaluationUrl}\n\nThe questionnaire takes a few minutes, works on a phone and is anonymous: we store no names. Each device can answer once. A printable page with a QR code for the classroom is here:\n${p.printUrl}\n\nThe link stays open until ${p.closesOn}.\n\n${signature('en')}`,
  }),
};

export interface CoachEvaluationParams {
  greeting: string;
  title: string;
  /** One line per date the coach was placed on (a series has several), formatted for the recipient. */
  dates: string[];
  evaluationsUrl: string;
}

const dates = (p: CoachEvaluationParams) => p.dates.map((d) => `- ${d}`).join('\n');
const firstDate = (p: CoachEvaluationParams) => ({ title: p.title, date: p.dates[0] ?? '' });

/** To each placed coach when the workshop (series) is done: their evaluation is open in the back office. */
export const evaluationCoach: MailTemplate<CoachEvaluationParams> = {
  id: 'evaluation-coach',
  code: 'K01',
  links: ['evaluationsUrl'],
  de: (p) => ({
    subject: `Ihre Evaluation zum Workshop: ${about(firstDate(p))}`,
    text: `${p.greeting}\n\nDer Workshop «${p.title}» ist durchgeführt:\n${dates(p)}\n\nBitte füllen Sie Ihre Evaluation aus. Sie können sie zwischenspeichern und später einreichen:\n${p.evaluationsUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Votre évaluation de l'atelier : ${about(firstDate(p))}`,
    text: fr`${p.greeting}\n\nL'atelier « ${p.title} » a eu lieu :\n${dates(p)}\n\nMerci de remplir votre évaluation. Vous pouvez l'enregistrer et la soumettre plus tard :\n${p.evaluationsUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `La sua valutazione del workshop: ${about(firstDate(p))}`,
    text: `${p.greeting}\n\nIl workshop «${p.title}» si è svolto:\n${dates(p)}\n\nLa preghiamo di compilare la sua valutazione. Può salvarla e inviarla più tardi:\n${p.evaluationsUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Your evaluation of the workshop: ${about(firstDate(p))}`,
    text: `${p.greeting}\n\nThe workshop “${p.title}” has taken place:\n${dates(p)}\n\nPlease fill in your evaluation. You can save it and submit it later:\n${p.evaluationsUrl}\n\n${signature('en')}`,
  }),
};

export interface CoachEvaluationReminderParams {
  greeting: string;
  title: string;
  date: string;
  evaluationUrl: string;
}

/** To a coach whose evaluation has stayed open for 7 days (after it was sent, or sent back), once. */
export const evaluationCoachReminder: MailTemplate<CoachEvaluationReminderParams> = {
  id: 'evaluation-coach-reminder',
  code: 'J02',
  links: ['evaluationUrl'],
  de: (p) => ({
    subject: `Erinnerung: Evaluation zum Workshop ${about(p)}`,
    text: `${p.greeting}\n\nIhre Evaluation zum Workshop «${p.title}» vom ${p.date} ist noch offen. Bitte füllen Sie sie aus und reichen Sie sie ein:\n${p.evaluationUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Rappel : évaluation de l'atelier ${about(p)}`,
    text: fr`${p.greeting}\n\nVotre évaluation de l'atelier « ${p.title} » du ${p.date} est encore ouverte. Merci de la remplir et de la soumettre :\n${p.evaluationUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Promemoria: valutazione del workshop ${about(p)}`,
    text: `${p.greeting}\n\nLa sua valutazione del workshop «${p.title}» del ${p.date} è ancora aperta. La preghiamo di compilarla e inviarla:\n${p.evaluationUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Reminder: evaluation of the workshop ${about(p)}`,
    text: `${p.greeting}\n\nYour evaluation of the workshop “${p.title}” on ${p.date} is still open. Please fill it in and submit it:\n${p.evaluationUrl}\n\n${signature('en')}`,
  }),
};

export interface ThreeMonthEvaluationParams {
  greeting: string;
  title: string;
  date: string;
  evaluationUrl: string;
  closesOn: string;
}

/** To the teacher about three months after the workshop (a series: after its last date): what has stayed. */
export const evaluationThreeMonths: MailTemplate<ThreeMonthEvaluationParams> = {
  id: 'evaluation-3-months',
  code: 'I02',
  links: ['evaluationUrl'],
  carriesSecret: true,
  de: (p) => ({
    subject: `Drei Monate danach: ${about(p)}`,
    text: `${p.greeting}\n\nVor rund drei Monaten fand der Workshop «${p.title}» vom ${p.date} statt. Uns interessiert, was davon in Ihrer Klasse geblieben ist. Bitte nehmen Sie sich einige Minuten für diesen kurzen Fragebogen:\n${p.evaluationUrl}\n\nDer Link ist bis am ${p.closesOn} offen.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Trois mois après : ${about(p)}`,
    text: fr`${p.greeting}\n\nIl y a environ trois mois avait lieu l'atelier « ${p.title} » du ${p.date}. Nous aimerions savoir ce qu'il en reste dans votre classe. Merci de prendre quelques minutes pour ce court questionnaire :\n${p.evaluationUrl}\n\nLe lien reste ouvert jusqu'au ${p.closesOn}.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Tre mesi dopo: ${about(p)}`,
    text: `${p.greeting}\n\nCirca tre mesi fa si è svolto il workshop «${p.title}» del ${p.date}. Ci interessa sapere che cosa ne è rimasto nella sua classe. La preghiamo di dedicare qualche minuto a questo breve questionario:\n${p.evaluationUrl}\n\nIl link resta aperto fino al ${p.closesOn}.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Three months on: ${about(p)}`,
    text: `${p.greeting}\n\nAbout three months ago the workshop “${p.title}” took place on ${p.date}. We would like to know what has stayed with your class. Please take a few minutes for this short questionnaire:\n${p.evaluationUrl}\n\nThe link stays open until ${p.closesOn}.\n\n${signature('en')}`,
  }),
};
