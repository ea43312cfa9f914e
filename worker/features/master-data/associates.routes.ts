import { createRouter } from '../../lib/create-router';

export const associatesRouter = createRouter();
