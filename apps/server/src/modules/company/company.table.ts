import { pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { stampNow } from '../../platform/db/columns.js';

// The company itself (COMPANY_CODE 00001): the supplier box of every statement and estimate.
export const companyProfile = pgTable('company_profile', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  bizNo: text('biz_no').notNull(),
  representative: text('representative').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  fax: text('fax'),
  businessType: text('business_type'),
  businessItem: text('business_item'),
  bankAccount: text('bank_account'),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});
