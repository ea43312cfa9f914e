import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponses } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { ExportQuerySchema } from '../../contract/statistics/export.schemas';
import { exportFile } from './export.service';
import { XLSX_TYPE } from './export.xlsx';

const binary = z.string().meta({ format: 'binary' });

const exportRoute = createRoute({
  operationId: 'exportStatistics',
  method: 'get',
  path: '/statistics/export',
  tags: ['Reports'],
  summary: 'The filtered workshops or inquiries as CSV or XLSX, headers in the reader’s language (admin, associate)',
  description: 'Columns, encoding and limits: docs/decisions/026-export.md. Read from D1 and written page by page.',
  middleware: [requireRole('admin', 'associate')] as const,
  request: { query: ExportQuerySchema },
  responses: {
    200: {
      description:
        'An attachment named after the dataset and the period (`workshops-2025-26.csv`). CSV: UTF-8 with BOM, `;`, CRLF, ' +
        'formula prefixes neutralised; XLSX: one sheet with a frozen header row. Both are streamed (no Content-Length)',
      headers: z.object({ 'Content-Disposition': z.string().meta({ example: 'attachment; filename="workshops-2025-26.csv"' }) }),
      content: { 'text/csv': { schema: binary }, [XLSX_TYPE]: { schema: binary } },
    },
    401: errorResponses[401],
    403: errorResponses[403],
    422: errorResponses[422],
  },
});

/** Reports' export: docs/decisions/026-export.md. */
export const statisticsExportRouter = createRouter().openapi(exportRoute, async (c) => {
  const pageSize = Number(c.env.EXPORT_PAGE_SIZE) || undefined;
  const file = await exportFile(c.var.db, c.req.valid('query'), c.var.user!.language, pageSize);
  return c.body(file.body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
  });
});
