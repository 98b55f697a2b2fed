import { type PurchasePrintParties, type StatementParty, withParticle } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { getCompanyProfile } from '../company/company.service.js';
import { purchases } from '../purchase/purchase.table.js';
import { getSupplier } from '../supplier/supplier.service.js';
import { suppliers } from '../supplier/supplier.table.js';

// PurchasePrint/purchase/:code: the purchase login may not read the company record (company
// settings are staff only), so the print asks here for both parties of its 매입 전표.

/** The boxes of the sheet take these fields of a registration, whichever side it is. */
const partyOf = (r: StatementParty): StatementParty => ({
  name: r.name,
  bizNo: r.bizNo,
  representative: r.representative,
  address: r.address,
  phone: r.phone,
});

export const purchasePrintParties = async (db: DbOrTx, code: string): Promise<PurchasePrintParties> => {
  const [row] = await db
    .select({ supplierCode: suppliers.code })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(eq(purchases.code, code));
  if (!row) throw new AppError('E2001', `매입 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  // An installation without its company profile still prints, the company box saying 당사.
  const company = await getCompanyProfile(db).catch(() => null);
  return {
    supplier: partyOf(await getSupplier(db, row.supplierCode)),
    company: company && {
      ...partyOf(company),
      businessType: company.businessType,
      businessItem: company.businessItem,
    },
  };
};
