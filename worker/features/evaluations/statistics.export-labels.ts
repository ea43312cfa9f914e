import type { UiLanguage } from '../../contract/enums';
import type { PublicKind } from '../../contract/evaluations/statistics.schemas';

/**
 * The evaluation statistics export's headers and sheet names in the reader's language (docs/decisions/023, "Export"),
 * one dictionary per language as the reports' export does it (worker/features/statistics/export.labels.ts). The
 * wording is the SPA's on the two screens.
 */
interface EvaluationExportLabels {
  coachColumns: readonly string[];
  audienceColumns: readonly string[];
  /** The header of one rating question's average column. */
  questionAverage: (question: string) => string;
  sheet: { coaches: string } & Record<PublicKind, string>;
}

export const evaluationExportLabels: Record<UiLanguage, EvaluationExportLabels> = {
  de: {
    coachColumns: ['ID', 'Vorname', 'Nachname', 'Workshops', 'Bewertungen', 'Durchschnitt', 'Letzter Workshop'],
    audienceColumns: ['Workshop-Angebot', 'Workshops', 'Antworten', 'Durchschnitt aller Bewertungen'],
    questionAverage: (question) => `Durchschnitt: ${question}`,
    sheet: { coaches: 'Nach Coach', by_audience: 'Durch das Publikum', after_3_months: 'Nach 3 Monaten' },
  },
  fr: {
    coachColumns: ['ID', 'Prénom', 'Nom', 'Ateliers', 'Notes', 'Moyenne', 'Dernier atelier'],
    audienceColumns: ['Offre d’ateliers', 'Ateliers', 'Réponses', 'Moyenne de toutes les notes'],
    questionAverage: (question) => `Moyenne\u202f: ${question}`,
    sheet: { coaches: 'Par coach', by_audience: 'Par le public', after_3_months: 'Après 3 mois' },
  },
  it: {
    coachColumns: ['ID', 'Nome', 'Cognome', 'Workshop', 'Valutazioni', 'Media', 'Ultimo workshop'],
    audienceColumns: ['Offerta di workshop', 'Workshop', 'Risposte', 'Media di tutte le valutazioni'],
    questionAverage: (question) => `Media: ${question}`,
    sheet: { coaches: 'Per coach', by_audience: 'Dal pubblico', after_3_months: 'Dopo 3 mesi' },
  },
  en: {
    coachColumns: ['ID', 'First name', 'Last name', 'Workshops', 'Ratings', 'Average', 'Last workshop'],
    audienceColumns: ['Workshop offer', 'Workshops', 'Responses', 'Average of all ratings'],
    questionAverage: (question) => `Average: ${question}`,
    sheet: { coaches: 'By coach', by_audience: 'By the audience', after_3_months: 'After 3 months' },
  },
};
