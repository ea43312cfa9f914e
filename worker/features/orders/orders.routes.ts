import { createRouter } from '../../lib/create-router';

export const ordersRouter = createRouter();
