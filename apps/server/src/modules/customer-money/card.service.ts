import type { CardInput, CreditCard } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { tokenizeCard } from './card-gateway.adapter.js';

// Cards: the gateway is asked first, outside any transaction; only its token and the last four
// digits are written, and the audit row names the last four only.

type CardSql = {
  id: number;
  code: string;
  last4: string;
  brand: string | null;
  holder_name: string | null;
  created_at: Date | string;
};
const toCard = (r: CardSql): CreditCard => ({
  id: Number(r.id),
  customerCode: r.code,
  last4: r.last4,
  brand: r.brand,
  holderName: r.holder_name,
  createdAt: new Date(r.created_at).toISOString(),
});
const CARD_SQL = sql`k.id, c.code, k.last4, k.brand, k.holder_name, k.created_at from customer_cards k join customers c on c.id = k.customer_id`;

export const listCards = async (db: DbOrTx, customerCode: string): Promise<CreditCard[]> =>
  (
    await queryRows<CardSql>(
      db,
      sql`select ${CARD_SQL} where c.code = ${customerCode.toUpperCase()} order by k.id desc`,
    )
  ).map(toCard);

export const registerCard = async (db: Db, input: CardInput, actor: AuditActor): Promise<CreditCard> => {
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`select id from customers where code = ${input.customerCode}`,
  );
  if (!customer)
    throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`, {
      field: 'customerCode',
    });
  const token = await tokenizeCard({
    number: input.cardNumber,
    expiry: input.expiry,
    securityCode: input.securityCode,
  });
  const id = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into customer_cards (customer_id, token, last4, brand, holder_name, created_by)
          values (${customer.id}, ${token.token}, ${token.last4}, ${token.brand}, ${input.holderName ?? null}, ${actor.accountId}) returning id`,
    );
    await writeAudit(tx, actor, {
      action: 'card.register',
      entity: 'customer',
      entityId: input.customerCode,
      after: { last4: token.last4, brand: token.brand },
    });
    return Number(row!.id);
  });
  const [card] = await queryRows<CardSql>(db, sql`select ${CARD_SQL} where k.id = ${id}`);
  return toCard(card!);
};
