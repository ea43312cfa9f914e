import { z } from 'zod';

/*
 * A coach's private calendar feed (iCal). Only the SHA-256 of the URL's token is stored, so the URL itself is
 * known only in the answer that creates it; afterwards the coach sees whether a feed is active and since when.
 */

export const CalendarFeedStatusSchema = z
  .object({
    active: z.boolean().meta({ description: 'Whether the coach has a working feed URL' }),
    created_at: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Unix seconds when the current URL was created; null without a feed' }),
  })
  .meta({
    id: 'CalendarFeedStatus',
    description: 'The feed’s state. The URL is not included: only its hash is stored; create a new one to see it again.',
  });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

export const CalendarFeedSchema = z
  .object({
    url: z.string().meta({
      description: 'The private feed URL (`<APP_URL>/api/calendar/<token>.ics`); shown this once, keep it secret',
    }),
    created_at: z.number().int().meta({ description: 'Unix seconds when this URL was created' }),
  })
  .meta({ id: 'CalendarFeed', description: 'A newly created feed URL; any earlier URL of the coach has stopped working' });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
