import {
  type ListPage,
  type ListQuery,
  PART_SET_LIST_SPEC,
  type PartSet,
  type PartSetExpansion,
  type PartSetInput,
  type PartSetItem,
  type PartSetModifyInput,
  withParticle,
} from '@erp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  gramsContains,
  kstDay,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { getPart, insertPart, PART_COLUMNS, partRowNamedInBody, toPart } from './part.service.js';
import { brands, partKinds, partSetItems, parts } from './part.table.js';

// A set (세트) is a part that sells as its components: PartSetRegister makes the set's own part
// row (is_set) and its component list; an order line of the set becomes one line per component.

/** Resolves and checks the component list: known, active, not sets themselves, not the set. */
const resolveItems = async (db: DbOrTx, items: PartSetInput['items'], setId: number | null) => {
  const resolved: { partId: number; qty: number }[] = [];
  for (const item of items) {
    const part = await partRowNamedInBody(db, item.partCode.toUpperCase(), '구성 품목');
    if (part.isSet)
      throw new AppError(
        'E0422',
        `구성 품목: ${withParticle(part.code, '은/는')} 세트입니다. 세트 안에 세트를 넣을 수 없습니다.`,
      );
    if (part.id === setId)
      throw new AppError('E0422', '구성 품목: 세트 자신을 구성 품목으로 넣을 수 없습니다.');
    if (!part.active)
      throw new AppError('E0422', `구성 품목: ${withParticle(part.code, '은/는')} 사용하지 않는 품목입니다.`);
    resolved.push({ partId: part.id, qty: item.qty });
  }
  return resolved;
};

const itemsOf = async (db: DbOrTx, setId: number): Promise<PartSetItem[]> => {
  const rows = await db
    .select({ item: partSetItems, part: parts })
    .from(partSetItems)
    .innerJoin(parts, eq(parts.id, partSetItems.componentPartId))
    .where(eq(partSetItems.setPartId, setId))
    .orderBy(asc(partSetItems.sortOrder));
  return rows.map((r) => ({
    partCode: r.part.code,
    partNo: r.part.partNo,
    name: r.part.name,
    carModel: r.part.carModel,
    qty: r.item.qty,
    salePrice: r.part.salePrice,
    purchasePrice: r.part.purchasePrice,
    active: r.part.active,
  }));
};

export const getPartSet = async (db: DbOrTx, code: string): Promise<PartSet> => {
  const part = await getPart(db, code);
  if (!part.isSet) throw new AppError('E2001', `${withParticle(code, '은/는')} 세트가 아닙니다.`);
  const items = await itemsOf(db, part.id);
  return { part, items, componentsSalePrice: items.reduce((sum, i) => sum + i.salePrice * i.qty, 0) };
};

const writeItems = async (tx: DbOrTx, setId: number, items: { partId: number; qty: number }[]) => {
  await tx.delete(partSetItems).where(eq(partSetItems.setPartId, setId));
  await tx.insert(partSetItems).values(
    items.map((i, index) => ({
      setPartId: setId,
      componentPartId: i.partId,
      qty: i.qty,
      sortOrder: index,
    })),
  );
};

export const createPartSet = async (db: Db, input: PartSetInput, actor: AuditActor): Promise<PartSet> => {
  const code = await db.transaction(async (tx) => {
    const { items, ...fields } = input;
    const resolved = await resolveItems(tx, items, null);
    const part = await insertPart(tx, { ...fields, isSet: true }, actor, 'full');
    await writeItems(tx, part.id, resolved);
    await writeAudit(tx, actor, {
      action: 'part.set.create',
      entity: 'part',
      entityId: part.code,
      after: { items },
    });
    return part.code;
  });
  return getPartSet(db, code);
};

/** PartSetModify/{pcode}: replaces the component list at the version read. */
export const modifyPartSet = async (
  db: Db,
  code: string,
  input: PartSetModifyInput,
  actor: AuditActor,
): Promise<PartSet> => {
  await db.transaction(async (tx) => {
    const before = await getPartSet(tx, code);
    const resolved = await resolveItems(tx, input.items, before.part.id);
    const [row] = await tx
      .update(parts)
      .set({ updatedAt: sql`now()`, version: sql`${parts.version} + 1` })
      .where(and(eq(parts.id, before.part.id), eq(parts.version, input.version)))
      .returning({ id: parts.id });
    if (!row)
      throw new AppError('E0409', '다른 사용자가 먼저 이 세트를 수정했습니다. 새로고침 후 다시 수정하세요.');
    await writeItems(tx, before.part.id, resolved);
    await writeAudit(tx, actor, {
      action: 'part.set.modify',
      entity: 'part',
      entityId: code,
      before: { items: before.items.map((i) => ({ partCode: i.partCode, qty: i.qty })) },
      after: { items: input.items },
    });
  });
  return getPartSet(db, code);
};

/** PartSetInsert/{ordercode}: the order lines a set becomes, component quantities × set quantity. */
export const expandPartSet = async (db: DbOrTx, code: string, setQty: number): Promise<PartSetExpansion> => {
  const set = await getPartSet(db, code);
  const lines = set.items.map((i) => ({
    ...i,
    lineQty: i.qty * setQty,
    lineAmount: i.salePrice * i.qty * setQty,
  }));
  return { setCode: set.part.code, setQty, lines, total: lines.reduce((sum, l) => sum + l.lineAmount, 0) };
};

type SetField = keyof typeof PART_SET_LIST_SPEC.fields;
const SET_COLUMNS: ListColumns<Exclude<SetField, 'componentCode'>> = {
  code: parts.code,
  partNo: sql`(${parts.partNoNorm} collate "C")`,
  name: { expr: parts.name, grams: parts.searchGrams },
  active: parts.active,
  createdAt: kstDay(parts.createdAt),
};

/** PartSetList / PartSetNewList (newest first): sets with their number of components. */
export const listPartSets = async (db: DbOrTx, query: ListQuery) => {
  const component = query.filters.find((f) => f.field === 'componentCode');
  const where = listWhere(
    PART_SET_LIST_SPEC,
    SET_COLUMNS as ListColumns<SetField>,
    query.filters.filter((f) => f.field !== 'componentCode'),
    sql`${parts.isSet}`,
    component
      ? sql`${parts.id} in (select si.set_part_id from part_set_items si join parts c on c.id = si.component_part_id where c.code = ${String(component.value)})`
      : undefined,
    query.keyword ? gramsContains(parts.searchGrams, parts.searchText, query.keyword) : undefined,
  );
  const select = db
    .select({
      row: PART_COLUMNS,
      brandName: brands.name,
      kindName: partKinds.name,
      itemCount: sql<number>`(select count(*)::int from part_set_items si where si.set_part_id = ${parts.id})`,
    })
    .from(parts)
    .leftJoin(brands, eq(brands.code, parts.brandCode))
    .leftJoin(partKinds, eq(partKinds.code, parts.kindCode))
    .where(where)
    .orderBy(...listOrderBy(SET_COLUMNS as ListColumns<SetField>, query.sort, parts.id));
  const page: ListPage<ReturnType<typeof toPart> & { itemCount: number }> = await countedPage(
    db,
    parts,
    where,
    query,
    select,
    (r) => ({ ...toPart(r.row, r.brandName, r.kindName), itemCount: Number(r.itemCount) }),
  );
  return page;
};
