import { aliasedTable, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { suppliers } from '../supplier/supplier.table.js';

// What every four-eyes supplier document (purchase order, return) reads for its list and its
// view: its supplier and the names of who requested, checked, approved and saved it, written once
// so the two lists cannot name people differently.

const requesters = aliasedTable(accounts, 'requesters');
const checkers = aliasedTable(accounts, 'checkers');
const approvers = aliasedTable(accounts, 'approvers');
const savers = aliasedTable(accounts, 'savers');

/** A table on the approval path: its supplier and each step's account. */
type ApprovalTable = PgTable & {
  supplierId: PgColumn;
  warehouseCode: PgColumn;
  requestedBy: PgColumn;
  checkedBy: PgColumn;
  approvedBy: PgColumn;
  savedBy: PgColumn;
};

/** The warehouse's name of a document, its code when the warehouse is gone. */
export const warehouseNameOf = (code: PgColumn): SQL<string> =>
  sql<string>`coalesce((select w.name from warehouses w where w.code = ${code}), ${code})`;

/** The supplier and the names of who took each step; join them with `joinApprovalPeople`. */
export const approvalNameColumns = {
  supplierCode: suppliers.code,
  supplierName: suppliers.name,
  requestedByName: requesters.name,
  checkedByName: checkers.name,
  approvedByName: approvers.name,
  savedByName: savers.name,
};

/** The joins `approvalNameColumns` read, in the order a select applies them. */
export const approvalJoins = (doc: ApprovalTable) =>
  [
    [suppliers, eq(suppliers.id, doc.supplierId)],
    [requesters, eq(requesters.id, doc.requestedBy)],
    [checkers, eq(checkers.id, doc.checkedBy)],
    [approvers, eq(approvers.id, doc.approvedBy)],
    [savers, eq(savers.id, doc.savedBy)],
  ] as const;
