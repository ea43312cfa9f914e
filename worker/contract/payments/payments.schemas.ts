import { z } from 'zod';
import { bankEntryOutcomes, bankFileKinds, paymentSources } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { centimesField, dateField, idField, idParam, pageParams } from '../lib/validation';

export const PaymentSchema = z
  .object({
    id: z.number().int(),
    amount_centimes: z.number().int(),
    /** The day the money was booked to the organisation's account. */
    booking_date: z.string(),
    value_date: z.string().nullable(),
    source: z.enum(paymentSources),
    /** The bank's reference of the credit (bank files only). */
    bank_reference: z.string().nullable(),
    /** Who typed it in or assigned the bank's credit by hand; null when a bank file matched it by its reference. */
    recorded_by: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

export const RecordPaymentBodySchema = z
  .object({
    booking_date: dateField(),
    amount_centimes: centimesField().refine((value) => value > 0, v.numberExpected),
  })
  .meta({ id: 'RecordPaymentBody' });
export type RecordPaymentBody = z.infer<typeof RecordPaymentBodySchema>;

export const PaymentParamsSchema = z.object({ id: idParam(), paymentId: idParam() });

/** A camt.054 or camt.053 file (UTF-8 XML), as `file`; at most the upload limit of every file. */
export const UploadBankFileFormSchema = z.object({ file: z.any().meta({ type: 'string', format: 'binary' }) });

export const BankEntrySchema = z
  .object({
    id: z.number().int(),
    bank_file_id: z.number().int(),
    entry_key: z.string(),
    amount_centimes: z.number().int(),
    currency: z.string(),
    booking_date: z.string(),
    value_date: z.string().nullable(),
    reference: z.string().nullable(),
    debtor: z.string().nullable(),
    remittance: z.string().nullable(),
    outcome: z.enum(bankEntryOutcomes),
    invoice_id: z.number().int().nullable(),
    invoice_number: z.string().nullable(),
    institute: z.string().nullable(),
    /** Who assigned it or marked it not ours. */
    resolved_by: z.string().nullable(),
  })
  .meta({ id: 'BankEntry' });
export type BankEntry = z.infer<typeof BankEntrySchema>;

export const BankFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(bankFileKinds),
    file_name: z.string(),
    message_id: z.string(),
    credit_count: z.number().int(),
    /** Credits recorded from an earlier file (the same entry reference): not recorded again. */
    duplicate_count: z.number().int(),
    /** Unix seconds. */
    created_at: z.number().int(),
    uploaded_by: z.string().nullable(),
    /** The file's credits recorded now, by outcome (today's: an unmatched one assigned since counts as assigned). */
    counts: z.object(
      Object.fromEntries(bankEntryOutcomes.map((outcome) => [outcome, z.number().int()])) as {
        [K in (typeof bankEntryOutcomes)[number]]: z.ZodNumber;
      },
    ),
  })
  .meta({ id: 'BankFile' });
export type BankFile = z.infer<typeof BankFileSchema>;

export const BankFileDetailSchema = BankFileSchema.extend({ entries: z.array(BankEntrySchema) }).meta({ id: 'BankFileDetail' });
export type BankFileDetail = z.infer<typeof BankFileDetailSchema>;

export const BankFileListSchema = z
  .object({ items: z.array(BankFileSchema), total: z.number().int(), page: z.number().int(), per_page: z.number().int() })
  .meta({ id: 'BankFileList' });

export const BankFileListQuerySchema = z.object({ ...pageParams(100) }).meta({ id: 'BankFileListQuery' });

export const UnmatchedEntriesSchema = z.object({ items: z.array(BankEntrySchema) }).meta({ id: 'UnmatchedBankEntries' });

export const AssignEntryBodySchema = z.object({ invoice_id: idField() }).meta({ id: 'AssignBankEntryBody' });
