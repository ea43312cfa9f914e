import { XMLParser } from 'fast-xml-parser';
import type { BankFileKind } from '../../contract/enums';
import { decimalToCentimes } from '../../contract/lib/money';

/*
 * Reading the credits of a camt.054 notification or camt.053 statement (ISO 20022, version 08 as Swiss banks deliver
 * them under the Swiss Payment Standards; other versions of the same messages share these paths). Only what matching
 * needs: each booked credit with its amount, dates, the bank's reference and the payer's structured reference.
 */

export interface CamtCredit {
  /** The bank's reference of the credit, else one derived from its content (stable across deliveries of a file). */
  entryKey: string;
  amountCentimes: number;
  currency: string;
  bookingDate: string;
  valueDate: string | null;
  /** The QR reference or ISO 11649 creditor reference, without spaces, upper case. */
  reference: string | null;
  debtor: string | null;
  remittance: string | null;
}

export interface CamtFile {
  kind: BankFileKind;
  messageId: string;
  credits: CamtCredit[];
  /** Debits, reversals and entries not yet booked: not payments of schools, left out. */
  skipped: number;
}

export class CamtError extends Error {}

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Ntfctn', 'Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // References and amounts stay text: a 27-digit QR reference is not a number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

const MESSAGES: Record<string, { kind: BankFileKind; reports: string }> = {
  BkToCstmrDbtCdtNtfctn: { kind: 'camt.054', reports: 'Ntfctn' },
  BkToCstmrStmt: { kind: 'camt.053', reports: 'Stmt' },
};

/** Parses a camt.054 or camt.053 file; `CamtError` when it is neither or is not well-formed. */
export function parseCamt(xml: string): CamtFile {
  // No bank file declares a DOCTYPE; refusing it keeps entity tricks out of the parser.
  if (/<!DOCTYPE/i.test(xml)) throw new CamtError('A DOCTYPE is not allowed in a bank file');
  let document: Node;
  try {
    document = (parser.parse(xml) as Node).Document as Node;
  } catch {
    throw new CamtError('The file is not well-formed XML');
  }
  const name = document && Object.keys(MESSAGES).find((key) => key in document);
  if (!name) throw new CamtError('Neither a camt.054 notification nor a camt.053 statement');
  const { kind, reports } = MESSAGES[name]!;
  const message = document[name] as Node;
  const messageId = text(path(message, 'GrpHdr', 'MsgId'));
  if (!messageId) throw new CamtError('The file has no message id (GrpHdr/MsgId)');
  const result: CamtFile = { kind, messageId, credits: [], skipped: 0 };
  for (const report of list(message[reports])) {
    for (const entry of list(report.Ntry)) readEntry(entry, result);
  }
  return result;
}

/** One booking: a single credit, or a batch of credits (one per transaction detail). */
function readEntry(entry: Node, into: CamtFile) {
  const details = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
  const booked = (text(path(entry, 'Sts', 'Cd')) ?? text(entry.Sts)) === 'BOOK';
  if (!booked || text(entry.RvslInd) === 'true') {
    into.skipped += Math.max(details.length, 1);
    return;
  }
  const bookingDate = dateOf(entry.BookgDt);
  if (!bookingDate) throw new CamtError('A booked entry has no booking date');
  const valueDate = dateOf(entry.ValDt);
  const entryRef = text(entry.AcctSvcrRef) ?? text(entry.NtryRef);
  const units: Node[] = details.length > 0 ? details : [{}];
  units.forEach((detail, index) => {
    const direction = text(detail.CdtDbtInd) ?? text(entry.CdtDbtInd);
    if (direction !== 'CRDT') {
      into.skipped += 1;
      return;
    }
    const amount = amountOf(
      detail.Amt ?? path(detail, 'AmtDtls', 'TxAmt', 'Amt') ?? (units.length === 1 ? entry.Amt : undefined),
    );
    if (!amount) throw new CamtError('A credit has no amount');
    const reference = referenceOf(detail);
    const debtor = text(path(detail, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ?? text(path(detail, 'RltdPties', 'Dbtr', 'Nm'));
    const remittance = list(path(detail, 'RmtInf') as Node | undefined)
      .flatMap((r) => list(r.Ustrd).map(text))
      .filter(Boolean)
      .join(' ');
    const ownRef = text(path(detail, 'Refs', 'AcctSvcrRef'));
    const entryKey =
      ownRef ??
      (entryRef
        ? units.length > 1
          ? `${entryRef}/${index + 1}`
          : entryRef
        : contentKey(into.messageId, bookingDate, amount, reference, index));
    into.credits.push({
      entryKey,
      ...amount,
      bookingDate,
      valueDate,
      reference,
      debtor: debtor ?? null,
      remittance: remittance || null,
    });
  });
}

/** The structured creditor reference (QRR or SCOR) of a transaction, normalised. */
function referenceOf(detail: Node): string | null {
  for (const structured of list(path(detail, 'RmtInf') as Node | undefined).flatMap((r) => list(r.Strd))) {
    const ref = text(path(structured, 'CdtrRefInf', 'Ref'));
    if (ref) return ref.replace(/\s+/g, '').toUpperCase();
  }
  return null;
}

function amountOf(node: unknown): { amountCentimes: number; currency: string } | null {
  if (!node || typeof node !== 'object') return null;
  const amount = decimalToCentimes(text((node as Node)['#text']) ?? '');
  const currency = text((node as Node)['@Ccy']);
  if (amount === null || amount <= 0 || !currency) throw new CamtError('A credit has an amount that is not valid');
  return { amountCentimes: amount, currency };
}

/** `Dt` (date) or `DtTm` (date and time) of a date choice, as `YYYY-MM-DD`. */
function dateOf(node: unknown): string | null {
  const value = text(path(node, 'Dt')) ?? text(path(node, 'DtTm'))?.slice(0, 10);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** Without any bank reference, what identifies the credit in every delivery of the same file. */
const contentKey = (
  messageId: string,
  day: string,
  amount: { amountCentimes: number },
  reference: string | null,
  index: number,
) => `${messageId}/${day}/${amount.amountCentimes}/${reference ?? ''}/${index + 1}`;

function path(node: unknown, ...keys: string[]): unknown {
  let at = node;
  for (const key of keys) {
    if (!at || typeof at !== 'object') return undefined;
    at = Array.isArray(at) ? (at[0] as Node)?.[key] : (at as Node)[key];
  }
  return at;
}

const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value ? [value] : []) as Node[];

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return null;
}
