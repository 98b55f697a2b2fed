import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { stampNow } from '../../platform/db/columns.js';

// The day point rate (§7.4 "Point: day rate list and update"): from its day on, a fixed sale
// earns the rate on its lines (until the next row), unless the customer's rank has a rate.
export const pointDayRates = pgTable('point_day_rates', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rateBp: integer('rate_bp').notNull(),
  memo: text('memo'),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});
