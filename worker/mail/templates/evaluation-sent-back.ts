import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface EvaluationSentBackParams {
  greeting: string;
  /** The workshop's title in the coach's language and its date ("Mo., 11.01.2027"). */
  title: string;
  date: string;
  /** What the associate wrote: typed text, never a link. */
  comment: string;
  evaluationUrl: string;
}

/** To the coach when an associate sends their evaluation back with a comment (pending -> open). */
export const evaluationSentBack: MailTemplate<EvaluationSentBackParams> = {
  id: 'evaluation-sent-back',
  code: 'K02',
  links: ['evaluationUrl'],
  de: (p) => ({
    subject: `Ihre Evaluation zurückgeschickt: ${p.title}, ${p.date}`,
    text: `${p.greeting}\n\nWir haben Ihre Evaluation zum Workshop «${p.title}» vom ${p.date} angeschaut und bitten Sie, sie zu ergänzen:\n\n${p.comment}\n\nIhre Antworten sind gespeichert. Bitte passen Sie sie an und schicken Sie die Evaluation erneut ab:\n${p.evaluationUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Votre évaluation vous est renvoyée : ${p.title}, ${p.date}`,
    text: fr`${p.greeting}\n\nNous avons lu votre évaluation de l'atelier « ${p.title} » du ${p.date} et vous prions de la compléter :\n\n${p.comment}\n\nVos réponses sont enregistrées. Merci de les adapter et de renvoyer l'évaluation :\n${p.evaluationUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `La sua valutazione le è stata rinviata: ${p.title}, ${p.date}`,
    text: `${p.greeting}\n\nAbbiamo letto la sua valutazione del workshop «${p.title}» del ${p.date} e la preghiamo di completarla:\n\n${p.comment}\n\nLe sue risposte sono salvate. La preghiamo di adattarle e di inviare di nuovo la valutazione:\n${p.evaluationUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Your evaluation was sent back: ${p.title}, ${p.date}`,
    text: `${p.greeting}\n\nWe have read your evaluation of the workshop “${p.title}” on ${p.date} and ask you to complete it:\n\n${p.comment}\n\nYour answers are saved. Please adjust them and submit the evaluation again:\n${p.evaluationUrl}\n\n${signature('en')}`,
  }),
};
