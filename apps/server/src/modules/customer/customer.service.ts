import {
  CUSTOMER_LIST_SPEC,
  type Customer,
  type CustomerInput,
  type CustomerListField,
  type CustomerPortalView,
  type CustomerSaveResult,
  type CustomerSimpleInput,
  canConfirmInsert,
  type ListPage,
  type ListQuery,
  latinKeysOf,
  type QuickChange,
  toCustomerPortalView,
  withParticle,
} from '@erp/domain';
import { and, eq, getTableColumns, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isStaff, rowScope, type SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AppPorts } from '../../platform/http/app-ports.js';
import {
  countCapped,
  gramsContains,
  kstDay,
  type ListColumns,
  listOrderBy,
  listWhere,
  pageWindow,
  withOrderedScan,
} from '../../platform/list/list-query.sql.js';
import { customerChanges, customers } from './customer.table.js';

type CustomerRow = Omit<typeof customers.$inferSelect, 'nameGrams' | 'searchGrams' | 'searchText'>;
export type ChangeVia = 'full' | 'simple' | 'excel' | 'status';

const staff = alias(accounts, 'sales_staff');

export const toCustomer = (row: CustomerRow, salesStaffName: string | null = null): Customer => ({
  id: row.id,
  code: row.code,
  name: row.name,
  bizNo: row.bizNo,
  representative: row.representative,
  phone: row.phone,
  mobile: row.mobile,
  fax: row.fax,
  email: row.email,
  postcode: row.postcode,
  address: row.address,
  addressDetail: row.addressDetail,
  districtGroup: row.districtGroup,
  customerType: row.customerType as Customer['customerType'],
  status: row.status as Customer['status'],
  unpaidCode: row.unpaidCode,
  rank: row.rank,
  interfaceId: row.interfaceId,
  salesStaffId: row.salesStaffId,
  salesStaffName,
  creditLimit: row.creditLimit,
  paymentTerms: row.paymentTerms,
  taxInvoiceEmail: row.taxInvoiceEmail,
  vatIncluded: row.vatIncluded,
  oldPartPickupAllowed: row.oldPartPickupAllowed,
  memo: row.memo,
  insertCheckedAt: row.insertCheckedAt?.toISOString() ?? null,
  insertCheckedBy: row.insertCheckedBy,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

// Only the business columns go into audit and change rows (not the generated search columns).
const businessFields = (c: Customer) => {
  const { salesStaffName: _name, ...rest } = c;
  return rest;
};

const assertSalesStaff = async (db: DbOrTx, id: number | null | undefined) => {
  if (id == null) return;
  const [row] = await db.select({ role: accounts.role }).from(accounts).where(eq(accounts.id, id)).limit(1);
  if (!row || (row.role !== 'admin' && row.role !== 'public' && row.role !== 'external')) {
    throw new AppError('E0422', '영업 담당: 직원이나 외부 영업 계정이 아닙니다.');
  }
};

// The generated search columns stay in the database: lists never need them on the wire.
const {
  nameGrams: _nameGrams,
  searchGrams: _searchGrams,
  searchText: _searchText,
  ...CUSTOMER_COLUMNS
} = getTableColumns(customers);

const selectWithStaff = (db: DbOrTx) =>
  db
    .select({ row: CUSTOMER_COLUMNS, staffName: staff.name })
    .from(customers)
    .leftJoin(staff, eq(staff.id, customers.salesStaffId));

const reload = async (db: DbOrTx, id: number): Promise<Customer> => {
  const [found] = await selectWithStaff(db).where(eq(customers.id, id)).limit(1);
  return toCustomer(found!.row, found!.staffName);
};

const duplicatesOf = async (db: DbOrTx, bizNo: string | null | undefined, exceptId?: number) => {
  if (!bizNo) return [];
  return db
    .select({ code: customers.code, name: customers.name })
    .from(customers)
    .where(and(eq(customers.bizNo, bizNo), exceptId ? ne(customers.id, exceptId) : undefined))
    .limit(20);
};

export const createCustomer = async (
  db: Db,
  input: CustomerInput | CustomerSimpleInput,
  actor: AuditActor,
  via: 'full' | 'simple' | 'excel' = 'full',
): Promise<CustomerSaveResult> => {
  await assertSalesStaff(db, (input as CustomerInput).salesStaffId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ ...input, createdBy: actor.accountId })
      .returning();
    const customer = await reload(tx, row!.id);
    await writeAudit(tx, actor, {
      action: `customer.create.${via}`,
      entity: 'customer',
      entityId: customer.code,
      after: businessFields(customer),
    });
    return { customer, duplicateBizNo: await duplicatesOf(tx, customer.bizNo, customer.id) };
  });
};

export const getCustomer = async (db: DbOrTx, code: string, user: SessionUser): Promise<Customer> => {
  const [found] = await selectWithStaff(db)
    .where(and(eq(customers.code, code), rowScope(user, { customerCode: customers.code })))
    .limit(1);
  if (!found) throw new AppError('E2001', `거래처 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return toCustomer(found.row, found.staffName);
};

export const getCustomerByInterfaceId = async (
  db: DbOrTx,
  interfaceId: string,
  user: SessionUser,
): Promise<Customer> => {
  const [found] = await selectWithStaff(db)
    .where(and(eq(customers.interfaceId, interfaceId), rowScope(user, { customerCode: customers.code })))
    .limit(1);
  if (!found) throw new AppError('E2001', `연동 ID ${interfaceId}의 거래처를 찾을 수 없습니다.`);
  return toCustomer(found.row, found.staffName);
};

/**
 * Modifies a customer read at `version`. A stale form (someone saved in between) is refused with
 * E0409 instead of overwriting the other person's change. Simple-form changes wait for a check.
 */
export const modifyCustomer = async (
  db: Db,
  code: string,
  input: Partial<CustomerInput>,
  version: number,
  actor: AuditActor,
  via: ChangeVia,
): Promise<CustomerSaveResult> => {
  await assertSalesStaff(db, input.salesStaffId);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.code, code)).limit(1);
    if (!before) throw new AppError('E2001', `거래처 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
    const [row] = await tx
      .update(customers)
      .set({ ...input, updatedAt: sql`now()`, version: sql`${customers.version} + 1` })
      .where(and(eq(customers.id, before.id), eq(customers.version, version)))
      .returning();
    if (!row)
      throw new AppError(
        'E0409',
        '다른 사용자가 먼저 이 거래처를 수정했습니다. 새로고침 후 다시 수정하세요.',
      );
    const customer = await reload(tx, row.id);
    const beforeFields = businessFields(toCustomer(before));
    const afterFields = businessFields(customer);
    await tx.insert(customerChanges).values({
      customerId: row.id,
      via,
      before: beforeFields,
      after: afterFields,
      changedBy: actor.accountId,
      checkRequired: via === 'simple',
    });
    await writeAudit(tx, actor, {
      action: `customer.modify.${via}`,
      entity: 'customer',
      entityId: code,
      before: beforeFields,
      after: afterFields,
    });
    return { customer, duplicateBizNo: await duplicatesOf(tx, customer.bizNo, customer.id) };
  });
};

const LIST_COLUMNS: ListColumns<CustomerListField> = {
  code: customers.code,
  name: { expr: customers.name, grams: customers.nameGrams },
  bizNo: customers.bizNo,
  representative: customers.representative,
  phone: {
    expr: sql`coalesce(${customers.phone}, '') || '|' || coalesce(${customers.mobile}, '')`,
    grams: customers.searchGrams,
  },
  districtGroup: customers.districtGroup,
  rank: customers.rank,
  status: customers.status,
  customerType: customers.customerType,
  salesStaffId: customers.salesStaffId,
  creditLimit: customers.creditLimit,
  insertChecked: sql`(${customers.insertCheckedAt} is not null)`,
  createdAt: kstDay(customers.createdAt),
  updatedAt: kstDay(customers.updatedAt),
};

/**
 * The search box: code, name, representative, phone or business number, each word in any order;
 * a code or number typed with the Korean input method on ('ㅊ000001') is also read as its keys.
 */
const customerKeyword = (keyword: string): SQL => {
  const typed = latinKeysOf(keyword);
  const asTyped = gramsContains(customers.searchGrams, customers.searchText, keyword);
  return typed ? or(asTyped, gramsContains(customers.searchGrams, customers.searchText, typed))! : asTyped;
};

export const customerListWhere = (query: ListQuery, user: SessionUser, extra: SQL[] = []): SQL | undefined =>
  listWhere(
    CUSTOMER_LIST_SPEC,
    LIST_COLUMNS,
    query.filters,
    query.keyword ? customerKeyword(query.keyword) : undefined,
    rowScope(user, { customerCode: customers.code }),
    ...extra,
  );

export const listCustomers = async (
  db: Db,
  query: ListQuery,
  user: SessionUser,
  extra: SQL[] = [],
): Promise<ListPage<Customer>> => {
  const where = customerListWhere(query, user, extra);
  const { total, totalCapped } = await countCapped(db, customers, where);
  const { limit, offset } = pageWindow(query);
  const page = (handle: DbOrTx) =>
    selectWithStaff(handle)
      .where(where)
      .orderBy(...listOrderBy(LIST_COLUMNS, query.sort, customers.id))
      .limit(limit)
      .offset(offset);
  const rows = totalCapped && where ? await withOrderedScan(db, page) : await page(db);
  return {
    rows: rows.map((r) => toCustomer(r.row, r.staffName)),
    total,
    totalCapped,
    page: query.page,
    size: query.size,
  };
};

/** Rows of the current filter in pages, for the streamed Excel download of every matching row. */
export async function* iterateCustomers(
  db: DbOrTx,
  query: ListQuery,
  user: SessionUser,
  batch = 2_000,
): AsyncGenerator<Customer[]> {
  const where = customerListWhere(query, user);
  for (let offset = 0; ; offset += batch) {
    const rows = await selectWithStaff(db)
      .where(where)
      .orderBy(...listOrderBy(LIST_COLUMNS, query.sort, customers.id))
      .limit(batch)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows.map((r) => toCustomer(r.row, r.staffName));
    if (rows.length < batch) return;
  }
}

/** A second person confirms a newly registered customer (CustInsertCheckList). */
export const confirmCustomerInsert = async (db: Db, code: string, actor: AuditActor): Promise<Customer> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(customers).where(eq(customers.code, code)).limit(1);
    if (!row) throw new AppError('E2001', `거래처 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
    if (row.insertCheckedAt) throw new AppError('E2003', '이미 확인된 거래처입니다.');
    const reason = canConfirmInsert(row.createdBy, actor.accountId ?? -1);
    if (reason) throw new AppError('E2003', reason);
    const [updated] = await tx
      .update(customers)
      .set({ insertCheckedAt: sql`now()`, insertCheckedBy: actor.accountId })
      .where(and(eq(customers.id, row.id), sql`${customers.insertCheckedAt} is null`))
      .returning();
    if (!updated) throw new AppError('E0409', '다른 사용자가 먼저 확인했습니다.');
    await writeAudit(tx, actor, { action: 'customer.insert.check', entity: 'customer', entityId: code });
    return toCustomer(updated);
  });

const diff = (before: unknown, after: unknown) => {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return Object.keys(a)
    .filter((k) => !['version', 'updatedAt'].includes(k) && JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
};

/** CustomerQuickChangeCheckAllList: quick changes, unchecked first. */
export const listQuickChanges = async (
  db: DbOrTx,
  options: { onlyUnchecked: boolean; page: number; size: number },
): Promise<{ rows: QuickChange[]; total: number }> => {
  const changer = alias(accounts, 'changer');
  const where = and(
    eq(customerChanges.checkRequired, true),
    options.onlyUnchecked ? sql`${customerChanges.checkedAt} is null` : undefined,
  );
  const rows = await db
    .select({
      change: customerChanges,
      code: customers.code,
      name: customers.name,
      changerName: changer.name,
    })
    .from(customerChanges)
    .innerJoin(customers, eq(customers.id, customerChanges.customerId))
    .leftJoin(changer, eq(changer.id, customerChanges.changedBy))
    .where(where)
    .orderBy(
      sql`${customerChanges.checkedAt} is not null`,
      sql`${customerChanges.changedAt} desc`,
      customerChanges.id,
    )
    .limit(options.size)
    .offset((options.page - 1) * options.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(customerChanges).where(where);
  return {
    rows: rows.map((r) => ({
      id: r.change.id,
      customerCode: r.code,
      customerName: r.name,
      via: r.change.via,
      changes: diff(r.change.before, r.change.after),
      changedBy: r.change.changedBy,
      changedByName: r.changerName,
      changedAt: r.change.changedAt.toISOString(),
      checkedBy: r.change.checkedBy,
      checkedAt: r.change.checkedAt?.toISOString() ?? null,
    })),
    total: Number(count?.n ?? 0),
  };
};

export const checkQuickChange = async (db: Db, id: number, actor: AuditActor): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(customerChanges).where(eq(customerChanges.id, id)).limit(1);
    if (!row?.checkRequired) throw new AppError('E2001', '확인할 변경 기록을 찾을 수 없습니다.');
    if (row.checkedAt) throw new AppError('E2003', '이미 확인된 변경입니다.');
    if (row.changedBy !== null && row.changedBy === actor.accountId) {
      throw new AppError('E2003', '변경한 사람이 직접 확인할 수 없습니다. 다른 직원이 확인해야 합니다.');
    }
    await tx
      .update(customerChanges)
      .set({ checkedAt: sql`now()`, checkedBy: actor.accountId })
      .where(eq(customerChanges.id, id));
    await writeAudit(tx, actor, { action: 'customer.change.check', entity: 'customer_change', entityId: id });
  });

/** The customer-facing projection of a customer, with its balance (see customerPortalViewSchema). */
export const customerPortalViewOf = async (
  db: DbOrTx,
  ports: Pick<AppPorts, 'customerBalance'>,
  customer: Customer,
): Promise<CustomerPortalView> =>
  toCustomerPortalView(customer, await ports.customerBalance(db, customer.id));

/**
 * A customer as the caller may read it: staff read the whole row, a customer user (or any other
 * portal kind) the customer-facing projection with its balance.
 */
export const customerViewFor = async (
  db: DbOrTx,
  ports: Pick<AppPorts, 'customerBalance'>,
  user: SessionUser,
  customer: Customer,
): Promise<Customer | CustomerPortalView> =>
  isStaff(user) ? customer : customerPortalViewOf(db, ports, customer);
