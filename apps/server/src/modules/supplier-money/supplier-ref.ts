import { withParticle } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { suppliers } from '../supplier/supplier.table.js';

/**
 * The supplier a request names. In a body it is input (E0422 naming the field); in the path it is
 * the row asked for (E2001, 404).
 */
export const supplierOfInput = async (db: DbOrTx, code: string, missing: 'E0422' | 'E2001' = 'E0422') => {
  const value = code.trim().toUpperCase();
  const [row] = await db
    .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.code, value));
  if (row) return row;
  throw missing === 'E0422'
    ? new AppError('E0422', `매입처: 없는 매입처입니다 (${value}).`)
    : new AppError('E2001', `매입처 ${withParticle(value, '을/를')} 찾을 수 없습니다.`);
};
