import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { materialOrderStates } from '../../contract/enums';
import { users } from './users';
import { workshops } from './workshops';

/** Teaching material kept by the office; coaches may order what is flagged orderable. */
export const materials = sqliteTable(
  'materials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description'),
    /** e.g. `A4 Broschüre`, `Poster A2`, `Kartenset`. */
    format: text('format'),
    storageLocation: text('storage_location'),
    /** Pieces in store; goes down when an order is marked sent. */
    stock: integer('stock').notNull().default(0),
    orderableByCoaches: integer('orderable_by_coaches', { mode: 'boolean' }).notNull().default(false),
    // Visible in the feeds coache / associate / finance
    visibleForCoaches: integer('visible_for_coaches', { mode: 'boolean' }).notNull().default(true),
    visibleForAssociates: integer('visible_for_associates', { mode: 'boolean' }).notNull().default(true),
    visibleForFinance: integer('visible_for_finance', { mode: 'boolean' }).notNull().default(false),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('materials_active_position_idx').on(t.active, t.position),
    index('materials_orderable_idx').on(t.orderableByCoaches, t.active),
  ],
);

/** A coach's material order for a workshop (latest 5 working days before it). */
export const materialOrders = sqliteTable(
  'material_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    state: text('state', { enum: materialOrderStates }).notNull().default('ordered'),
    /** Where to send it; defaults to the coach's address. */
    shippingAddress: text('shipping_address'),
    /** The coach's delivery note (when and where it should arrive). */
    remarks: text('remarks'),
    orderedAt: integer('ordered_at').notNull(),
    sentAt: integer('sent_at'),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: integer('cancelled_at'),
    cancelledById: integer('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('material_orders_state_ordered_idx').on(t.state, t.orderedAt),
    index('material_orders_coach_idx').on(t.coachId, t.orderedAt),
    index('material_orders_workshop_idx').on(t.workshopId),
    index('material_orders_sent_by_idx').on(t.sentById),
    index('material_orders_cancelled_by_idx').on(t.cancelledById),
  ],
);

export const materialOrderItems = sqliteTable(
  'material_order_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => materialOrders.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('material_order_items_order_material_uq').on(t.orderId, t.materialId),
    index('material_order_items_material_idx').on(t.materialId),
    check('material_order_items_quantity_ck', sql`"quantity" > 0`),
  ],
);
