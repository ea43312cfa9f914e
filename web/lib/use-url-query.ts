import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { parseQuery, toQueryString } from './url-query';

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface SetQueryOptions {
  /** Replace the history entry instead of adding one (e.g. while typing a search). */
  replace?: boolean;
}

/**
 * A list's state in the URL: the parsed query and a setter that merges a change into it. A change of anything but
 * the page goes back to page 1. Extra parameters of the page (e.g. the calendar's view) are kept.
 */
export function useUrlQuery<S extends AnyObjectSchema>(schema: S) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseQuery(schema, search), [schema, search]);

  const setQuery = useCallback(
    (patch: Partial<z.output<S>>, options: SetQueryOptions = {}) => {
      const next = { ...query, ...patch } as Partial<z.output<S>> & { page?: number };
      if (!('page' in patch) && 'page' in schema.shape) next.page = 1;
      const params = new URLSearchParams(toQueryString(schema, next));
      // Parameters the schema does not know (view, month…) stay as they are.
      new URLSearchParams(search).forEach((value, key) => {
        if (!(key in schema.shape)) params.set(key, value);
      });
      const qs = params.toString();
      navigate(qs ? `${location}?${qs}` : location, { replace: options.replace });
    },
    [query, schema, search, location, navigate],
  );

  return [query, setQuery] as const;
}
