import {
  SUPPLIER_BILL_COLUMNS,
  SUPPLIER_PAYMENT_COLUMNS,
  type SupplierBillSummary,
  type SupplierPayment,
} from '@erp/domain';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { SUPPLIER_MONEY_PATHS } from './supplier-money.api';

// The small grids the payment screens show beside the form: bills and payments of one supplier,
// on the same declared columns as their lists and Excel files.

const PAYMENT_GRID = gridColumnsOf(SUPPLIER_PAYMENT_COLUMNS);
const BILL_GRID = gridColumnsOf(SUPPLIER_BILL_COLUMNS);

/** A supplier's payments; Enter or a double click opens one to modify or cancel it. */
export const PaymentTable = ({
  gridId,
  rows,
}: {
  gridId: string;
  rows: readonly SupplierPayment[] | undefined;
}) => {
  const navigate = useNavigate();
  return (
    <DataTable<SupplierPayment>
      gridId={gridId}
      columns={PAYMENT_GRID}
      rows={rows}
      rowId={(p) => p.code}
      height={260}
      onRowOpen={(p) => navigate(SUPPLIER_MONEY_PATHS.modify(p.code))}
      emptyText="출금 내역이 없습니다."
    />
  );
};

/** A supplier's bills; a row opens the bill in the matching screen. */
export const BillTable = ({
  gridId,
  rows,
  emptyText,
}: {
  gridId: string;
  rows: readonly SupplierBillSummary[] | undefined;
  emptyText: string;
}) => {
  const navigate = useNavigate();
  return (
    <DataTable<SupplierBillSummary>
      gridId={gridId}
      columns={BILL_GRID}
      rows={rows}
      rowId={(b) => b.code}
      height={260}
      onRowOpen={(b) => navigate(SUPPLIER_MONEY_PATHS.payingBill(b.code))}
      emptyText={emptyText}
    />
  );
};
