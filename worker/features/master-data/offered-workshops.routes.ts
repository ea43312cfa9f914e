import { createRouter } from '../../lib/create-router';

export const offeredWorkshopsRouter = createRouter();
