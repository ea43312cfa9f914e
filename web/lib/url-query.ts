import type { z } from 'zod';

/**
 * A list's filters, sort and page live in the URL query string, so back/forward and reload keep them.
 * The worker's query schema (e.g. `InquiryListQuerySchema`) decides what a value may be: each parameter is parsed on
 * its own, so one bad value (a hand-edited URL) falls back to its default without losing the others.
 */
type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

export function parseQuery<S extends AnyObjectSchema>(schema: S, search: string | URLSearchParams): z.output<S> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const raw = params.get(key);
    const parsed = raw === null || raw === '' ? undefined : field.safeParse(raw);
    const value = parsed?.success ? parsed.data : field.safeParse(undefined).data;
    if (value !== undefined) result[key] = value;
  }
  return result as z.output<S>;
}

/** The defaults of every parameter (what an empty query string means). */
export const queryDefaults = <S extends AnyObjectSchema>(schema: S): z.output<S> => parseQuery(schema, '');

/**
 * The query string (without `?`) for `values`: parameters at their default and empty ones are left out, so the
 * plain list has a plain URL. Keys follow the schema's order, so the same filters always give the same URL.
 */
export function toQueryString<S extends AnyObjectSchema>(schema: S, values: Partial<z.output<S>>): string {
  const defaults = queryDefaults(schema) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const value = (values as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    if (value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The API path of a list call with every parameter (defaults included, in the order given, which parseQuery keeps),
 * so the SWR key of a page is stable however the URL was written.
 */
export function apiListPath(path: string, values: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
