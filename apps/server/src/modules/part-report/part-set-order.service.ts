import { type OrderInput, orderInputSchema, type PartSetOrderInsert, withParticle } from '@erp/domain';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { expandPartSet } from '../part/part-set.service.js';
import { loadOrder, modifyOrder, type OrderView } from '../sales-order/sales-order.service.js';

// PartSetInsert/{ordercode}: a set sells as its components. The order refuses a set line, so the
// set is put on a draft order as one line per component (component qty × set qty, the
// component's sale price), through the order's own modify: the same version check, price rules
// and transaction as any other change of the draft.

export const insertSetIntoOrder = async (
  db: Db,
  orderCode: string,
  input: PartSetOrderInsert,
  actor: AuditActor,
): Promise<OrderView> => {
  const order = await loadOrder(db, orderCode, null);
  if (order.version !== input.version)
    throw new AppError('E0409', '다른 사용자가 먼저 이 주문을 수정했습니다. 새로고침 후 다시 넣으세요.');
  const expansion = await expandPartSet(db, input.setCode, input.qty);
  const inactive = expansion.lines.find((l) => !l.active);
  if (inactive)
    throw new AppError(
      'E0422',
      `세트: 구성 품목 ${inactive.partCode} ${withParticle(inactive.name, '은/는')} 사용하지 않는 품목이라 넣을 수 없습니다.`,
    );
  const setNote = `세트 ${expansion.setCode} × ${input.qty}`;
  const draft: OrderInput = {
    customerCode: order.customerCode,
    memoCode: null,
    vin: order.vin,
    carNumber: order.carNumber,
    warehouseCode: order.warehouseCode,
    memo: order.memo,
    lines: [
      ...order.lines.map((l) => ({
        partCode: l.partCode,
        qty: l.qty,
        unitPrice: l.unitPrice,
        priceReason: l.priceReason,
        memo: l.memo,
      })),
      ...expansion.lines.map((l) => ({
        partCode: l.partCode,
        qty: l.lineQty,
        unitPrice: l.salePrice,
        priceReason: null,
        memo: setNote,
      })),
    ],
  };
  const checked = orderInputSchema.safeParse(draft);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new AppError(
      'E0422',
      issue?.path[0] === 'lines' && issue.path.length === 1
        ? `주문 품목: ${issue.message}`
        : `세트를 넣을 수 없습니다: ${issue?.message ?? '입력이 올바르지 않습니다.'}`,
    );
  }
  return modifyOrder(db, orderCode, checked.data, input.version, actor);
};
