import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { getCompanyProfile } from '../company/company.service.js';
import { customers } from '../customer/customer.table.js';
import type { InvoicePartyJson } from './tax-invoice.table.js';

// The two parties of an invoice as the NTS requires them: business number (종사업장 where set),
// name, representative, address, business type and item, the buyer's invoice mail.

export const supplierParty = async (db: DbOrTx): Promise<InvoicePartyJson> => {
  const c = await getCompanyProfile(db);
  return {
    bizNo: c.bizNo,
    subBizNo: null,
    name: c.name,
    representative: c.representative,
    address: c.address,
    businessType: c.businessType,
    businessItem: c.businessItem,
    email: null,
  };
};

/** The buyer; a customer without a business number cannot receive a tax invoice. */
export const buyerParty = async (
  db: DbOrTx,
  customerId: number,
): Promise<{ party: InvoicePartyJson; code: string }> => {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!c) throw new AppError('E2001', '거래처를 찾을 수 없습니다.');
  if (!c.bizNo)
    throw new AppError(
      'E0422',
      `공급받는자 등록번호: 거래처 ${c.code} ${c.name}에 사업자등록번호가 없습니다.`,
    );
  return {
    code: c.code,
    party: {
      bizNo: c.bizNo,
      subBizNo: null,
      name: c.name,
      representative: c.representative,
      address: [c.address, c.addressDetail].filter(Boolean).join(' ') || null,
      businessType: null,
      businessItem: null,
      email: c.taxInvoiceEmail ?? c.email,
    },
  };
};
