import { createRouter } from '../../lib/create-router';

export const organisationRouter = createRouter();
