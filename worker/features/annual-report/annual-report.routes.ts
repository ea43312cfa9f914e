import { createRoute, z } from '@hono/zod-openapi';
import {
  AnnualReportQuerySchema,
  AnnualReportTextBodySchema,
  AnnualReportTextParamsSchema,
  AnnualReportTextsQuerySchema,
  AnnualReportTextsSchema,
} from '../../contract/annual-report/annual-report.schemas';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { XLSX_TYPE } from '../statistics/export.xlsx';
import { annualReportFile } from './annual-report.service';
import { readTexts, saveText } from './annual-report.texts';

const tags = ['Reports'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const binary = z.string().meta({ format: 'binary' });

const documentRoute = createRoute({
  operationId: 'getAnnualReport',
  method: 'get',
  path: '/annual-report',
  tags,
  summary: 'The annual report of a school year as PDF or XLSX, in one of the interface languages (admin, associate)',
  description:
    'The figures of the school year and the previous one (the reports’ cached aggregates), the charts, the canton map, ' +
    'the cross tables and the free texts of that year and language: docs/decisions/065-annual-report.md.',
  middleware: [staff] as const,
  request: { query: AnnualReportQuerySchema },
  responses: {
    200: {
      description: 'An attachment named after the school year and the language (`annual-report-2025-26-de.pdf`)',
      headers: z.object({
        'Content-Disposition': z.string().meta({ example: 'attachment; filename="annual-report-2025-26-de.pdf"' }),
      }),
      content: { 'application/pdf': { schema: binary }, [XLSX_TYPE]: { schema: binary } },
    },
    ...denied,
    422: errorResponses[422],
  },
});

const textsRoute = createRoute({
  operationId: 'getAnnualReportTexts',
  method: 'get',
  path: '/annual-report/texts',
  tags,
  summary: 'The free texts of the annual report of a school year, every section and language (admin, associate)',
  middleware: [staff] as const,
  request: { query: AnnualReportTextsQuerySchema },
  responses: { 200: jsonData(AnnualReportTextsSchema, 'The texts written'), ...denied, 422: errorResponses[422] },
});

const saveTextRoute = createRoute({
  operationId: 'saveAnnualReportText',
  method: 'put',
  path: '/annual-report/texts/{year}/{section}/{language}',
  tags,
  summary: 'Save one section’s free text of a school year in one language; an empty text deletes it (admin, associate)',
  middleware: [staff] as const,
  request: { params: AnnualReportTextParamsSchema, body: jsonBody(AnnualReportTextBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(AnnualReportTextsSchema, 'The school year’s texts after the save'),
    ...denied,
    422: errorResponse(
      'validation_failed: the school year, section or language is not one of the list (`choice_invalid`, `number_expected`), or the text is too long (`too_long`)',
    ),
  },
});

/** The annual report: docs/decisions/065-annual-report.md. */
export const annualReportRouter = createRouter()
  .openapi(documentRoute, async (c) => {
    const file = await annualReportFile(c.var.db, c.req.valid('query'));
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    });
  })
  .openapi(textsRoute, async (c) => c.json({ data: await readTexts(c.var.db, c.req.valid('query').school_year) }, 200))
  .openapi(saveTextRoute, async (c) => {
    const { year, section, language } = c.req.valid('param');
    return c.json(
      { data: await saveText(c.var.db, c.var.user!, { school_year: year, section, language }, c.req.valid('json').text) },
      200,
    );
  });
