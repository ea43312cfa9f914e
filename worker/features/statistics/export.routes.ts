import { createRouter } from '../../lib/create-router';

/** statistics/export (CSV, XLSX): built next. */
export const statisticsExportRouter = createRouter();
