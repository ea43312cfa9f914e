import { z } from 'zod';
import { roles, uiLanguages } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { NewsFeedItemSchema } from '../news/news.schemas';

/**
 * `GET dashboard/{language}`: the reader's news and the work waiting for their role. Definitions of every item:
 * docs/decisions/025-dashboard.md.
 */
export const DashboardParams = z.object({
  language: z.enum(uiLanguages, { error: v.choiceInvalid }).meta({ description: 'The language to read: de, fr, it or en' }),
});

/** Work items of admins and associates. */
export const staffItemKeys = [
  'new_inquiries',
  'my_inquiries',
  'understaffed_workshops',
  'unanswered_requests',
  'coach_conflicts',
  'evaluations_to_validate',
  'orders_to_send',
] as const;
/** Work items of admins only, after the staff items: a quarter without a newsletter. */
export const adminItemKeys = ['newsletter_due'] as const;
/** Work items of coaches. */
export const coachItemKeys = [
  'open_requests',
  'next_workshops',
  'evaluations_to_fill',
  'order_deadlines',
  'expenses_to_enter',
] as const;
/** Work items of finance. */
export const financeItemKeys = ['profiles_to_approve', 'invoiceable_workshops', 'overdue_invoices', 'payouts_due'] as const;
export const dashboardItemKeys = [...staffItemKeys, ...adminItemKeys, ...coachItemKeys, ...financeItemKeys] as const;
export type DashboardItemKey = (typeof dashboardItemKeys)[number];

/** Where a conflicting placement collides: an entry of the coach's unavailabilities, or another placement. */
export const conflictReasons = ['blocked_day', 'holiday', 'weekday', 'time_of_day', 'calendar', 'double_booking'] as const;
export type ConflictReason = (typeof conflictReasons)[number];

export const payoutPartKinds = ['fee', 'extra_fee', 'expense'] as const;

const workshopFields = {
  id: z.number().int(),
  /** The offered workshop's title in the language asked for (German when missing). */
  title: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  institute: z.string(),
  location: z.string(),
};

export const DashboardWorkshopSchema = z
  .object({
    ...workshopFields,
    street_address: z.string().nullable(),
    postcode: z.string().nullable(),
    room: z.string().nullable(),
    /** The school's contact person. */
    contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  })
  .meta({ id: 'DashboardWorkshop' });
export type DashboardWorkshop = z.infer<typeof DashboardWorkshopSchema>;

export const DashboardDeadlineSchema = z
  .object({
    ...workshopFields,
    /** The last day to order material for it (the 5th working day before it). */
    deadline: z.string(),
  })
  .meta({ id: 'DashboardDeadline' });
export type DashboardDeadline = z.infer<typeof DashboardDeadlineSchema>;

export const DashboardConflictSchema = z
  .object({
    workshop: z.object(workshopFields),
    coach: z.object({ id: z.number().int(), name: z.string() }),
    /** The first reason found, in this order: blocked_day, holiday, weekday, time_of_day, double_booking. */
    reason: z.enum(conflictReasons),
  })
  .meta({ id: 'DashboardConflict' });
export type DashboardConflict = z.infer<typeof DashboardConflictSchema>;

export const DashboardPayoutPartSchema = z
  .object({ kind: z.enum(payoutPartKinds), count: z.number().int(), total_centimes: z.number().int() })
  .meta({ id: 'DashboardPayoutPart' });

export const DashboardItemSchema = z
  .object({
    /** Stable: the SPA picks label, link and empty state by it. */
    key: z.enum(dashboardItemKeys),
    count: z.number().int(),
    /** Money items (invoices, payouts): the sum in centimes. */
    total_centimes: z.number().int().optional(),
    /** unanswered_requests: the days after which a request counts as unanswered (master data `request_reminder_days`). */
    days: z.number().int().optional(),
    /** Items about a period (understaffed workshops, conflicts, payouts): its first and last day, included. */
    from: z.string().optional(),
    to: z.string().optional(),
    /** The first few workshops (next_workshops). */
    workshops: z.array(DashboardWorkshopSchema).optional(),
    /** The first few workshops with their deadline (order_deadlines). */
    deadlines: z.array(DashboardDeadlineSchema).optional(),
    /** The first few conflicting placements (coach_conflicts). */
    conflicts: z.array(DashboardConflictSchema).optional(),
    /** Count and sum per kind (payouts_due). */
    parts: z.array(DashboardPayoutPartSchema).optional(),
  })
  .meta({ id: 'DashboardItem' });
export type DashboardItem = z.infer<typeof DashboardItemSchema>;

export const DashboardSchema = z
  .object({
    role: z.enum(roles),
    /** The Zurich date the figures were counted on. */
    today: z.string(),
    /** Published today for the reader's role, pinned first, then newest first; at most DASHBOARD_NEWS_LIMIT. */
    news: z.array(NewsFeedItemSchema),
    /** The role's work items, in the order to show them; never another role's. */
    items: z.array(DashboardItemSchema),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
