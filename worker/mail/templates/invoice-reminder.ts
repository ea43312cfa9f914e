import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface InvoiceReminderParams {
  greeting: string;
  /** `Zahlungserinnerung`, `2. Mahnung`, … in the school's language. */
  title: string;
  invoiceNumber: string;
  /** Formatted in the school's language. */
  invoiceDate: string;
  /** `CHF 450.00`: what is owed with the fee. */
  owed: string;
  /** The new due date, formatted. */
  dueDate: string;
  /** The signed link to the school's page with the reminder's PDF and its QR-bill. */
  pageUrl: string;
}

/** To the school's invoice contact when finance sends a reminder (decision 060): what is owed, by when, the PDF. */
export const invoiceReminder: MailTemplate<InvoiceReminderParams> = {
  id: 'invoice-reminder',
  code: 'Q01',
  links: ['pageUrl'],
  carriesSecret: true,
  de: (p) => ({
    subject: `${p.title}: Rechnung ${p.invoiceNumber}`,
    text: `${p.greeting}\n\nUnsere Rechnung ${p.invoiceNumber} vom ${p.invoiceDate} ist noch nicht bezahlt. Offen sind ${p.owed}. Bitte bezahlen Sie den Betrag bis am ${p.dueDate}.\n\nDie ${p.title} mit dem Einzahlungsschein (QR-Rechnung):\n${p.pageUrl}\n\nHaben Sie in den letzten Tagen bezahlt? Dann betrachten Sie diese Nachricht als gegenstandslos. Bei Fragen antworten Sie einfach auf diese E-Mail.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`${p.title} : facture ${p.invoiceNumber}`,
    text: fr`${p.greeting}\n\nNotre facture ${p.invoiceNumber} du ${p.invoiceDate} n'est pas encore payée. Le montant ouvert est de ${p.owed}. Merci de le régler d'ici au ${p.dueDate}.\n\nLe document avec le bulletin de versement (QR-facture) :\n${p.pageUrl}\n\nSi vous avez payé ces derniers jours, veuillez ne pas tenir compte de ce message. Pour toute question, il vous suffit de répondre à cet e-mail.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `${p.title}: fattura ${p.invoiceNumber}`,
    text: `${p.greeting}\n\nLa nostra fattura ${p.invoiceNumber} del ${p.invoiceDate} non è ancora stata pagata. L'importo aperto è di ${p.owed}. Vi preghiamo di pagarlo entro il ${p.dueDate}.\n\nIl documento con la polizza di versamento (QR-fattura):\n${p.pageUrl}\n\nSe avete pagato negli ultimi giorni, vogliate considerare nullo questo messaggio. Per domande basta rispondere a questa e-mail.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `${p.title}: invoice ${p.invoiceNumber}`,
    text: `${p.greeting}\n\nOur invoice ${p.invoiceNumber} of ${p.invoiceDate} has not been paid yet. ${p.owed} is open. Please pay the amount by ${p.dueDate}.\n\nThe reminder with the payment slip (QR-bill):\n${p.pageUrl}\n\nIf you have paid in the last few days, please disregard this message. If you have any questions, simply reply to this email.\n\n${signature('en')}`,
  }),
};
