import { api } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';
import type { CreditNote, IssueCreditNoteBody } from '@contract/credit-notes/credit-notes.schemas';
import type { Invoice } from '@contract/invoices/invoices.schemas';

export type { CreditNote };

/**
 * POST /api/invoices/{id}/credit-notes: `cancel` credits everything not yet credited, else `amount_centimes`. Answers
 * the invoice with its credit notes, the new one last.
 */
export const issueCreditNote = (invoiceId: number, body: IssueCreditNoteBody) =>
  api.post<Invoice>(`invoices/${invoiceId}/credit-notes`, body);

/** GET /api/credit-notes/{id}/pdf, saved under the server's file name. */
export const downloadCreditNotePdf = (note: Pick<CreditNote, 'id' | 'number'>) =>
  downloadFile(`credit-notes/${note.id}/pdf`, `credit-note-${note.number}.pdf`);
