import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { fixOrder } from '../sales-order/order-fix.service.js';
import { createOrder } from '../sales-order/sales-order.service.js';
import type { ResolvedLine } from './consignment-location.js';
import { salePriceOf } from './consignment-read.service.js';

/**
 * What the shop used is sold to it: an ordinary order from its consignment location, registered
 * and fixed by the sales-order module (the stock goes out of the location, the receivable up).
 * A line without a price takes the part's sale price; a typed one carries its reason. Called inside
 * the consignment's transaction, so a refused fix takes the draft with it. Answers the order code.
 */
export const sellUsed = async (
  db: Db,
  use: {
    code: string;
    customerCode: string;
    location: string;
    lines: readonly ResolvedLine[];
    memo: string | null;
  },
  actor: AuditActor,
): Promise<string> => {
  const prices = await salePriceOf(
    db,
    use.lines.map((l) => l.partId),
  );
  const draft = await createOrder(
    db,
    {
      customerCode: use.customerCode,
      warehouseCode: use.location,
      memo: `위탁 사용 ${use.code}${use.memo ? ` ${use.memo}` : ''}`,
      lines: use.lines.map((l) => ({
        partCode: l.partCode,
        qty: l.qty,
        unitPrice: l.unitPrice ?? prices.get(l.partId) ?? 0,
        ...(l.unitPrice === null ? {} : { priceReason: `위탁 사용 ${use.code}` }),
      })),
    },
    actor,
    ['consignment'],
  );
  await fixOrder(db, draft.code, actor);
  return draft.code;
};
