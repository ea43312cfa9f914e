import { createRouter } from '../../lib/create-router';

/** Staff views (evaluations/by-coach, evaluations/by-audience). TODO(issue 14): statistics helper. */
export const evaluationStatisticsRouter = createRouter();
