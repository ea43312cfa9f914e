import type { UiLanguage } from '../../contract/enums';
import type { Accounts, BookingKind, JournalBooking } from '../../contract/journal/journal.schemas';
import { frozenVatOf, vatForAmount } from '../invoices/vat';
import type {
  CreditNoteSource,
  InvoiceSource,
  JournalSources,
  PaymentSource,
  PayoutSource,
  ReminderFeeSource,
} from './journal.sources';
import { journalTexts, vatPartText } from './journal.texts';

/*
 * The bookings of a period (decision 061), double entry in CHF: each booking is one debit account, one credit account
 * and one amount, so the debits equal the credits by construction. A document with VAT (registered) is split into
 * one booking per rate for the net part and one for the VAT; amounts of 0 are not booked.
 */

export type Booking = Omit<JournalBooking, 'exported'>;

type Part = Pick<Booking, 'debit' | 'credit' | 'amount_centimes'> & { key: string; text: string };

const booking = (kind: BookingKind, date: string, document: string, part: Part): Booking => ({
  key: part.key,
  kind,
  date,
  document,
  text: part.text,
  debit: part.debit,
  credit: part.credit,
  amount_centimes: part.amount_centimes,
});

/** A document on the revenue side: its key and text, its gross amount, and the VAT frozen on its invoice. */
interface RevenueDocument {
  key: string;
  text: string;
  gross: number;
  vatJson: string | null;
}

/** Where the revenue side books: the revenue and VAT accounts, placed on the debit or the credit of each booking. */
interface RevenueSide {
  revenue: string;
  vat: string;
  place: (account: string) => Pick<Part, 'debit' | 'credit'>;
}

/**
 * The parts of a document: the whole gross on revenue without VAT (exempt, not registered, sent before VAT was
 * recorded); registered, per rate its net on revenue and its VAT on VAT payable, shared out as the document printed
 * it (`vatForAmount`).
 */
function revenueParts(document: RevenueDocument, side: RevenueSide, language: UiLanguage): Part[] {
  const { key, text, gross } = document;
  const vat = frozenVatOf({ vat_json: document.vatJson });
  if (!vat || vat.status !== 'registered' || vat.lines.length === 0) {
    return [{ key, text, amount_centimes: gross, ...side.place(side.revenue) }];
  }
  return vatForAmount(vat, gross).lines.flatMap((line) => [
    {
      key: `${key}:net:${line.rate_basis_points}`,
      text: vatPartText(text, 'net', line.rate_basis_points, language),
      amount_centimes: line.net_centimes,
      ...side.place(side.revenue),
    },
    {
      key: `${key}:vat:${line.rate_basis_points}`,
      text: vatPartText(text, 'vat', line.rate_basis_points, language),
      amount_centimes: line.vat_centimes,
      ...side.place(side.vat),
    },
  ]);
}

/** Invoice sent: receivables to revenue (and VAT payable). */
function invoiceBookings(row: InvoiceSource, accounts: Accounts, language: UiLanguage): Booking[] {
  const text = journalTexts[language].invoice(row.number, row.institute ?? '').trim();
  const document = { key: `invoice:${row.id}`, text, gross: row.amount_centimes, vatJson: row.vat_json };
  const side = {
    revenue: row.revenue_account ?? accounts.revenue,
    vat: accounts.vat_payable,
    place: (credit: string) => ({ debit: accounts.receivables, credit }),
  };
  return revenueParts(document, side, language).map((part) => booking('invoice', row.date, row.number, part));
}

/** Credit note: revenue (and VAT payable) back to receivables. */
function creditNoteBookings(row: CreditNoteSource, accounts: Accounts, language: UiLanguage): Booking[] {
  const text = journalTexts[language].creditNote(row.number, row.invoice_number);
  const document = { key: `credit_note:${row.id}`, text, gross: row.amount_centimes, vatJson: row.vat_json };
  const side = {
    revenue: row.revenue_account ?? accounts.revenue,
    vat: accounts.vat_payable,
    place: (debit: string) => ({ debit, credit: accounts.receivables }),
  };
  return revenueParts(document, side, language).map((part) => booking('credit_note', row.date, row.number, part));
}

/** Payment: bank to receivables, on its booking day. */
const paymentBooking = (row: PaymentSource, accounts: Accounts, language: UiLanguage): Booking =>
  booking('payment', row.date, row.invoice_number, {
    key: `payment:${row.id}`,
    text: journalTexts[language].payment(row.invoice_number),
    debit: accounts.bank,
    credit: accounts.receivables,
    amount_centimes: row.amount_centimes,
  });

/** Reminder fee: receivables to reminder fees, on the day the reminder was sent (no VAT: a fee is no service). */
const reminderFeeBooking = (row: ReminderFeeSource, accounts: Accounts, language: UiLanguage): Booking =>
  booking('reminder_fee', row.date, row.invoice_number, {
    key: `reminder_fee:${row.id}`,
    text: journalTexts[language].reminderFee(row.invoice_number, row.level),
    debit: accounts.receivables,
    credit: accounts.reminder_fees,
    amount_centimes: row.fee_centimes,
  });

/** Payout run: coach fees (with extra fees) and expenses to payouts, on the execution day; document its MsgId. */
function payoutBookings(row: PayoutSource, accounts: Accounts, language: UiLanguage): Booking[] {
  const texts = journalTexts[language];
  return [
    {
      key: `payout:${row.id}:fees`,
      text: texts.payoutFees(row.month),
      debit: accounts.coach_fees,
      credit: accounts.payouts,
      amount_centimes: row.fees_centimes,
    },
    {
      key: `payout:${row.id}:expenses`,
      text: texts.payoutExpenses(row.month),
      debit: accounts.expenses,
      credit: accounts.payouts,
      amount_centimes: row.expenses_centimes,
    },
  ].map((part) => booking('payout', row.date, row.message_id, part));
}

/** Within a day: documents before what settles them, payouts last. */
const kindOrder: Record<BookingKind, number> = { invoice: 0, credit_note: 1, reminder_fee: 2, payment: 3, payout: 4 };

const byDateAndKind = (a: Booking, b: Booking) =>
  a.date.localeCompare(b.date) || kindOrder[a.kind] - kindOrder[b.kind] || a.document.localeCompare(b.document);

/** Every booking of the sources, in date order; amounts of 0 are left out (nothing to book). */
export function bookingsOf(sources: JournalSources, language: UiLanguage): Booking[] {
  const { accounts } = sources;
  const all = [
    ...sources.invoices.flatMap((row) => invoiceBookings(row, accounts, language)),
    ...sources.creditNotes.flatMap((row) => creditNoteBookings(row, accounts, language)),
    ...sources.reminderFees.map((row) => reminderFeeBooking(row, accounts, language)),
    ...sources.payments.map((row) => paymentBooking(row, accounts, language)),
    ...sources.payouts.flatMap((row) => payoutBookings(row, accounts, language)),
  ];
  return all.filter((entry) => entry.amount_centimes > 0).sort(byDateAndKind);
}
