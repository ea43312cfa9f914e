import type * as Schema from './schema';

type SchemaModule = typeof Schema;

let loading: Promise<SchemaModule> | null = null;
let loaded: SchemaModule | null = null;

/** Loads the form's schema chunk once (a failed load, e.g. offline, is tried again next time). */
export function loadInquirySchema(): Promise<SchemaModule> {
  loading ??= import('./schema').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The schema chunk if it is already there. */
export const loadedInquirySchema = (): SchemaModule | null => loaded;
