import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

/*
 * Mails of staffing (issue 6): the request to a coach, its reminder, placement, dismissal, withdrawal, and the
 * school's confirmation with the trainers' contacts. Dates are preformatted for the recipient's language.
 */

interface WorkshopLines {
  greeting: string;
  title: string;
  /** One line per workshop (a series has several). */
  dates: string[];
  institute: string;
}

const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
/** What a subject names: the workshop title and its first date, never the school (typed in the public form). */
const about = (p: WorkshopLines) => [p.title, p.dates[0]].filter(Boolean).join(', ');

export interface CoachRequestParams extends WorkshopLines {
  /** The language the workshop is held in, named in the coach's language. */
  language: string;
  /** The length of one date, e.g. "2 Stunden". */
  duration: string;
  /** Street, address addition, postcode and place, room. */
  address: string;
  message: string | null;
  answerUrl: string;
}

/** `label` ends with its colon (in French after a narrow no-break space). */
const note = (message: string | null, label: string) => (message ? `\n${label} ${message}\n` : '');

/** To a coach asked to give a workshop (or series): answer in the back office or with the signed link. */
export const coachRequestMail: MailTemplate<CoachRequestParams> = {
  id: 'coach-request',
  code: 'L01',
  links: ['answerUrl'],
  carriesSecret: true,
  de: (p) => ({
    subject: `Anfrage: ${about(p)}`,
    text: `${p.greeting}\n\nKönnen Sie diesen Workshop übernehmen?\n\n«${p.title}» bei ${p.institute}\n${list(p.dates)}\nSprache: ${p.language}\nDauer: ${p.duration}\nOrt: ${p.address}\n${note(p.message, 'Bemerkung:')}\nBitte antworten Sie hier (ohne Anmeldung):\n${p.answerUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Demande : ${about(p)}`,
    text: fr`${p.greeting}\n\nPouvez-vous animer cet atelier ?\n\n« ${p.title} » à ${p.institute}\n${list(p.dates)}\nLangue : ${p.language}\nDurée : ${p.duration}\nLieu : ${p.address}\n${note(p.message, 'Remarque\u202f:')}\nMerci de répondre ici (sans connexion) :\n${p.answerUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Richiesta: ${about(p)}`,
    text: `${p.greeting}\n\nPuò tenere questo workshop?\n\n«${p.title}» presso ${p.institute}\n${list(p.dates)}\nLingua: ${p.language}\nDurata: ${p.duration}\nLuogo: ${p.address}\n${note(p.message, 'Osservazione:')}\nRisponda qui (senza accesso):\n${p.answerUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Request: ${about(p)}`,
    text: `${p.greeting}\n\nCan you give this workshop?\n\n“${p.title}” at ${p.institute}\n${list(p.dates)}\nLanguage: ${p.language}\nDuration: ${p.duration}\nPlace: ${p.address}\n${note(p.message, 'Note:')}\nPlease answer here (no sign-in needed):\n${p.answerUrl}\n\n${signature('en')}`,
  }),
};

export interface CoachRequestReminderParams {
  greeting: string;
  /** One line per open request: title, school and date. */
  requests: string[];
  requestsUrl: string;
}

/** To a coach whose requests stayed unanswered for 3 days (cron, once per request). */
export const coachRequestReminder: MailTemplate<CoachRequestReminderParams> = {
  id: 'coach-request-reminder',
  code: 'J01',
  links: ['requestsUrl'],
  de: (p) => ({
    subject: 'Erinnerung: offene Workshop-Anfragen',
    text: `${p.greeting}\n\nDiese Anfragen warten noch auf Ihre Antwort:\n${list(p.requests)}\n\nSie beantworten sie hier:\n${p.requestsUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Rappel : demandes d'ateliers en attente`,
    text: fr`${p.greeting}\n\nCes demandes attendent encore votre réponse :\n${list(p.requests)}\n\nVous pouvez y répondre ici :\n${p.requestsUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: 'Promemoria: richieste di workshop in sospeso',
    text: `${p.greeting}\n\nQueste richieste attendono ancora la sua risposta:\n${list(p.requests)}\n\nPuò rispondere qui:\n${p.requestsUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: 'Reminder: workshop requests awaiting your answer',
    text: `${p.greeting}\n\nThese requests are still waiting for your answer:\n${list(p.requests)}\n\nYou can answer them here:\n${p.requestsUrl}\n\n${signature('en')}`,
  }),
};

/** A mail to a coach about a workshop, with the link to their start page (their workshops and requests). */
export interface CoachWorkshopParams extends WorkshopLines {
  startUrl: string;
}

export interface CoachPlacedParams extends CoachWorkshopParams {
  address: string;
  /** The school's contact person: name, phone, email (the lines that are known). */
  contact: string[];
  /** The other coaches placed on the workshop. */
  colleagues: string[];
}

/** `label` ends with its colon (in French after a narrow no-break space). */
const colleagues = (names: string[], label: string) => (names.length > 0 ? `\n${label} ${names.join(', ')}\n` : '');

/** To a coach placed on a workshop: the details and the school's contact. */
export const coachPlaced: MailTemplate<CoachPlacedParams> = {
  id: 'coach-placed',
  code: 'M01',
  links: ['startUrl'],
  de: (p) => ({
    subject: `Eingeteilt: ${about(p)}`,
    text: `${p.greeting}\n\nSie sind für diesen Workshop eingeteilt:\n\n«${p.title}» bei ${p.institute}\n${list(p.dates)}\nOrt: ${p.address}\n${colleagues(p.colleagues, 'Zusammen mit:')}\nKontaktperson der Schule:\n${list(p.contact)}\n\nBitte nehmen Sie vor dem Workshop Kontakt mit der Schule auf.\n\nIhre Workshops finden Sie auch auf Ihrer Startseite:\n${p.startUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Confirmé : ${about(p)}`,
    text: fr`${p.greeting}\n\nVous animerez cet atelier :\n\n« ${p.title} » à ${p.institute}\n${list(p.dates)}\nLieu : ${p.address}\n${colleagues(p.colleagues, 'Avec\u202f:')}\nPersonne de contact de l’école :\n${list(p.contact)}\n\nMerci de prendre contact avec l’école avant l’atelier.\n\nVos ateliers figurent aussi sur votre page d’accueil :\n${p.startUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Assegnato: ${about(p)}`,
    text: `${p.greeting}\n\nLe è stato assegnato questo workshop:\n\n«${p.title}» presso ${p.institute}\n${list(p.dates)}\nLuogo: ${p.address}\n${colleagues(p.colleagues, 'Insieme a:')}\nPersona di contatto della scuola:\n${list(p.contact)}\n\nLa preghiamo di contattare la scuola prima del workshop.\n\nTrova i suoi workshop anche sulla sua pagina iniziale:\n${p.startUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Confirmed: ${about(p)}`,
    text: `${p.greeting}\n\nYou are confirmed for this workshop:\n\n“${p.title}” at ${p.institute}\n${list(p.dates)}\nPlace: ${p.address}\n${colleagues(p.colleagues, 'Together with:')}\nThe school’s contact person:\n${list(p.contact)}\n\nPlease get in touch with the school before the workshop.\n\nYour workshops are also on your start page:\n${p.startUrl}\n\n${signature('en')}`,
  }),
};

/** To a placed coach who was removed from a workshop. */
export const coachDismissed: MailTemplate<CoachWorkshopParams> = {
  id: 'coach-dismissed',
  code: 'M02',
  links: ['startUrl'],
  de: (p) => ({
    subject: `Nicht mehr eingeteilt: ${about(p)}`,
    text: `${p.greeting}\n\nSie sind für diesen Workshop nicht mehr eingeteilt:\n«${p.title}» bei ${p.institute}\n${list(p.dates)}\n\nBei Fragen melden Sie sich gerne bei uns. Ihre Workshops und Anfragen finden Sie auf Ihrer Startseite:\n${p.startUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Plus affecté·e : ${about(p)}`,
    text: fr`${p.greeting}\n\nVous n’animez plus cet atelier :\n« ${p.title} » à ${p.institute}\n${list(p.dates)}\n\nPour toute question, n’hésitez pas à nous contacter. Vos ateliers et demandes figurent sur votre page d’accueil :\n${p.startUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Non più assegnato: ${about(p)}`,
    text: `${p.greeting}\n\nNon è più assegnato/a a questo workshop:\n«${p.title}» presso ${p.institute}\n${list(p.dates)}\n\nPer domande siamo volentieri a disposizione. Trova i suoi workshop e le sue richieste sulla sua pagina iniziale:\n${p.startUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `No longer assigned: ${about(p)}`,
    text: `${p.greeting}\n\nYou are no longer assigned to this workshop:\n“${p.title}” at ${p.institute}\n${list(p.dates)}\n\nIf you have any questions, please get in touch. Your workshops and requests are on your start page:\n${p.startUrl}\n\n${signature('en')}`,
  }),
};

/** To a coach whose open request was withdrawn (the workshop is staffed, or staff withdrew it): no reason is given. */
export const coachRequestWithdrawn: MailTemplate<CoachWorkshopParams> = {
  id: 'coach-request-withdrawn',
  code: 'L02',
  links: ['startUrl'],
  de: (p) => ({
    subject: `Anfrage zurückgezogen: ${about(p)}`,
    text: `${p.greeting}\n\nDie Anfrage für diesen Workshop ist zurückgezogen, Sie brauchen nicht mehr zu antworten:\n«${p.title}» bei ${p.institute}\n${list(p.dates)}\n\nVielen Dank für Ihre Bereitschaft. Ihre Workshops und Anfragen finden Sie auf Ihrer Startseite:\n${p.startUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Demande retirée : ${about(p)}`,
    text: fr`${p.greeting}\n\nLa demande pour cet atelier est retirée, vous n’avez plus besoin d’y répondre :\n« ${p.title} » à ${p.institute}\n${list(p.dates)}\n\nMerci de votre disponibilité. Vos ateliers et demandes figurent sur votre page d’accueil :\n${p.startUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Richiesta ritirata: ${about(p)}`,
    text: `${p.greeting}\n\nLa richiesta per questo workshop è stata ritirata, non occorre più rispondere:\n«${p.title}» presso ${p.institute}\n${list(p.dates)}\n\nGrazie per la disponibilità. Trova i suoi workshop e le sue richieste sulla sua pagina iniziale:\n${p.startUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Request withdrawn: ${about(p)}`,
    text: `${p.greeting}\n\nThe request for this workshop has been withdrawn; you need not answer it any more:\n“${p.title}” at ${p.institute}\n${list(p.dates)}\n\nThank you for being available. Your workshops and requests are on your start page:\n${p.startUrl}\n\n${signature('en')}`,
  }),
};

export interface WorkshopStaffedParams extends WorkshopLines {
  /** One line per trainer: name, email, phone. */
  trainers: string[];
}

/** To the school once the workshop is staffed: who comes, with their contacts (spec: "within about 14 days"). */
export const workshopStaffed: MailTemplate<WorkshopStaffedParams> = {
  id: 'workshop-staffed',
  code: 'M03',
  de: (p) => ({
    subject: `Ihr Workshop ist bestätigt: ${p.title}`,
    text: `${p.greeting}\n\nIhr Workshop «${p.title}» ist bestätigt:\n${list(p.dates)}\n\nEs kommen:\n${list(p.trainers)}\n\nDie Trainerinnen und Trainer melden sich vor dem Workshop bei Ihnen.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Votre atelier est confirmé : ${p.title}`,
    text: fr`${p.greeting}\n\nVotre atelier « ${p.title} » est confirmé :\n${list(p.dates)}\n\nL’animation sera assurée par :\n${list(p.trainers)}\n\nLes animatrices et animateurs vous contacteront avant l’atelier.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Il suo workshop è confermato: ${p.title}`,
    text: `${p.greeting}\n\nIl suo workshop «${p.title}» è confermato:\n${list(p.dates)}\n\nLo terranno:\n${list(p.trainers)}\n\nLe formatrici e i formatori la contatteranno prima del workshop.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Your workshop is confirmed: ${p.title}`,
    text: `${p.greeting}\n\nYour workshop “${p.title}” is confirmed:\n${list(p.dates)}\n\nYour trainers:\n${list(p.trainers)}\n\nThey will get in touch with you before the workshop.\n\n${signature('en')}`,
  }),
};

export interface CoachRequestsBatchParams {
  greeting: string;
  /** One block per workshop (or series), in date order. */
  requests: Omit<CoachRequestParams, 'greeting' | 'message' | 'answerUrl'>[];
  /** The signed answer link of each request, in the order of `requests`. */
  answerUrls: string[];
  message: string | null;
}

type BatchLabels = { at: string; language: string; duration: string; place: string; answer: string };
const requestBlocks = (p: CoachRequestsBatchParams, l: BatchLabels, quote: (title: string) => string) =>
  p.requests
    .map(
      (r, i) =>
        `${quote(r.title)} ${l.at} ${r.institute}\n${list(r.dates)}\n${l.language} ${r.language}\n${l.duration} ${r.duration}\n${l.place} ${r.address}\n${l.answer}\n${p.answerUrls[i]}`,
    )
    .join('\n\n');

/**
 * To a coach asked for several workshops at once by the staffing plan: one mail listing every request, each with
 * its own signed answer link (a coach asked for one workshop gets L01 instead).
 */
export const coachRequestsBatch: MailTemplate<CoachRequestsBatchParams> = {
  id: 'coach-requests-batch',
  code: 'L03',
  links: ['answerUrls'],
  carriesSecret: true,
  de: (p) => ({
    subject: `Anfragen: ${p.requests.length} Workshops`,
    text: `${p.greeting}\n\nKönnen Sie diese Workshops übernehmen? Sie beantworten jede Anfrage einzeln (ohne Anmeldung).\n\n${requestBlocks(
      p,
      { at: 'bei', language: 'Sprache:', duration: 'Dauer:', place: 'Ort:', answer: 'Antworten:' },
      (t) => `«${t}»`,
    )}\n${note(p.message, 'Bemerkung:')}\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Demandes : ${p.requests.length} ateliers`,
    text: fr`${p.greeting}\n\nPouvez-vous animer ces ateliers ? Vous répondez à chaque demande séparément (sans connexion).\n\n${requestBlocks(
      p,
      { at: 'à', language: 'Langue\u202f:', duration: 'Durée\u202f:', place: 'Lieu\u202f:', answer: 'Répondre\u202f:' },
      (t) => `«\u202f${t}\u202f»`,
    )}\n${note(p.message, 'Remarque\u202f:')}\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Richieste: ${p.requests.length} workshop`,
    text: `${p.greeting}\n\nPuò tenere questi workshop? Risponda a ogni richiesta separatamente (senza accesso).\n\n${requestBlocks(
      p,
      { at: 'presso', language: 'Lingua:', duration: 'Durata:', place: 'Luogo:', answer: 'Rispondere:' },
      (t) => `«${t}»`,
    )}\n${note(p.message, 'Osservazione:')}\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Requests: ${p.requests.length} workshops`,
    text: `${p.greeting}\n\nCan you give these workshops? Please answer each request on its own (no sign-in needed).\n\n${requestBlocks(
      p,
      { at: 'at', language: 'Language:', duration: 'Duration:', place: 'Place:', answer: 'Answer:' },
      (t) => `“${t}”`,
    )}\n${note(p.message, 'Note:')}\n${signature('en')}`,
  }),
};
