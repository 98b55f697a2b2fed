import { integer } from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';

/** Who did something to a row (created_by, checked_by, …): an account, empty when nobody yet. */
export const accountRef = <N extends string>(name: N) => integer(name).references(() => accounts.id);
