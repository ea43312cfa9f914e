import { createRouter } from '../../lib/create-router';

/** Own evaluations, one evaluation, validation (evaluations, evaluations/{id}, …). TODO(issue 14): coach evaluations helper. */
export const evaluationsRouter = createRouter();
