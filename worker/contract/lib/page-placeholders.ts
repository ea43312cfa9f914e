/**
 * What a prepared evaluation document holds in place of the workshop's title and date (web/app/prerender.tsx writes
 * them, worker/features/page-documents puts the link's own in, HTML-escaped). Invisible separators around a name: no
 * title or translation contains them, and HTML escaping leaves them as they are.
 */
export const evaluationPlaceholders = { title: '\u2063workshop-title\u2063', date: '\u2063workshop-date\u2063' } as const;
