import { consignmentLocationCode } from '@erp/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';
import { consignmentLocations } from './consignment.table.js';

// The customer's consignment location and the checks every consignment document repeats.

export type ConsignmentCustomer = { id: number; code: string; name: string; status: string };

export const customerOf = async (db: DbOrTx, code: string): Promise<ConsignmentCustomer> => {
  const [row] = await db
    .select({ id: customers.id, code: customers.code, name: customers.name, status: customers.status })
    .from(customers)
    .where(eq(customers.code, code.trim().toUpperCase()));
  if (!row) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`);
  return row;
};

/** The location's warehouse code, or null when nothing was ever placed at this customer. */
export const locationOf = async (db: DbOrTx, customerId: number): Promise<string | null> => {
  const [row] = await db
    .select({ code: consignmentLocations.warehouseCode })
    .from(consignmentLocations)
    .where(eq(consignmentLocations.customerId, customerId));
  return row?.code ?? null;
};

/**
 * The customer's consignment location, opened on first use: a warehouse of kind `consignment`
 * named after the customer. ON CONFLICT keeps two first documents at once from colliding.
 */
export const openLocation = async (tx: DbOrTx, customer: ConsignmentCustomer): Promise<string> => {
  const code = consignmentLocationCode(customer.code);
  await tx
    .insert(warehouses)
    .values({ code, name: `${customer.name} 위탁`, kind: 'consignment', sortOrder: 900 })
    .onConflictDoNothing();
  await tx
    .insert(consignmentLocations)
    .values({ customerId: customer.id, warehouseCode: code })
    .onConflictDoNothing();
  return (await locationOf(tx, customer.id)) ?? code;
};

/** Our own warehouse for a place or a withdraw: active and not a system location. */
export const ownWarehouse = async (db: DbOrTx, code: string | undefined): Promise<string> => {
  if (!code) throw new AppError('E0422', '창고: 창고를 고르세요.');
  const [row] = await db
    .select({ active: warehouses.active, kind: warehouses.kind })
    .from(warehouses)
    .where(eq(warehouses.code, code));
  if (!row?.active) throw new AppError('E0422', `창고: 사용할 수 없는 창고입니다 (${code}).`);
  if (row.kind === 'consignment' || row.kind === 'transit')
    throw new AppError('E0422', `창고: 위탁·이동 중 위치는 고를 수 없습니다 (${code}).`);
  return code;
};

export type ResolvedLine = {
  lineNo: number;
  partId: number;
  partCode: string;
  name: string;
  qty: number;
  unitPrice: number | null;
};

/** The lines' parts, each refusal naming its line. */
export const resolveLines = async (
  db: DbOrTx,
  lines: readonly { partCode: string; qty: number; unitPrice?: number | undefined }[],
): Promise<ResolvedLine[]> => {
  const codes = [...new Set(lines.map((l) => l.partCode.trim().toUpperCase()))];
  const found = await db
    .select({ id: parts.id, code: parts.code, name: parts.name, active: parts.active, isSet: parts.isSet })
    .from(parts)
    .where(inArray(parts.code, codes));
  const byCode = new Map(found.map((p) => [p.code, p]));
  return lines.map((line, i) => {
    const part = byCode.get(line.partCode.trim().toUpperCase());
    if (!part) throw new AppError('E0422', `위탁 품목 ${i + 1}번째 줄: 없는 품목입니다 (${line.partCode}).`);
    if (!part.active)
      throw new AppError('E0422', `위탁 품목 ${i + 1}번째 줄: 사용하지 않는 품목입니다 (${part.code}).`);
    if (part.isSet)
      throw new AppError('E0422', `위탁 품목 ${i + 1}번째 줄: 세트 품목은 구성품으로 나누어 입력하세요.`);
    return {
      lineNo: i + 1,
      partId: part.id,
      partCode: part.code,
      name: part.name,
      qty: line.qty,
      unitPrice: line.unitPrice ?? null,
    };
  });
};
