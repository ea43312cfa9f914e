import { createRouter } from '../../lib/create-router';

/** dashboard/{language}: built next. */
export const dashboardRouter = createRouter();
