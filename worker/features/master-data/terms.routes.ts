import { createRouter } from '../../lib/create-router';

export const termsRouter = createRouter();
