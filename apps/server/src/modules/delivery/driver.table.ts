import { boolean, doublePrecision, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { stampNow } from '../../platform/db/columns.js';
import { warehouses } from '../stock/stock.table.js';

/** A driver (기사): an account of kind mobile or staff with a vehicle, a capacity and a shift. */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef('account_id').notNull(),
    phone: text('phone'),
    vehicleNo: text('vehicle_no'),
    vehicleKind: text('vehicle_kind'),
    capacity: integer('capacity').notNull().default(0),
    shiftStart: text('shift_start').notNull().default('0900'),
    shiftEnd: text('shift_end').notNull().default('1800'),
    startLat: doublePrecision('start_lat'),
    startLng: doublePrecision('start_lng'),
    active: boolean('active').notNull().default(true),
    memo: text('memo'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [uniqueIndex('drivers_account_key').on(t.accountId)],
);

/** Who checks the loading (검수자): an account, optionally tied to a warehouse. */
export const checkers = pgTable(
  'checkers',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef('account_id').notNull(),
    phone: text('phone'),
    warehouseCode: text('warehouse_code').references(() => warehouses.code),
    active: boolean('active').notNull().default(true),
    memo: text('memo'),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [uniqueIndex('checkers_account_key').on(t.accountId)],
);
