import { createRouter } from '../../lib/create-router';

export const listsRouter = createRouter();
