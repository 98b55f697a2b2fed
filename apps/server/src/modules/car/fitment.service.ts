import {
  carModelKey,
  FITMENT_LIST_SPEC,
  type Fitment,
  type FitmentCheck,
  type FitmentInput,
  type FitmentSource,
  type FitmentSuggestion,
  type ListPage,
  type ListQuery,
  normalizeVin,
  vinPattern,
  withParticle,
} from '@erp/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  kstDay,
  listColumnsOf,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { partRowByCode, partRowNamedInBody } from '../part/part.service.js';
import { parts } from '../part/part.table.js';
import { findCarByVin } from './car.service.js';
import { partFitments } from './car.table.js';

// VIN ↔ part fitment: which parts fit which car. Staff enter them by hand now
// (/Company/VinPartRegister/:vin/:custcode/:memocode, vinPartList); the sales issue adds the ones
// learnt from registered orders through recordFitment. A car is matched by its own VIN, by its VIN
// model line (characters 1–8) and by its model name, best first.

export type FitmentPost = {
  partId: number;
  vin?: string | null;
  maker?: string | null;
  model?: string | null;
  modelYear?: number | null;
  source: FitmentSource;
  customerCode?: string | null;
  memoCode?: string | null;
  docCode?: string | null;
  note?: string | null;
};

/**
 * THE call for the sales issue: records that a part was sold / fitted for a car, inside the
 * caller's transaction. A hand-entered record already there for the same part and car is not
 * repeated; learnt ones are (their count says how often the part went to that car).
 */
export const recordFitment = async (tx: Tx, post: FitmentPost, actor: AuditActor): Promise<boolean> => {
  const vin = post.vin ? normalizeVin(post.vin) : null;
  const modelKey = carModelKey(post.model);
  if (!vin && !modelKey) throw new AppError('E0422', '차대번호: 차대번호나 모델 중 하나는 있어야 합니다.');
  if (post.source === 'manual') {
    const [same] = await tx
      .select({ id: partFitments.id })
      .from(partFitments)
      .where(
        and(
          eq(partFitments.partId, post.partId),
          eq(partFitments.source, 'manual'),
          vin
            ? eq(partFitments.vin, vin)
            : and(isNull(partFitments.vin), eq(partFitments.modelKey, modelKey!)),
        ),
      )
      .limit(1);
    if (same) return false;
  }
  await tx.insert(partFitments).values({
    partId: post.partId,
    vin,
    vinPattern: vin ? vinPattern(vin) : null,
    maker: post.maker ?? null,
    model: post.model ?? null,
    modelKey,
    modelYear: post.modelYear ?? null,
    source: post.source,
    customerCode: post.customerCode ?? null,
    memoCode: post.memoCode ?? null,
    docCode: post.docCode ?? null,
    note: post.note ?? null,
    createdBy: actor.accountId,
  });
  return true;
};

/** VinPartRegister: parts fitted to a VIN (or a model) by hand. The stored car fills the model. */
export const addFitments = async (
  db: Db,
  input: FitmentInput,
  actor: AuditActor,
): Promise<{ added: number }> =>
  db.transaction(async (tx) => {
    const car = input.vin ? await findCarByVin(tx, input.vin) : null;
    let added = 0;
    for (const code of input.partCodes) {
      const part = await partRowNamedInBody(tx, code.toUpperCase());
      const fresh = await recordFitment(
        tx,
        {
          partId: part.id,
          vin: input.vin,
          maker: input.maker ?? car?.maker ?? null,
          model: input.model ?? car?.model ?? null,
          modelYear: input.modelYear ?? car?.modelYear ?? null,
          source: 'manual',
          customerCode: input.customerCode ?? car?.customerCode ?? null,
          memoCode: input.memoCode,
          note: input.note,
        },
        actor,
      );
      if (fresh) added += 1;
    }
    await writeAudit(tx, actor, {
      action: 'fitment.add',
      entity: 'fitment',
      entityId: input.vin ?? input.model ?? '',
      after: { ...input, added },
    });
    return { added };
  });

export const removeFitment = async (db: Db, id: number, actor: AuditActor): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(partFitments).where(eq(partFitments.id, id)).returning();
    if (!row) throw new AppError('E2001', `적용 차량 기록 ${withParticle(id, '을/를')} 찾을 수 없습니다.`);
    await writeAudit(tx, actor, { action: 'fitment.remove', entity: 'fitment', entityId: id, before: row });
  });

const FITMENT_COLUMNS = listColumnsOf(FITMENT_LIST_SPEC, {
  vin: partFitments.vin,
  model: partFitments.modelKey,
  partCode: parts.code,
  source: partFitments.source,
  customerCode: partFitments.customerCode,
  createdAt: kstDay(partFitments.createdAt),
});

/** vinPartList: fitment records by VIN, model, part or source. */
export const listFitments = async (db: DbOrTx, query: ListQuery): Promise<ListPage<Fitment>> => {
  const filters = query.filters.map((f) =>
    f.field === 'vin' && typeof f.value === 'string'
      ? { ...f, value: normalizeVin(f.value) }
      : f.field === 'model' && typeof f.value === 'string'
        ? { ...f, value: carModelKey(f.value) ?? '' }
        : f,
  );
  const where = listWhere(FITMENT_LIST_SPEC, FITMENT_COLUMNS, filters);
  const withPart = sql`${partFitments} join ${parts} on ${parts.id} = ${partFitments.partId}`;
  const select = db
    .select({ f: partFitments, code: parts.code, partNo: parts.partNo, name: parts.name })
    .from(partFitments)
    .innerJoin(parts, eq(parts.id, partFitments.partId))
    .where(where)
    .orderBy(...listOrderBy(FITMENT_COLUMNS, query.sort, partFitments.id));
  return countedPage(db, withPart, where, query, select, (r) => ({
    id: r.f.id,
    partCode: r.code,
    partNo: r.partNo,
    partName: r.name,
    vin: r.f.vin,
    vinPattern: r.f.vinPattern,
    maker: r.f.maker,
    model: r.f.model,
    modelYear: r.f.modelYear,
    source: r.f.source as FitmentSource,
    customerCode: r.f.customerCode,
    memoCode: r.f.memoCode,
    docCode: r.f.docCode,
    note: r.f.note,
    createdAt: r.f.createdAt.toISOString(),
  }));
};

/** The keys a car is matched by: its VIN, its VIN model line, its model (given or stored). */
const carKeys = async (
  db: DbOrTx,
  input: { vin?: string | null | undefined; model?: string | null | undefined },
) => {
  const vin = input.vin ? normalizeVin(input.vin) : null;
  const car = vin ? await findCarByVin(db, vin) : null;
  return {
    vin,
    pattern: vin ? vinPattern(vin) : null,
    modelKey: carModelKey(input.model ?? car?.model),
    model: input.model ?? car?.model ?? null,
  };
};

const matchConditions = (keys: Awaited<ReturnType<typeof carKeys>>): SQL[] =>
  [
    keys.vin ? sql`f.vin = ${keys.vin}` : undefined,
    keys.pattern ? sql`f.vin_pattern = ${keys.pattern}` : undefined,
    keys.modelKey ? sql`f.model_key = ${keys.modelKey}` : undefined,
  ].filter((c): c is SQL => c !== undefined);

/** "Parts for this VIN / model": most specific match first, then how often. */
export const suggestParts = async (
  db: DbOrTx,
  input: { vin?: string | null | undefined; model?: string | null | undefined },
  limit = 50,
): Promise<FitmentSuggestion> => {
  const keys = await carKeys(db, input);
  const conditions = matchConditions(keys);
  if (conditions.length === 0) return { vin: keys.vin, model: keys.model, suggestions: [] };
  const rank = sql`case ${keys.vin ? sql`when f.vin = ${keys.vin} then 1` : sql``} ${
    keys.pattern ? sql`when f.vin_pattern = ${keys.pattern} then 2` : sql``
  } else 3 end`;
  const rows = await queryRows<{
    code: string;
    part_no: string;
    name: string;
    car_model: string;
    sale_price: string | number;
    best: number;
    records: number;
  }>(
    db,
    sql`select p.code, p.part_no, p.name, p.car_model, p.sale_price, min(${rank}) as best, count(*)::int as records
        from ${partFitments} f join ${parts} p on p.id = f.part_id
        where (${sql.join(conditions, sql` or `)}) and p.active
        group by p.id, p.code, p.part_no, p.name, p.car_model, p.sale_price
        order by best, records desc, p.code
        limit ${limit}`,
  );
  const label = { 1: 'vin', 2: 'pattern', 3: 'model' } as const;
  return {
    vin: keys.vin,
    model: keys.model,
    suggestions: rows.map((r) => ({
      partCode: r.code,
      partNo: r.part_no,
      name: r.name,
      carModel: r.car_model,
      salePrice: Number(r.sale_price),
      matchedBy: label[Number(r.best) as 1 | 2 | 3],
      records: Number(r.records),
    })),
  };
};

/** The order screen's warning: this part was never sold or fitted for this car's model. */
export const checkFitment = async (
  db: DbOrTx,
  input: { partCode: string; vin?: string | null | undefined; model?: string | null | undefined },
): Promise<FitmentCheck> => {
  const part = await partRowByCode(db, input.partCode.toUpperCase());
  const keys = await carKeys(db, input);
  const conditions = matchConditions(keys);
  const [row] =
    conditions.length === 0
      ? [{ n: 0 }]
      : await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${partFitments} f where f.part_id = ${part.id} and (${sql.join(conditions, sql` or `)})`,
        );
  const records = Number(row?.n ?? 0);
  return {
    partCode: part.code,
    fitted: records > 0,
    records,
    warning:
      records > 0
        ? null
        : `이 차종${keys.model ? `(${keys.model})` : ''}에 판매·장착된 기록이 없는 품목입니다. 품번을 다시 확인하세요.`,
  };
};
