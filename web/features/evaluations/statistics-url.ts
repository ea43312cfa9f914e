import { z } from 'zod';
import { ByAudienceQuerySchema, ByCoachQuerySchema } from '@contract/evaluations/statistics.schemas';

/**
 * The statistics pages' URLs, read with the API's own field rules: `?from&to&coach=<id>` for the coaches,
 * `?from&to&kind&offered=<id>&workshop=<id>&page` for the audience (the workshop page links with `?workshop=<id>`).
 */
const coach = ByCoachQuerySchema.shape;
export const ByCoachUrlSchema = z.object({ from: coach.from, to: coach.to, coach: coach.coach_id });

const audience = ByAudienceQuerySchema.shape;
export const ByAudienceUrlSchema = z.object({
  from: audience.from,
  to: audience.to,
  kind: audience.kind,
  offered: audience.offered_workshop_id,
  workshop: audience.workshop_id,
  page: audience.page,
});
