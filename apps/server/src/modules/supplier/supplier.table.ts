import { sql } from 'drizzle-orm';
import { boolean, index, pgSequence, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editTrail } from '../../platform/auth/account-ref.js';
import { gramsOf } from '../../platform/db/columns.js';

export const supplierCodeSeq = pgSequence('supplier_code_seq', { startWith: 1 });

/** Suppliers (매입처): the companies parts are bought from. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().default(sql`prefixed_code('S', nextval('supplier_code_seq'), 6)`),
    name: text('name').notNull(),
    /** supplierNameKey(name): duplicate detection ignores spaces and corporate marks. */
    nameKey: text('name_key').notNull(),
    bizNo: text('biz_no'),
    representative: text('representative'),
    contactName: text('contact_name'),
    phone: text('phone'),
    mobile: text('mobile'),
    fax: text('fax'),
    email: text('email'),
    address: text('address'),
    bankAccount: text('bank_account'),
    paymentTerms: text('payment_terms'),
    active: boolean('active').notNull().default(true),
    memo: text('memo'),
    ...editTrail(),
    nameGrams: gramsOf('name_grams', sql.raw('name')),
  },
  (t) => [
    uniqueIndex('suppliers_code_key').on(t.code),
    index('suppliers_name_idx').on(t.name, t.id),
    index('suppliers_name_key_idx').on(t.nameKey),
    index('suppliers_biz_no_idx').on(t.bizNo),
    index('suppliers_name_grams_idx').using('gin', t.nameGrams),
  ],
);
