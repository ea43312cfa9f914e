import type { EvaluationKind, QuestionType, UiLanguage } from '../../db/schema';

type Wording = Record<UiLanguage, string>;

export interface DefaultQuestion {
  key: string;
  type: QuestionType;
  required: boolean;
  text: Wording;
  options?: Record<UiLanguage, string[]>;
}

/**
 * Version 1 of each questionnaire (docs/decisions/018-evaluations.md). Migration 0011 wrote exactly these rows with
 * ids in this order (questionnaires 1–3, questions 1–16); the seed relies on those ids. Later versions are made in
 * master data, never here.
 */
export const defaultQuestionnaires: Array<{ kind: EvaluationKind; questions: DefaultQuestion[] }> = [
  {
    kind: 'by_audience',
    questions: [
      {
        key: 'overall',
        type: 'rating',
        required: true,
        text: {
          de: 'Der Workshop hat mir gefallen.',
          fr: 'L’atelier m’a plu.',
          it: 'Il workshop mi è piaciuto.',
          en: 'I liked the workshop.',
        },
      },
      {
        key: 'understanding',
        type: 'rating',
        required: true,
        text: {
          de: 'Ich weiss jetzt besser, was Menschenrechte sind und warum sie wichtig sind.',
          fr: 'Je sais mieux maintenant ce que sont les droits humains et pourquoi ils sont importants.',
          it: 'Ora so meglio che cosa sono i diritti umani e perché sono importanti.',
          en: 'I now understand better what human rights are and why they matter.',
        },
      },
      {
        key: 'relevance',
        type: 'rating',
        required: true,
        text: {
          de: 'Das Thema hat mit meinem Alltag zu tun.',
          fr: 'Le sujet a un lien avec ma vie de tous les jours.',
          it: 'Il tema ha a che fare con la mia vita di tutti i giorni.',
          en: 'The topic has to do with my everyday life.',
        },
      },
      {
        key: 'engagement',
        type: 'rating',
        required: true,
        text: {
          de: 'Ich konnte mitreden und meine Meinung sagen.',
          fr: 'J’ai pu participer et donner mon avis.',
          it: 'Ho potuto partecipare e dire la mia opinione.',
          en: 'I could take part and say what I think.',
        },
      },
      {
        key: 'intentions',
        type: 'multiple_choice',
        required: true,
        text: {
          de: 'Was nimmst du dir nach dem Workshop vor?',
          fr: 'Que comptes-tu faire après l’atelier\u202f?',
          it: 'Che cosa ti proponi di fare dopo il workshop?',
          en: 'What will you do after the workshop?',
        },
        options: {
          de: [
            'Ich setze mich ein, wenn jemand ungerecht behandelt wird.',
            'Ich spreche mit anderen über Menschenrechte.',
            'Ich informiere mich weiter über das Thema.',
            'Ich achte mehr auf meine Worte und mein Verhalten.',
            'Noch nichts Bestimmtes.',
          ],
          fr: [
            'Je réagis quand quelqu’un est traité injustement.',
            'Je parle des droits humains avec d’autres personnes.',
            'Je m’informe davantage sur le sujet.',
            'Je fais plus attention à mes paroles et à mon comportement.',
            'Rien de précis pour l’instant.',
          ],
          it: [
            'Mi impegno quando qualcuno viene trattato ingiustamente.',
            'Parlo dei diritti umani con altre persone.',
            'Mi informo ancora sul tema.',
            'Faccio più attenzione alle mie parole e al mio comportamento.',
            'Ancora niente di preciso.',
          ],
          en: [
            'I will speak up when someone is treated unfairly.',
            'I will talk about human rights with others.',
            'I will find out more about the topic.',
            'I will pay more attention to what I say and do.',
            'Nothing in particular yet.',
          ],
        },
      },
      {
        key: 'comment',
        type: 'text',
        required: false,
        text: {
          de: 'Was möchtest du uns sonst noch sagen?',
          fr: 'Veux-tu nous dire autre chose\u202f?',
          it: 'Vuoi dirci ancora qualcosa?',
          en: 'Is there anything else you would like to tell us?',
        },
      },
    ],
  },
  {
    kind: 'by_coach',
    questions: [
      {
        key: 'goals_reached',
        type: 'rating',
        required: true,
        text: {
          de: 'Die Ziele des Workshops wurden erreicht.',
          fr: 'Les objectifs de l’atelier ont été atteints.',
          it: 'Gli obiettivi del workshop sono stati raggiunti.',
          en: 'The workshop reached its goals.',
        },
      },
      {
        key: 'class_engagement',
        type: 'rating',
        required: true,
        text: {
          de: 'Die Klasse hat aktiv mitgemacht.',
          fr: 'La classe a participé activement.',
          it: 'La classe ha partecipato attivamente.',
          en: 'The class took an active part.',
        },
      },
      {
        key: 'school_preparation',
        type: 'rating',
        required: true,
        text: {
          de: 'Die Schule war gut vorbereitet (Raum, Zeit, Vorwissen der Klasse).',
          fr: 'L’école était bien préparée (salle, horaire, connaissances préalables de la classe).',
          it: 'La scuola era ben preparata (aula, orario, conoscenze preliminari della classe).',
          en: 'The school was well prepared (room, time, what the class already knew).',
        },
      },
      {
        key: 'atmosphere',
        type: 'single_choice',
        required: true,
        text: {
          de: 'Wie war die Stimmung in der Klasse?',
          fr: 'Quelle était l’ambiance dans la classe\u202f?',
          it: 'Com’era l’atmosfera in classe?',
          en: 'What was the atmosphere in the class like?',
        },
        options: {
          de: ['Offen und respektvoll', 'Zurückhaltend', 'Unruhig', 'Angespannt (Konflikte, abwertende Äusserungen)'],
          fr: ['Ouverte et respectueuse', 'Réservée', 'Agitée', 'Tendue (conflits, propos dénigrants)'],
          it: ['Aperta e rispettosa', 'Riservata', 'Agitata', 'Tesa (conflitti, commenti denigratori)'],
          en: ['Open and respectful', 'Reserved', 'Restless', 'Tense (conflicts, demeaning remarks)'],
        },
      },
      {
        key: 'observations',
        type: 'text',
        required: true,
        text: {
          de: 'Was lief gut, was würden Sie beim nächsten Mal anders machen?',
          fr: 'Qu’est-ce qui a bien fonctionné, que feriez-vous autrement la prochaine fois\u202f?',
          it: 'Che cosa ha funzionato bene, che cosa farebbe diversamente la prossima volta?',
          en: 'What went well, and what would you do differently next time?',
        },
      },
    ],
  },
  {
    kind: 'after_3_months',
    questions: [
      {
        key: 'lasting_impact',
        type: 'rating',
        required: true,
        text: {
          de: 'Die Klasse beschäftigt sich auch drei Monate nach dem Workshop noch mit dem Thema.',
          fr: 'Trois mois après l’atelier, la classe s’intéresse encore au sujet.',
          it: 'Tre mesi dopo il workshop la classe si occupa ancora del tema.',
          en: 'Three months after the workshop, the class is still engaged with the topic.',
        },
      },
      {
        key: 'follow_up',
        type: 'single_choice',
        required: true,
        text: {
          de: 'Haben Sie das Thema im Unterricht wieder aufgegriffen?',
          fr: 'Avez-vous repris le sujet en classe\u202f?',
          it: 'Ha ripreso il tema durante le lezioni?',
          en: 'Have you taken the topic up again in class?',
        },
        options: {
          de: ['Ja, mehrmals', 'Ja, einmal', 'Nein, aber es ist geplant', 'Nein'],
          fr: ['Oui, plusieurs fois', 'Oui, une fois', 'Non, mais c’est prévu', 'Non'],
          it: ['Sì, più volte', 'Sì, una volta', 'No, ma è previsto', 'No'],
          en: ['Yes, several times', 'Yes, once', 'No, but it is planned', 'No'],
        },
      },
      {
        key: 'behaviour_change',
        type: 'rating',
        required: true,
        text: {
          de: 'Ich beobachte, dass die Schülerinnen und Schüler respektvoller miteinander umgehen.',
          fr: 'J’observe que les élèves se traitent avec plus de respect.',
          it: 'Osservo che le allieve e gli allievi si trattano con più rispetto.',
          en: 'I see the pupils treating each other with more respect.',
        },
      },
      {
        key: 'recommend',
        type: 'rating',
        required: true,
        text: {
          de: 'Ich empfehle den Workshop anderen Lehrpersonen.',
          fr: 'Je recommande l’atelier à d’autres enseignantes et enseignants.',
          it: 'Raccomando il workshop ad altri docenti.',
          en: 'I would recommend the workshop to other teachers.',
        },
      },
      {
        key: 'comment',
        type: 'text',
        required: false,
        text: {
          de: 'Was hat sich verändert, und was wünschen Sie sich von uns?',
          fr: 'Qu’est-ce qui a changé, et qu’attendez-vous de nous\u202f?',
          it: 'Che cosa è cambiato, e che cosa si aspetta da noi?',
          en: 'What has changed, and what would you like from us?',
        },
      },
    ],
  },
];
