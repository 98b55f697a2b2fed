import type { PurchasePrintParties } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { getCompanyProfile } from '../company/company.service.js';
import { purchases } from '../purchase/purchase.table.js';
import { suppliers } from '../supplier/supplier.table.js';

// PurchasePrint/purchase/:code: the purchase login may not read the company record (company
// settings are staff only), so the print asks here for both parties of its 매입 전표.

/** The company's profile as a print party, or null while none is registered (the sheet says 당사). */
const companyParty = async (db: DbOrTx): Promise<PurchasePrintParties['company']> => {
  try {
    const c = await getCompanyProfile(db);
    return {
      name: c.name,
      bizNo: c.bizNo,
      representative: c.representative,
      address: c.address,
      phone: c.phone,
    };
  } catch (e) {
    if (e instanceof AppError && e.code === 'E2001') return null;
    throw e;
  }
};

export const purchasePrintParties = async (db: DbOrTx, code: string): Promise<PurchasePrintParties> => {
  const [supplier] = await db
    .select({
      name: suppliers.name,
      bizNo: suppliers.bizNo,
      representative: suppliers.representative,
      address: suppliers.address,
      phone: suppliers.phone,
    })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(eq(purchases.code, code));
  if (!supplier) throw new AppError('E2001', `매입 ${code}을(를) 찾을 수 없습니다.`);
  return { supplier, company: await companyParty(db) };
};
