import type { AnnualReportSection } from '../../contract/annual-report/annual-report.constants';
import type { EvaluationKind, UiLanguage } from '../../contract/enums';

/*
 * The annual report's words per document language (decision 065), kept in the worker as the invoice, reminder and
 * yearly statement PDFs keep theirs: one dictionary per language. French typography: a narrow no-break space (U+202F)
 * before ; : ! ? and inside « ». Names (offered workshops, grades, questions) come translated from the reports.
 */

/** The key figures of the report, in the order the document lists them. */
export const keyFigureKeys = [
  'inquiries',
  'workshops',
  'held',
  'participants',
  'participants_m',
  'participants_f',
  'participants_n',
  'participants_unspecified',
  'cancellations',
  'schools_reached',
  'schools_first_time',
  'schools_returning',
  'schools_lost',
  'class_links_used_percent',
  'responses_per_participant',
  'three_months_answered_percent',
] as const;
export type KeyFigureKey = (typeof keyFigureKeys)[number];

export interface AnnualReportWording {
  title: string;
  schoolYear: string;
  issuedOn: string;
  previousYear: string;
  sections: Record<AnnualReportSection, string>;
  keyFigures: Record<KeyFigureKey, string>;
  figure: string;
  change: string;
  changePercent: string;
  /** The unit of a rate's change: percentage points. */
  points: string;
  /** The footer of every page: "Seite 2 von 5". */
  pageOf: (page: number, pages: number) => string;
  /** Sheet names (at most 31 characters, none of : \ / ? * [ ]). */
  sheets: {
    keyFigures: string;
    months: string;
    offered: string;
    languages: string;
    grades: string;
    cantons: string;
    systems: string;
    cantonOffered: string;
    cantonLanguage: string;
    schools: string;
    responseOffered: string;
    responseCanton: string;
    responseLanguage: string;
    responseYears: string;
    evaluations: string;
  };
  charts: {
    byMonth: string;
    byOffered: string;
    byLanguage: string;
    byCanton: string;
    map: string;
    byGrade: string;
    bySystem: string;
    cantonOffered: string;
    cantonLanguage: string;
    responseOffered: string;
    responseCanton: string;
    responseLanguage: string;
    responseYears: string;
  };
  columns: {
    month: string;
    offered: string;
    language: string;
    grade: string;
    canton: string;
    system: string;
    schoolYear: string;
    workshops: string;
    participants: string;
    m: string;
    f: string;
    n: string;
    unspecified: string;
    held: string;
    linksSent: string;
    linksUsed: string;
    usedPercent: string;
    responses: string;
    perParticipant: string;
    threeMonthsSent: string;
    threeMonthsAnswered: string;
    answeredPercent: string;
    kind: string;
    question: string;
    answers: string;
    average: string;
  };
  evaluationKinds: Record<EvaluationKind, string>;
  none: string;
  total: string;
  /** Under the cross tables: what a cell holds. */
  cellNote: string;
  /** Under the charts: the two series. */
  legendPrevious: string;
  noData: string;
  mapScale: string;
}

export const annualReportWording: Record<UiLanguage, AnnualReportWording> = {
  de: {
    title: 'Jahresbericht',
    schoolYear: 'Schuljahr',
    issuedOn: 'Erstellt am',
    previousYear: 'Vorjahr',
    sections: {
      intro: 'Einleitung',
      key_figures: 'Kennzahlen',
      reach: 'Reichweite',
      schools: 'Schulen',
      response: 'Rücklauf der Evaluationen',
      evaluations: 'Bewertungen',
      outlook: 'Ausblick',
    },
    keyFigures: {
      inquiries: 'Anfragen',
      workshops: 'Workshops (ohne abgesagte)',
      held: 'Durchgeführte Workshops',
      participants: 'Teilnehmende',
      participants_m: 'davon männlich',
      participants_f: 'davon weiblich',
      participants_n: 'davon divers',
      participants_unspecified: 'davon ohne Angabe',
      cancellations: 'Absagen',
      schools_reached: 'Erreichte Schulen',
      schools_first_time: 'davon zum ersten Mal',
      schools_returning: 'davon wiederkehrend',
      schools_lost: 'Schulen des Vorjahres ohne Workshop',
      class_links_used_percent: 'Rücklauf Klassenevaluation (genutzte Links, %)',
      responses_per_participant: 'Antworten je Teilnehmende',
      three_months_answered_percent: 'Rücklauf 3-Monats-Fragebogen (%)',
    },
    figure: 'Kennzahl',
    change: 'Veränderung',
    changePercent: 'Veränderung in %',
    points: 'Pp.',
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
    sheets: {
      keyFigures: 'Kennzahlen',
      months: 'Nach Monat',
      offered: 'Nach Angebot',
      languages: 'Nach Sprache',
      grades: 'Nach Stufe',
      cantons: 'Nach Kanton',
      systems: 'Nach Bildungssystem',
      cantonOffered: 'Kanton x Angebot',
      cantonLanguage: 'Kanton x Sprache',
      schools: 'Schulen',
      responseOffered: 'Rücklauf nach Angebot',
      responseCanton: 'Rücklauf nach Kanton',
      responseLanguage: 'Rücklauf nach Sprache',
      responseYears: 'Rücklauf nach Schuljahr',
      evaluations: 'Bewertungen',
    },
    charts: {
      byMonth: 'Workshops pro Monat',
      byOffered: 'Teilnehmende nach Angebot',
      byLanguage: 'Teilnehmende nach Sprache',
      byCanton: 'Teilnehmende nach Kanton',
      map: 'Teilnehmende nach Kanton (Karte)',
      byGrade: 'Nach Stufe',
      bySystem: 'Nach Bildungssystem',
      cantonOffered: 'Workshops (Teilnehmende) nach Kanton und Angebot',
      cantonLanguage: 'Workshops (Teilnehmende) nach Kanton und Sprache',
      responseOffered: 'Rücklauf nach Angebot',
      responseCanton: 'Rücklauf nach Kanton',
      responseLanguage: 'Rücklauf nach Sprache',
      responseYears: 'Rücklauf nach Schuljahr',
    },
    columns: {
      month: 'Monat',
      offered: 'Angebot',
      language: 'Sprache',
      grade: 'Stufe',
      canton: 'Kanton',
      system: 'Bildungssystem',
      schoolYear: 'Schuljahr',
      workshops: 'Workshops',
      participants: 'Teilnehmende',
      m: 'männlich',
      f: 'weiblich',
      n: 'divers',
      unspecified: 'ohne Angabe',
      held: 'Durchgeführt',
      linksSent: 'Links versandt',
      linksUsed: 'Links genutzt',
      usedPercent: 'genutzt (%)',
      responses: 'Antworten',
      perParticipant: 'Antworten je TN',
      threeMonthsSent: '3 Monate versandt',
      threeMonthsAnswered: '3 Monate beantwortet',
      answeredPercent: 'beantwortet (%)',
      kind: 'Evaluation',
      question: 'Frage',
      answers: 'Antworten',
      average: 'Durchschnitt (1–5)',
    },
    evaluationKinds: { by_audience: 'Klassen', by_coach: 'Coaches', after_3_months: 'Lehrpersonen nach 3 Monaten' },
    none: 'Ohne Angabe',
    total: 'Total',
    cellNote: 'Je Zelle: Workshops (ohne abgesagte) und in Klammern die Teilnehmenden der durchgeführten.',
    legendPrevious: 'Vorjahr',
    noData: 'Keine Angaben in diesem Schuljahr.',
    mapScale: 'Teilnehmende',
  },
  fr: {
    title: 'Rapport annuel',
    schoolYear: 'Année scolaire',
    issuedOn: 'Établi le',
    previousYear: 'Année précédente',
    sections: {
      intro: 'Introduction',
      key_figures: 'Chiffres clés',
      reach: 'Portée',
      schools: 'Écoles',
      response: 'Taux de réponse aux évaluations',
      evaluations: 'Évaluations',
      outlook: 'Perspectives',
    },
    keyFigures: {
      inquiries: 'Demandes',
      workshops: 'Ateliers (sans les annulés)',
      held: 'Ateliers réalisés',
      participants: 'Participant·e·s',
      participants_m: 'dont masculin',
      participants_f: 'dont féminin',
      participants_n: 'dont divers',
      participants_unspecified: 'dont sans indication',
      cancellations: 'Annulations',
      schools_reached: 'Écoles atteintes',
      schools_first_time: 'dont pour la première fois',
      schools_returning: 'dont revenues',
      schools_lost: 'Écoles de l’année précédente sans atelier',
      class_links_used_percent: 'Réponse des classes (liens utilisés, %)',
      responses_per_participant: 'Réponses par participant·e',
      three_months_answered_percent: 'Réponse au questionnaire à 3 mois (%)',
    },
    figure: 'Chiffre',
    change: 'Variation',
    changePercent: 'Variation en %',
    points: 'pts',
    pageOf: (page, pages) => `Page ${page} sur ${pages}`,
    sheets: {
      keyFigures: 'Chiffres clés',
      months: 'Par mois',
      offered: 'Par atelier proposé',
      languages: 'Par langue',
      grades: 'Par degré',
      cantons: 'Par canton',
      systems: 'Par système éducatif',
      cantonOffered: 'Canton x atelier',
      cantonLanguage: 'Canton x langue',
      schools: 'Écoles',
      responseOffered: 'Réponse par atelier',
      responseCanton: 'Réponse par canton',
      responseLanguage: 'Réponse par langue',
      responseYears: 'Réponse par année scolaire',
      evaluations: 'Évaluations',
    },
    charts: {
      byMonth: 'Ateliers par mois',
      byOffered: 'Participant·e·s par atelier proposé',
      byLanguage: 'Participant·e·s par langue',
      byCanton: 'Participant·e·s par canton',
      map: 'Participant·e·s par canton (carte)',
      byGrade: 'Par degré',
      bySystem: 'Par système éducatif',
      cantonOffered: 'Ateliers (participant·e·s) par canton et atelier proposé',
      cantonLanguage: 'Ateliers (participant·e·s) par canton et langue',
      responseOffered: 'Réponse par atelier proposé',
      responseCanton: 'Réponse par canton',
      responseLanguage: 'Réponse par langue',
      responseYears: 'Réponse par année scolaire',
    },
    columns: {
      month: 'Mois',
      offered: 'Atelier proposé',
      language: 'Langue',
      grade: 'Degré',
      canton: 'Canton',
      system: 'Système éducatif',
      schoolYear: 'Année scolaire',
      workshops: 'Ateliers',
      participants: 'Participant·e·s',
      m: 'masculin',
      f: 'féminin',
      n: 'divers',
      unspecified: 'sans indication',
      held: 'Réalisés',
      linksSent: 'Liens envoyés',
      linksUsed: 'Liens utilisés',
      usedPercent: 'utilisés (%)',
      responses: 'Réponses',
      perParticipant: 'Réponses par part.',
      threeMonthsSent: '3 mois envoyés',
      threeMonthsAnswered: '3 mois répondus',
      answeredPercent: 'répondus (%)',
      kind: 'Évaluation',
      question: 'Question',
      answers: 'Réponses',
      average: 'Moyenne (1–5)',
    },
    evaluationKinds: { by_audience: 'Classes', by_coach: 'Coachs', after_3_months: 'Enseignant·e·s après 3 mois' },
    none: 'Sans indication',
    total: 'Total',
    cellNote: 'Par cellule\u202f: ateliers (sans les annulés) et, entre parenthèses, les participant·e·s des ateliers réalisés.',
    legendPrevious: 'Année précédente',
    noData: 'Aucune donnée pour cette année scolaire.',
    mapScale: 'Participant·e·s',
  },
  it: {
    title: 'Rapporto annuale',
    schoolYear: 'Anno scolastico',
    issuedOn: 'Creato il',
    previousYear: 'Anno precedente',
    sections: {
      intro: 'Introduzione',
      key_figures: 'Cifre chiave',
      reach: 'Portata',
      schools: 'Scuole',
      response: 'Risposte alle valutazioni',
      evaluations: 'Valutazioni',
      outlook: 'Prospettive',
    },
    keyFigures: {
      inquiries: 'Richieste',
      workshops: 'Workshop (senza annullati)',
      held: 'Workshop svolti',
      participants: 'Partecipanti',
      participants_m: 'di cui maschile',
      participants_f: 'di cui femminile',
      participants_n: 'di cui diverso',
      participants_unspecified: 'di cui senza indicazione',
      cancellations: 'Annullamenti',
      schools_reached: 'Scuole raggiunte',
      schools_first_time: 'di cui per la prima volta',
      schools_returning: 'di cui di ritorno',
      schools_lost: 'Scuole dell’anno precedente senza workshop',
      class_links_used_percent: 'Risposta delle classi (link usati, %)',
      responses_per_participant: 'Risposte per partecipante',
      three_months_answered_percent: 'Risposta al questionario a 3 mesi (%)',
    },
    figure: 'Cifra',
    change: 'Variazione',
    changePercent: 'Variazione in %',
    points: 'p.p.',
    pageOf: (page, pages) => `Pagina ${page} di ${pages}`,
    sheets: {
      keyFigures: 'Cifre chiave',
      months: 'Per mese',
      offered: 'Per offerta',
      languages: 'Per lingua',
      grades: 'Per grado',
      cantons: 'Per cantone',
      systems: 'Per sistema educativo',
      cantonOffered: 'Cantone x offerta',
      cantonLanguage: 'Cantone x lingua',
      schools: 'Scuole',
      responseOffered: 'Risposte per offerta',
      responseCanton: 'Risposte per cantone',
      responseLanguage: 'Risposte per lingua',
      responseYears: 'Risposte per anno scolastico',
      evaluations: 'Valutazioni',
    },
    charts: {
      byMonth: 'Workshop per mese',
      byOffered: 'Partecipanti per offerta',
      byLanguage: 'Partecipanti per lingua',
      byCanton: 'Partecipanti per cantone',
      map: 'Partecipanti per cantone (carta)',
      byGrade: 'Per grado',
      bySystem: 'Per sistema educativo',
      cantonOffered: 'Workshop (partecipanti) per cantone e offerta',
      cantonLanguage: 'Workshop (partecipanti) per cantone e lingua',
      responseOffered: 'Risposte per offerta',
      responseCanton: 'Risposte per cantone',
      responseLanguage: 'Risposte per lingua',
      responseYears: 'Risposte per anno scolastico',
    },
    columns: {
      month: 'Mese',
      offered: 'Offerta',
      language: 'Lingua',
      grade: 'Grado',
      canton: 'Cantone',
      system: 'Sistema educativo',
      schoolYear: 'Anno scolastico',
      workshops: 'Workshop',
      participants: 'Partecipanti',
      m: 'maschile',
      f: 'femminile',
      n: 'diverso',
      unspecified: 'senza indicazione',
      held: 'Svolti',
      linksSent: 'Link inviati',
      linksUsed: 'Link usati',
      usedPercent: 'usati (%)',
      responses: 'Risposte',
      perParticipant: 'Risposte per part.',
      threeMonthsSent: '3 mesi inviati',
      threeMonthsAnswered: '3 mesi risposti',
      answeredPercent: 'risposti (%)',
      kind: 'Valutazione',
      question: 'Domanda',
      answers: 'Risposte',
      average: 'Media (1–5)',
    },
    evaluationKinds: { by_audience: 'Classi', by_coach: 'Coach', after_3_months: 'Docenti dopo 3 mesi' },
    none: 'Senza indicazione',
    total: 'Totale',
    cellNote: 'Per cella: workshop (senza annullati) e, tra parentesi, i partecipanti di quelli svolti.',
    legendPrevious: 'Anno precedente',
    noData: 'Nessun dato in questo anno scolastico.',
    mapScale: 'Partecipanti',
  },
  en: {
    title: 'Annual report',
    schoolYear: 'School year',
    issuedOn: 'Issued on',
    previousYear: 'Previous year',
    sections: {
      intro: 'Introduction',
      key_figures: 'Key figures',
      reach: 'Reach',
      schools: 'Schools',
      response: 'Evaluation response',
      evaluations: 'Evaluations',
      outlook: 'Outlook',
    },
    keyFigures: {
      inquiries: 'Inquiries',
      workshops: 'Workshops (not cancelled)',
      held: 'Workshops held',
      participants: 'Participants',
      participants_m: 'of whom male',
      participants_f: 'of whom female',
      participants_n: 'of whom diverse',
      participants_unspecified: 'of whom not specified',
      cancellations: 'Cancellations',
      schools_reached: 'Schools reached',
      schools_first_time: 'of which first time',
      schools_returning: 'of which returning',
      schools_lost: 'Previous year’s schools without a workshop',
      class_links_used_percent: 'Class response (links used, %)',
      responses_per_participant: 'Responses per participant',
      three_months_answered_percent: '3-month questionnaire response (%)',
    },
    figure: 'Figure',
    change: 'Change',
    changePercent: 'Change in %',
    points: 'pp',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    sheets: {
      keyFigures: 'Key figures',
      months: 'By month',
      offered: 'By offered workshop',
      languages: 'By language',
      grades: 'By grade',
      cantons: 'By canton',
      systems: 'By educational system',
      cantonOffered: 'Canton x offered workshop',
      cantonLanguage: 'Canton x language',
      schools: 'Schools',
      responseOffered: 'Response by offered workshop',
      responseCanton: 'Response by canton',
      responseLanguage: 'Response by language',
      responseYears: 'Response by school year',
      evaluations: 'Evaluations',
    },
    charts: {
      byMonth: 'Workshops per month',
      byOffered: 'Participants by offered workshop',
      byLanguage: 'Participants by language',
      byCanton: 'Participants by canton',
      map: 'Participants by canton (map)',
      byGrade: 'By grade',
      bySystem: 'By educational system',
      cantonOffered: 'Workshops (participants) by canton and offered workshop',
      cantonLanguage: 'Workshops (participants) by canton and language',
      responseOffered: 'Response by offered workshop',
      responseCanton: 'Response by canton',
      responseLanguage: 'Response by language',
      responseYears: 'Response by school year',
    },
    columns: {
      month: 'Month',
      offered: 'Offered workshop',
      language: 'Language',
      grade: 'Grade',
      canton: 'Canton',
      system: 'Educational system',
      schoolYear: 'School year',
      workshops: 'Workshops',
      participants: 'Participants',
      m: 'male',
      f: 'female',
      n: 'diverse',
      unspecified: 'not specified',
      held: 'Held',
      linksSent: 'Links sent',
      linksUsed: 'Links used',
      usedPercent: 'used (%)',
      responses: 'Responses',
      perParticipant: 'Responses per part.',
      threeMonthsSent: '3 months sent',
      threeMonthsAnswered: '3 months answered',
      answeredPercent: 'answered (%)',
      kind: 'Evaluation',
      question: 'Question',
      answers: 'Answers',
      average: 'Average (1–5)',
    },
    evaluationKinds: { by_audience: 'Classes', by_coach: 'Coaches', after_3_months: 'Teachers after 3 months' },
    none: 'Not specified',
    total: 'Total',
    cellNote: 'Per cell: workshops (not cancelled) and, in brackets, the participants of the held ones.',
    legendPrevious: 'Previous year',
    noData: 'No figures in this school year.',
    mapScale: 'Participants',
  },
};
