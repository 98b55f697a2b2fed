import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { stamp, stampNow } from '../../platform/db/columns.js';

// What a customer user has beyond its login: contact and the recommender's code (the external
// sales person or customer who brought it in: recommendation points follow this code).
export const customerUserProfiles = pgTable(
  'customer_user_profiles',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    email: text('email'),
    recommendCode: text('recommend_code'),
    recommendChangedAt: stamp('recommend_changed_at'),
    createdAt: stampNow('created_at'),
  },
  (t) => [index('customer_user_profiles_recommend_idx').on(t.recommendCode)],
);
