import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { InquiryFormValues } from '@/lib/contract';
import { InquiryFormSchema, SLOT_DEFAULTS } from '@/lib/schemas';
import type { InquiryFields } from './values';

/**
 * The shared zod schema (and zod itself, ~28 KB gzip): its own chunk, loaded by ./schema-loader when the visitor
 * first touches the form, so the public page shows up without it.
 */
export const schemaResolver = zodResolver(InquiryFormSchema) as unknown as Resolver<InquiryFields, unknown, InquiryFormValues>;
export { SLOT_DEFAULTS };
