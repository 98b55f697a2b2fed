import type { ClientMemoAuthor, ClientOrderMemoInput, ClientOrderMemoView } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { isStaff, type SessionUser } from '../../platform/access/access.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { clientOrderDetail } from './client-order.sql.js';
import { ORDER_NOT_FOUND } from './client-portal.service.js';
import { clientOrderMemos } from './client-portal.table.js';

// ClientOrderMemo: the notes on one client order between the QR customer who placed it and the
// shop's staff. A client reaches its own orders only (another's code reads as a missing order);
// staff reach every one. The staff's names stay with the shop: a client reads them as '매장'.

const scopeOf = (user: SessionUser) => (isStaff(user) ? sql`true` : sql`co.account_id = ${user.accountId}`);

const orderOf = async (db: DbOrTx, code: string, user: SessionUser) => {
  const order = await clientOrderDetail(db, code, scopeOf(user));
  if (!order) throw new AppError('E2001', ORDER_NOT_FOUND);
  return order;
};

export const clientOrderMemoView = async (
  db: DbOrTx,
  code: string,
  user: SessionUser,
): Promise<ClientOrderMemoView> => {
  const order = await orderOf(db, code, user);
  const rows = await queryRows<{
    id: number;
    author: ClientMemoAuthor;
    name: string | null;
    body: string;
    created_at: Date | string;
  }>(
    db,
    sql`select m.id, m.author, a.name, m.body, m.created_at from client_order_memos m
        join client_orders co on co.id = m.client_order_id
        left join accounts a on a.id = m.account_id
        where co.code = ${order.code} order by m.id`,
  );
  const staff = isStaff(user);
  return {
    order,
    memos: rows.map((r) => ({
      id: Number(r.id),
      author: r.author,
      authorName: r.author === 'client' ? order.clientName : staff ? (r.name ?? '매장') : '매장',
      body: r.body,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
};

export const addClientOrderMemo = async (
  db: Db,
  code: string,
  user: SessionUser,
  input: ClientOrderMemoInput,
): Promise<ClientOrderMemoView> => {
  const order = await orderOf(db, code, user);
  const [head] = await queryRows<{ id: number }>(
    db,
    sql`select id from client_orders where code = ${order.code}`,
  );
  await db.insert(clientOrderMemos).values({
    clientOrderId: Number(head!.id),
    accountId: user.accountId,
    author: isStaff(user) ? 'staff' : 'client',
    body: input.body,
  });
  return clientOrderMemoView(db, order.code, user);
};
