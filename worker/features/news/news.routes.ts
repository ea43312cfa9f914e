import { createRouter } from '../../lib/create-router';

export const newsRouter = createRouter();
