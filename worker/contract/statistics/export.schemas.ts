import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { StatisticsFiltersSchema } from './statistics.filters';

/** What an export holds: the filtered workshops, or the inquiries that came in during the period. */
export const exportDatasets = ['workshops', 'inquiries'] as const;
export type ExportDataset = (typeof exportDatasets)[number];
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * `GET statistics/export`: the report filters plus the dataset and the file format. `safeExtend` keeps the filters'
 * period checks (`extend` refuses an object with refinements; `and` is no object, which a query must be).
 */
export const ExportQuerySchema = StatisticsFiltersSchema.safeExtend({
  dataset: z
    .enum(exportDatasets, { error: v.choiceInvalid })
    .meta({ description: 'workshops: one row per workshop; inquiries: one row per inquiry' }),
  format: z
    .enum(exportFormats, { error: v.choiceInvalid })
    .meta({ description: 'csv: UTF-8 with BOM, `;`, CRLF (Swiss Excel); xlsx: an Excel workbook' }),
}).meta({ id: 'StatisticsExportQuery' });
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
