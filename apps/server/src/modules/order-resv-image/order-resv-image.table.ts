import { bigint, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

// A photo attached to a reservation order: the file lives under DATA_DIR/uploads/resv under a
// name the server made up; the row keeps the name the phone sent only for display.
export const orderResvImages = pgTable(
  'order_resv_images',
  {
    id: serial('id').primaryKey(),
    orderId: refTo('order_id', () => salesOrders.id),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    index('order_resv_images_order_idx').on(t.orderId, t.id),
    index('order_resv_images_created_idx').on(t.createdAt, t.id),
  ],
);
