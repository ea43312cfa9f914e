import type { UiLanguage } from '../../contract/enums';

/*
 * The booking texts and the XLSX headers in the reader's language (decision 061), as the payouts and the reports
 * export do it: one dictionary per language in the worker. A VAT rate is written as on the invoices (decision 058):
 * a point, a no-break space before `%` (a narrow one in French, none in English).
 */

interface JournalTexts {
  invoice: (number: string, institute: string) => string;
  payment: (invoiceNumber: string) => string;
  creditNote: (number: string, invoiceNumber: string) => string;
  reminderFee: (invoiceNumber: string, level: number) => string;
  payoutFees: (month: string) => string;
  payoutExpenses: (month: string) => string;
  /** Appended to the net and the VAT part of a VAT-registered invoice or credit note. */
  net: string;
  vat: string;
  percentSpace: string;
  sheet: string;
  columns: readonly [string, string, string, string, string, string];
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
const englishOrdinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

export const journalTexts: Record<UiLanguage, JournalTexts> = {
  de: {
    invoice: (number, institute) => `Rechnung ${number} ${institute}`,
    payment: (invoice) => `Zahlung Rechnung ${invoice}`,
    creditNote: (number, invoice) => `Gutschrift ${number} zu Rechnung ${invoice}`,
    reminderFee: (invoice, level) => `Mahngebühr Rechnung ${invoice} (${level}. Mahnung)`,
    payoutFees: (month) => `Auszahlung Honorare ${month}`,
    payoutExpenses: (month) => `Auszahlung Spesen ${month}`,
    net: 'netto',
    vat: 'MWST',
    percentSpace: '\u00a0',
    sheet: 'Buchungsjournal',
    columns: ['Datum', 'Beleg', 'Text', 'Soll', 'Haben', 'Betrag CHF'],
  },
  fr: {
    invoice: (number, institute) => `Facture ${number} ${institute}`,
    payment: (invoice) => `Paiement facture ${invoice}`,
    creditNote: (number, invoice) => `Note de crédit ${number} sur facture ${invoice}`,
    reminderFee: (invoice, level) => `Frais de rappel facture ${invoice} (${level === 1 ? '1er' : `${level}e`} rappel)`,
    payoutFees: (month) => `Versement honoraires ${month}`,
    payoutExpenses: (month) => `Versement frais ${month}`,
    net: 'net',
    vat: 'TVA',
    percentSpace: '\u202f',
    sheet: 'Journal comptable',
    columns: ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Montant CHF'],
  },
  it: {
    invoice: (number, institute) => `Fattura ${number} ${institute}`,
    payment: (invoice) => `Pagamento fattura ${invoice}`,
    creditNote: (number, invoice) => `Nota di credito ${number} su fattura ${invoice}`,
    reminderFee: (invoice, level) => `Spese di sollecito fattura ${invoice} (${level}° sollecito)`,
    payoutFees: (month) => `Pagamento onorari ${month}`,
    payoutExpenses: (month) => `Pagamento spese ${month}`,
    net: 'netto',
    vat: 'IVA',
    percentSpace: '\u00a0',
    sheet: 'Giornale contabile',
    columns: ['Data', 'Documento', 'Testo', 'Dare', 'Avere', 'Importo CHF'],
  },
  en: {
    invoice: (number, institute) => `Invoice ${number} ${institute}`,
    payment: (invoice) => `Payment invoice ${invoice}`,
    creditNote: (number, invoice) => `Credit note ${number} for invoice ${invoice}`,
    reminderFee: (invoice, level) => `Reminder fee invoice ${invoice} (${englishOrdinal(level)} reminder)`,
    payoutFees: (month) => `Payout fees ${month}`,
    payoutExpenses: (month) => `Payout expenses ${month}`,
    net: 'net',
    vat: 'VAT',
    percentSpace: '',
    sheet: 'Booking journal',
    columns: ['Date', 'Document', 'Text', 'Debit', 'Credit', 'Amount CHF'],
  },
};

/** `8.1 %` in the reader's typography. */
const rateOf = (basisPoints: number, language: UiLanguage) =>
  `${String(basisPoints / 100)}${journalTexts[language].percentSpace}%`;

/** `Rechnung 2026-0042 Schule Dvořák, netto 8.1 %` / `…, MWST 8.1 %`: which part of a VAT-registered document. */
export const vatPartText = (text: string, part: 'net' | 'vat', basisPoints: number, language: UiLanguage) =>
  `${text}, ${journalTexts[language][part]} ${rateOf(basisPoints, language)}`;
