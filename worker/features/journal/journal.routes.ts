import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { JournalExportBodySchema, JournalPreviewSchema, JournalQuerySchema } from '../../contract/journal/journal.schemas';
import { requireRole } from '../../middleware/auth';
import { XLSX_TYPE } from '../statistics/export.xlsx';
import { exportJournal, previewJournal } from './journal.service';

const tags = ['Booking journal'];
const finance = requireRole('finance');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const binary = z.string().meta({ format: 'binary' });
const periodInvalid = errorResponse(
  'validation_failed: `from` or `to` missing or no date, `to` before `from` (`end_date_before_start`) or more than ' +
    '365 days after it (`range_too_long`)',
);

const previewRoute = createRoute({
  operationId: 'getJournal',
  method: 'get',
  path: '/journal',
  tags,
  summary: 'The bookings of a period that an export would contain, with their totals (finance)',
  description: 'Bookings, accounts and texts: docs/decisions/061-booking-journal.md. Texts in the reader’s language.',
  middleware: [finance] as const,
  request: { query: JournalQuerySchema },
  responses: {
    200: jsonData(JournalPreviewSchema, 'The bookings in date order; debit and credit totals are equal'),
    ...denied,
    422: periodInvalid,
  },
});

const exportRoute = createRoute({
  operationId: 'exportJournal',
  method: 'post',
  path: '/journal/exports',
  tags,
  summary: 'The bookings of a period as a Banana or bexio import file or XLSX; they count as exported from then on (finance)',
  description: 'The layouts, column by column: docs/decisions/061-booking-journal.md.',
  middleware: [finance] as const,
  request: { body: jsonBody(JournalExportBodySchema) },
  responses: {
    ...bodyResponses,
    200: {
      description:
        'An attachment named after the format and the period (`journal-banana-2026-01-01_2026-12-31.txt`): Banana a ' +
        'tab-separated text file, bexio a `;`-separated CSV (both UTF-8 without BOM), or XLSX. A period with nothing ' +
        'to export gives the header row alone',
      headers: z.object({
        'Content-Disposition': z.string().meta({ example: 'attachment; filename="journal-bexio-2026-01-01_2026-12-31.csv"' }),
      }),
      content: {
        'text/tab-separated-values': { schema: binary },
        'text/csv': { schema: binary },
        [XLSX_TYPE]: { schema: binary },
      },
    },
    ...denied,
    409: errorResponse('conflict: the same bookings were exported meanwhile by another export; nothing was recorded'),
    422: periodInvalid,
  },
});

/** The booking journal: docs/decisions/061-booking-journal.md. */
export const journalRouter = createRouter()
  .openapi(previewRoute, async (c) => {
    const { from, to, again } = c.req.valid('query');
    return c.json({ data: await previewJournal(c.var.db, { from, to, again: again ?? false }, c.var.user!.language) }, 200);
  })
  .openapi(exportRoute, async (c) => {
    const file = await exportJournal(c.var.db, c.var.user!, c.req.valid('json'), c.var.user!.language);
    return c.body(file.body.buffer as ArrayBuffer, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    });
  });
