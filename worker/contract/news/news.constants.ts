/** Plain value sets of news (no zod): the SPA's start-up bundle may import them through web/lib/contract.ts. */

/** The feeds (spec: coache, associate, finance); admins read every feed. */
export const newsAudiences = ['coaches', 'associates', 'finance'] as const;
export type NewsAudience = (typeof newsAudiences)[number];

/** draft: no publish_from; scheduled: starts after today; published: shown today; expired: ended before today. */
export const newsStatuses = ['draft', 'scheduled', 'published', 'expired'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

export const NEWS_TITLE_MAX = 200;
export const NEWS_TEXT_MAX = 20_000;
