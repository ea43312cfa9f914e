/** Plain constants of the master-data lists (no zod: the SPA's start-up bundle imports them). */

/** The master-data lists, as they appear in `/master-data/lists/{kind}`. */
export const listKinds = ['grades', 'educational-systems', 'infrastructure', 'skills', 'languages', 'subjects'] as const;
export type ListKind = (typeof listKinds)[number];

/** Where a list entry can be in use; deleting it is refused while any of these count more than zero. */
export const listUsagePlaces = ['inquiries', 'workshops', 'coaches', 'offered_workshops'] as const;
export type ListUsagePlace = (typeof listUsagePlaces)[number];
