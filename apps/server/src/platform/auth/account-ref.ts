import { integer } from 'drizzle-orm/pg-core';
import { stampNow } from '../db/columns.js';
import { accounts } from './account.table.js';

/** Who did something to a row (created_by, checked_by, …): an account, empty when nobody yet. */
export const accountRef = <N extends string>(name: N) => integer(name).references(() => accounts.id);

/**
 * The trail of a master row clerks create and edit (customers, suppliers, parts, cars): who
 * created it and when, its last change, and the version an edit must name (optimistic locking).
 */
export const editTrail = () => ({
  createdBy: accountRef('created_by'),
  createdAt: stampNow('created_at'),
  updatedAt: stampNow('updated_at'),
  version: integer('version').notNull().default(1),
});
