import { createRouter } from '../../lib/create-router';

/** Issue 13: routes of this area (stub; the lead's skeleton). */
export const invoicesRouter = createRouter();
