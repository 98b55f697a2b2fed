import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef, editTrail } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';

/** A car the order desk knows (CarInfo/CarDataInfo), by VIN and/or plate. */
export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    vin: text('vin'),
    /** vinPattern(vin): the model line, for fitment matches. */
    vinPattern: text('vin_pattern'),
    carNo: text('car_no'),
    maker: text('maker'),
    model: text('model'),
    /** carModelKey(model). */
    modelKey: text('model_key'),
    modelYear: integer('model_year'),
    engine: text('engine'),
    customerCode: text('customer_code').references(() => customers.code),
    memo: text('memo'),
    /** Decoded vehicle data as [{ name, value }] with the decoder's English names. */
    attributes: jsonb('attributes').notNull().default(sql`'[]'::jsonb`),
    decodedBy: text('decoded_by'),
    fileName: text('file_name'),
    fileStoredName: text('file_stored_name'),
    fileContentType: text('file_content_type'),
    ...editTrail(),
  },
  (t) => [
    uniqueIndex('cars_vin_key').on(t.vin).where(sql`vin is not null`),
    index('cars_car_no_idx').on(t.carNo),
    index('cars_customer_idx').on(t.customerCode),
    index('cars_updated_idx').on(t.updatedAt),
  ],
);

/** Which part fits which car: entered by hand now; the sales issue adds the ones learnt from orders. */
export const partFitments = pgTable(
  'part_fitments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partId: refTo('part_id', () => parts.id),
    vin: text('vin'),
    vinPattern: text('vin_pattern'),
    maker: text('maker'),
    model: text('model'),
    modelKey: text('model_key'),
    modelYear: integer('model_year'),
    source: text('source').notNull(),
    customerCode: text('customer_code'),
    memoCode: text('memo_code'),
    docCode: text('doc_code'),
    note: text('note'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    index('part_fitments_vin_idx').on(t.vin, t.partId),
    index('part_fitments_pattern_idx').on(t.vinPattern, t.partId),
    index('part_fitments_model_idx').on(t.modelKey, t.partId),
    index('part_fitments_part_idx').on(t.partId),
    index('part_fitments_created_idx').on(t.createdAt),
  ],
);
