import { createRouter } from '../../lib/create-router';

/** Questionnaires in master data (GET/PUT evaluations/questionnaires…). TODO(issue 14): questionnaires helper. */
export const questionnairesRouter = createRouter();
