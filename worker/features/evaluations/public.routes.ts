import { createRouter } from '../../lib/create-router';

/** The public page's calls (evaluations/public/{token}). TODO(issue 14): public page helper. */
export const publicEvaluationsRouter = createRouter();
