import {
  type ListPage,
  type ListQuery,
  RESV_IMAGE_LIST_SPEC,
  type ResvImage,
  type ResvOrder,
  withParticle,
} from '@erp/domain';
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { readStoredImage, removeStoredImage, storeImage } from '../upload/image-store.js';
import { orderResvImages } from './order-resv-image.table.js';

const AREA = 'resv';
const ymd = (iso: string | null) => (iso ? iso.replaceAll('-', '') : null);

const imageSelect = (db: DbOrTx) =>
  db
    .select({
      id: orderResvImages.id,
      orderCode: salesOrders.code,
      customerCode: customers.code,
      customerName: customers.name,
      reservationDate: salesOrders.reservationDate,
      reservationTime: salesOrders.reservationTime,
      fileName: orderResvImages.fileName,
      size: orderResvImages.size,
      createdAt: orderResvImages.createdAt,
      createdByName: accounts.name,
    })
    .from(orderResvImages)
    .innerJoin(salesOrders, eq(salesOrders.id, orderResvImages.orderId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .leftJoin(accounts, eq(accounts.id, orderResvImages.createdBy));

type ImageRow = Awaited<ReturnType<ReturnType<typeof imageSelect>['execute']>>[number];
const toImage = (r: ImageRow): ResvImage => ({
  ...r,
  reservationDate: ymd(r.reservationDate),
  createdAt: r.createdAt.toISOString(),
});

/** The reservation orders of the last seven days and later, soonest first (the phone's choice). */
export const resvOrders = async (db: DbOrTx): Promise<ResvOrder[]> => {
  const rows = await db
    .select({
      code: salesOrders.code,
      customerCode: customers.code,
      customerName: customers.name,
      carNumber: salesOrders.carNumber,
      reservationDate: salesOrders.reservationDate,
      reservationTime: salesOrders.reservationTime,
      imageCount: sql<number>`(select count(*)::int from order_resv_images i where i.order_id = ${salesOrders.id})`,
    })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(
      and(
        isNotNull(salesOrders.reservationDate),
        gte(salesOrders.reservationDate, sql`((now() at time zone 'Asia/Seoul')::date - 7)`),
      ),
    )
    .orderBy(asc(salesOrders.reservationDate), asc(salesOrders.reservationTime), asc(salesOrders.id))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    reservationDate: ymd(r.reservationDate) ?? '',
    imageCount: Number(r.imageCount),
  }));
};

/**
 * Attaches a photo to a reservation order. The file is checked and written first; when the row
 * cannot be written (the order is gone or not a reservation) the file is removed again.
 */
export const uploadResvImage = async (
  db: Db,
  dataDir: string,
  rawCode: string,
  file: { fileName: string; buffer: Buffer },
  actor: AuditActor,
): Promise<ResvImage> => {
  const code = rawCode.trim().toUpperCase();
  const [order] = await db
    .select({ id: salesOrders.id, reservationDate: salesOrders.reservationDate })
    .from(salesOrders)
    .where(eq(salesOrders.code, code));
  if (!order) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  if (!order.reservationDate)
    throw new AppError('E2003', `예약 주문이 아닙니다 (${code}). 예약 일시가 있는 주문에만 사진을 붙입니다.`);
  const stored = await storeImage(dataDir, AREA, file);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderResvImages)
        .values({
          orderId: order.id,
          fileName: file.fileName.slice(0, 200),
          storedName: stored.storedName,
          contentType: stored.contentType,
          size: stored.size,
          sha256: stored.sha256,
          createdBy: actor.accountId,
        })
        .returning({ id: orderResvImages.id });
      await writeAudit(tx, actor, {
        action: 'order.resv.image',
        entity: 'sales_order',
        entityId: code,
        after: { fileName: file.fileName, size: stored.size, sha256: stored.sha256 },
      });
      return row!.id;
    });
    const [image] = await imageSelect(db).where(eq(orderResvImages.id, id));
    return toImage(image!);
  } catch (error) {
    await removeStoredImage(dataDir, AREA, stored.storedName);
    throw error;
  }
};

type Field = keyof typeof RESV_IMAGE_LIST_SPEC.fields;
const COLUMNS: ListColumns<Field> = {
  createdAt: orderResvImages.createdAt,
  reservationDate: salesOrders.reservationDate,
  customerCode: customers.code,
  orderCode: salesOrders.code,
};
const TABLE = sql`order_resv_images join sales_orders on sales_orders.id = order_resv_images.order_id
  join customers on customers.id = sales_orders.customer_id`;

/** OrderResvImgList: photos newest first, by the day they were taken, the reservation day, customer, order. */
export const listResvImages = async (db: DbOrTx, query: ListQuery): Promise<ListPage<ResvImage>> => {
  const days = query.filters.filter((f) => f.field === 'createdAt');
  const where = listWhere(
    RESV_IMAGE_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => !days.includes(f)),
    ...days.map((f) => kstDayFilter(orderResvImages.createdAt, f)),
  );
  const select = imageSelect(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, orderResvImages.id));
  return countedPage(db, TABLE, where, query, select, toImage);
};

/** The stored photo (served inline only as a raster image). */
export const readResvImage = async (db: DbOrTx, dataDir: string, id: number) => {
  const [row] = await db.select().from(orderResvImages).where(eq(orderResvImages.id, id));
  if (!row) throw new AppError('E2001', '사진을 찾을 수 없습니다.');
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    buffer: await readStoredImage(dataDir, AREA, row.storedName),
  };
};
