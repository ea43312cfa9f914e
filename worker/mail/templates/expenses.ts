import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

/*
 * Mails about a coach's expense that finance changed (decision 014): the coach learns what changed and finance's
 * reason. Amounts and dates arrive formatted; the reason is what finance typed.
 */

interface ExpenseWorkshop {
  /** In the recipient's language. */
  title: string;
  institute: string;
  /** Formatted for the recipient's language. */
  date: string;
}

interface ExpenseLines {
  greeting: string;
  /** Null when the workshop was deleted since. */
  workshop: ExpenseWorkshop | null;
  reason: string;
  /** `CHF 42.50`. */
  totalBefore: string;
  expensesUrl: string;
}

const workshopLine = {
  de: (w: ExpenseWorkshop | null) => (w ? `«${w.title}» bei ${w.institute}, ${w.date}` : '(Workshop gelöscht)'),
  fr: (w: ExpenseWorkshop | null) => (w ? fr`« ${w.title} » à ${w.institute}, ${w.date}` : '(atelier supprimé)'),
  it: (w: ExpenseWorkshop | null) => (w ? `«${w.title}» presso ${w.institute}, ${w.date}` : '(workshop eliminato)'),
  en: (w: ExpenseWorkshop | null) => (w ? `“${w.title}” at ${w.institute}, ${w.date}` : '(workshop deleted)'),
};

export interface ExpenseCorrectedParams extends ExpenseLines {
  totalAfter: string;
}

/** To the coach when finance corrects the amounts of their pending expense. */
export const expenseCorrected: MailTemplate<ExpenseCorrectedParams> = {
  id: 'expense-corrected',
  code: 'P01',
  links: ['expensesUrl'],
  de: (p) => ({
    subject: `Spesen korrigiert: ${p.totalBefore} → ${p.totalAfter}`,
    text: `${p.greeting}\n\nDie Buchhaltung hat Ihre Spesen für diesen Workshop korrigiert:\n${workshopLine.de(p.workshop)}\n\nBisher: ${p.totalBefore}\nNeu: ${p.totalAfter}\n\nBegründung:\n${p.reason}\n\nIhre Spesen:\n${p.expensesUrl}\n\nBei Fragen melden Sie sich gerne bei uns.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Frais corrigés : ${p.totalBefore} → ${p.totalAfter}`,
    text: fr`${p.greeting}\n\nLa comptabilité a corrigé vos frais pour cet atelier :\n${workshopLine.fr(p.workshop)}\n\nJusqu'ici : ${p.totalBefore}\nNouveau : ${p.totalAfter}\n\nMotif :\n${p.reason}\n\nVos frais :\n${p.expensesUrl}\n\nPour toute question, n'hésitez pas à nous contacter.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Spese corrette: ${p.totalBefore} → ${p.totalAfter}`,
    text: `${p.greeting}\n\nLa contabilità ha corretto le sue spese per questo workshop:\n${workshopLine.it(p.workshop)}\n\nFinora: ${p.totalBefore}\nNuovo: ${p.totalAfter}\n\nMotivo:\n${p.reason}\n\nLe sue spese:\n${p.expensesUrl}\n\nPer domande siamo volentieri a disposizione.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Expenses corrected: ${p.totalBefore} → ${p.totalAfter}`,
    text: `${p.greeting}\n\nFinance has corrected your expenses for this workshop:\n${workshopLine.en(p.workshop)}\n\nBefore: ${p.totalBefore}\nNow: ${p.totalAfter}\n\nReason:\n${p.reason}\n\nYour expenses:\n${p.expensesUrl}\n\nIf you have any questions, please get in touch.\n\n${signature('en')}`,
  }),
};

/** To the coach when finance deletes their pending expense: it will not be paid. */
export const expenseDeleted: MailTemplate<ExpenseLines> = {
  id: 'expense-deleted',
  code: 'P02',
  links: ['expensesUrl'],
  de: (p) => ({
    subject: `Spesen gelöscht: ${p.totalBefore}`,
    text: `${p.greeting}\n\nDie Buchhaltung hat Ihre Spesen über ${p.totalBefore} für diesen Workshop gelöscht; sie werden nicht ausbezahlt:\n${workshopLine.de(p.workshop)}\n\nBegründung:\n${p.reason}\n\nIhre Spesen:\n${p.expensesUrl}\n\nBei Fragen melden Sie sich gerne bei uns.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Frais supprimés : ${p.totalBefore}`,
    text: fr`${p.greeting}\n\nLa comptabilité a supprimé vos frais de ${p.totalBefore} pour cet atelier ; ils ne seront pas remboursés :\n${workshopLine.fr(p.workshop)}\n\nMotif :\n${p.reason}\n\nVos frais :\n${p.expensesUrl}\n\nPour toute question, n'hésitez pas à nous contacter.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Spese eliminate: ${p.totalBefore}`,
    text: `${p.greeting}\n\nLa contabilità ha eliminato le sue spese di ${p.totalBefore} per questo workshop; non verranno rimborsate:\n${workshopLine.it(p.workshop)}\n\nMotivo:\n${p.reason}\n\nLe sue spese:\n${p.expensesUrl}\n\nPer domande siamo volentieri a disposizione.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Expenses deleted: ${p.totalBefore}`,
    text: `${p.greeting}\n\nFinance has deleted your expenses of ${p.totalBefore} for this workshop; they will not be paid:\n${workshopLine.en(p.workshop)}\n\nReason:\n${p.reason}\n\nYour expenses:\n${p.expensesUrl}\n\nIf you have any questions, please get in touch.\n\n${signature('en')}`,
  }),
};
