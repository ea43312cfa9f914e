import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { materials } from '../../db/schema';
import { batchGuard, guarded } from '../../lib/batch-guard';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { everyWordIn } from '../../lib/text-search';
import { nowSeconds } from '../../lib/tokens';
import type { Material, MaterialListQuery, MaterialValues } from '../../contract/master-data/materials.schemas';

type MaterialRow = typeof materials.$inferSelect;

/** The row's id, qualified: a bare "id" inside the subquery would be the order item's. */
const thisMaterial = sql.raw('"materials"."id"');

/** Material orders (any state) that contain the material: they keep it from being deleted. */
const orderCount = (materialId: SQL | number) =>
  sql<number>`(SELECT count(DISTINCT i.order_id) FROM material_order_items i WHERE i.material_id = ${materialId})`;

const toMaterial = (row: MaterialRow, count: number): Material => ({
  id: row.id,
  title: row.title,
  description: row.description,
  format: row.format,
  storage_location: row.storageLocation,
  stock: row.stock,
  orderable_by_coaches: row.orderableByCoaches,
  visible_for_coaches: row.visibleForCoaches,
  visible_for_associates: row.visibleForAssociates,
  visible_for_finance: row.visibleForFinance,
  active: row.active,
  position: row.position,
  order_count: count,
});

const materialColumns = (body: MaterialValues) => ({
  title: body.title,
  description: body.description,
  format: body.format,
  storageLocation: body.storage_location,
  stock: body.stock,
  orderableByCoaches: body.orderable_by_coaches,
  visibleForCoaches: body.visible_for_coaches,
  visibleForAssociates: body.visible_for_associates,
  visibleForFinance: body.visible_for_finance,
  active: body.active,
});

/** `GET master-data/materials`: the whole catalogue (inactive too) in display order, optionally searched. */
export async function listMaterials(db: Database, query: MaterialListQuery): Promise<Material[]> {
  const search = query.q
    ? everyWordIn(
        query.q,
        [materials.title, materials.description, materials.format, materials.storageLocation].map((c) => sql`${c}`),
      )
    : undefined;
  const rows = await db
    .select({ material: materials, orderCount: orderCount(thisMaterial) })
    .from(materials)
    .where(search)
    .orderBy(asc(materials.position), asc(materials.id));
  return rows.map((row) => toMaterial(row.material, row.orderCount));
}

async function materialWithCount(db: Database, id: number): Promise<Material> {
  const [row] = await db
    .select({ material: materials, orderCount: orderCount(thisMaterial) })
    .from(materials)
    .where(eq(materials.id, id))
    .limit(1);
  if (!row) throw notFound('Material');
  return toMaterial(row.material, row.orderCount);
}

/** `POST master-data/materials`: without a position the new material comes last. */
export async function createMaterial(db: Database, body: MaterialValues): Promise<Material> {
  const position = body.position ?? sql`(SELECT coalesce(max(position), 0) + 1 FROM materials)`;
  const [row] = await db
    .insert(materials)
    .values({ ...materialColumns(body), position })
    .returning();
  return toMaterial(row!, 0);
}

/** `PUT master-data/materials/{id}`: replaces every field; without a position the row keeps its place. */
export async function updateMaterial(db: Database, id: number, body: MaterialValues): Promise<Material> {
  const changed = await db
    .update(materials)
    .set({
      ...materialColumns(body),
      ...(body.position === undefined ? {} : { position: body.position }),
      updatedAt: nowSeconds(),
    })
    .where(eq(materials.id, id))
    .returning({ id: materials.id });
  if (changed.length === 0) throw notFound('Material');
  return materialWithCount(db, id);
}

const inUse = (count: number) =>
  new AppError(
    409,
    'in_use',
    `Used by ${count} material ${count === 1 ? 'order' : 'orders'}: it cannot be deleted; deactivate it instead`,
  );

/**
 * `DELETE master-data/materials/{id}`: only a material no order contains. The guard re-checks that inside the batch,
 * so an order placed meanwhile is never left without its material.
 */
export async function deleteMaterial(db: Database, id: number): Promise<void> {
  const material = await materialWithCount(db, id);
  if (material.order_count > 0) throw inUse(material.order_count);
  await guarded(
    db.batch([batchGuard(db, sql`${orderCount(id)} = 0`), db.delete(materials).where(eq(materials.id, id))]),
    async () => inUse((await materialWithCount(db, id)).order_count),
  );
}
