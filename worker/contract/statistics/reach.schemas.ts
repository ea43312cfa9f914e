import { z } from 'zod';
import { cantons, workshopLanguages } from '../enums';

/*
 * The contract of GET statistics/reach (docs/decisions/062-reach.md): what the report (GET statistics) does not
 * already give about whom the workshops reached. Same filters, same filtered workshops; names in the reader's language.
 */

const count = z.number().int().min(0);
const canton = z.enum(cantons).nullable();

/** The m/f/n split of the participants of held workshops; m + f + n + unspecified = the participants. */
const split = { m: count, f: count, n: count, unspecified: count };

/**
 * The split of one bar of the report's distribution with the same key (same keys, same order): its `participants`
 * are m + f + n + unspecified.
 */
const splitRow = <T extends z.ZodTypeAny>(key: T) => z.object({ key, ...split });

/** One cell of a cross table: workshops not cancelled, participants of the held ones. Only cells with workshops. */
const cell = <T extends z.ZodTypeAny>(column: T) => z.object({ canton, key: column, workshops: count, participants: count });

const crossTable = <T extends z.ZodTypeAny>(column: T) =>
  z.object({
    /** The cantons that have a cell, most workshops first (ties by key, no canton first); `null`: no canton. */
    rows: z.array(canton),
    /** The columns that have a cell, most workshops first, named in the reader's language. */
    columns: z.array(z.object({ key: column, label: z.string() })),
    cells: z.array(cell(column)),
  });

export const StatisticsReachSchema = z
  .object({
    period: z.object({ from: z.string(), to: z.string() }),
    /** The split of the participants per bar of the report's `by_offered_workshop`, `by_language`, … */
    participants_by_offered_workshop: z.array(splitRow(z.number().int())),
    participants_by_language: z.array(splitRow(z.enum(workshopLanguages))),
    participants_by_grade: z.array(splitRow(z.number().int().nullable())),
    participants_by_canton: z.array(splitRow(canton)),
    /**
     * Per educational system of the workshop's inquiry (`key` null: no inquiry, or none chosen): workshops not
     * cancelled, participants of the held ones and their split. Most workshops first.
     */
    by_educational_system: z.array(
      z.object({ key: z.number().int().nullable(), label: z.string(), workshops: count, participants: count, ...split }),
    ),
    canton_by_offered_workshop: crossTable(z.number().int()),
    canton_by_language: crossTable(z.enum(workshopLanguages)),
    /**
     * Schools (normalised institution name + postcode) with a held workshop in the filtered set. `first_time`: none
     * in the same filters before the period; `returning`: one before. `lost`: a held workshop in the previous school
     * year, none in this one — only when the period is a school year (`school_year` null and `lost` null otherwise).
     */
    schools: z.object({
      reached: count,
      first_time: count,
      returning: count,
      school_year: z.number().int().nullable(),
      lost: count.nullable(),
    }),
  })
  .meta({ id: 'StatisticsReach' });
export type StatisticsReach = z.infer<typeof StatisticsReachSchema>;
