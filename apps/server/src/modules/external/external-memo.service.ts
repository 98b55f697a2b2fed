import type { ExternalMemoInput, ExternalMemoQuery, MemoView } from '@erp/domain';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createMemo, getMemo, listMemos } from '../sales-order/memo.service.js';
import { assertOwnCustomer, externalOf } from './external-scope.js';

// ExternalMemo: an external writes an order memo for one of their customers (the car and what the
// shop needs). It is an ordinary order memo of sales-order, so it appears on head office's
// unprocessed memo list; the external may also register the order from it (ExternalOrderRegister),
// which marks it done. Memos of another's customer answer like missing ones.

const NO_MEMO = '메모를 찾을 수 없습니다.';

export const saveExternalMemo = async (
  db: Db,
  user: SessionUser,
  input: ExternalMemoInput,
  actor: AuditActor,
): Promise<MemoView> => {
  await assertOwnCustomer(db, await externalOf(db, user, null), input.customerCode);
  return createMemo(
    db,
    {
      customerCode: input.customerCode,
      vin: input.vin ?? undefined,
      carNumber: input.carNumber ?? undefined,
      request: input.request,
      urgent: input.urgent,
      deliveryPickupId: null,
    },
    actor,
  );
};

export const externalMemo = async (db: DbOrTx, user: SessionUser, code: string): Promise<MemoView> => {
  const ext = await externalOf(db, user, null);
  let memo: MemoView;
  try {
    memo = await getMemo(db, code.trim().toUpperCase());
  } catch {
    throw new AppError('E2001', NO_MEMO);
  }
  try {
    await assertOwnCustomer(db, ext, memo.customerCode);
  } catch {
    throw new AppError('E2001', NO_MEMO);
  }
  return memo;
};

/** The memos of one of the external's customers, newest first (whoever took them). */
export const listExternalMemos = async (db: DbOrTx, user: SessionUser, query: ExternalMemoQuery) => {
  await assertOwnCustomer(db, await externalOf(db, user, null), query.customerCode);
  return listMemos(db, {
    unprocessedOnly: false,
    customerCode: query.customerCode,
    page: query.page,
    size: query.size,
  });
};
