import { createRouter } from '../../lib/create-router';

export const materialsRouter = createRouter();
