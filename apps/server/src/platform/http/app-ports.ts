import type { BarcodeDuplicate, UnitBarcodeCreateInput } from '@erp/domain';
import type { DbOrTx, Tx } from '../db/database.js';

/**
 * What a module reads from a module of a later layer without importing it: the later module
 * provides the function in its index (`provides`), the app hands every module the set. So a
 * catalogue module (customer) can show a ledger's balance (receivable) while the import arrows
 * still run one way.
 */
export type AppPorts = {
  /** A customer's receivable balance in won (0 before its first entry). */
  customerBalance: (db: DbOrTx, customerId: number) => Promise<number>;
  /** Who carries a barcode value: a part's maker barcode or a printed unit (the barcode module). */
  barcodeOwner: (db: DbOrTx, value: string) => Promise<BarcodeDuplicate>;
  /**
   * Refuses unit barcodes an order has no room for: it must carry the part, and its units never
   * pass the qty ordered (the sales-order module).
   */
  orderUnitRoom: (tx: Tx, input: UnitBarcodeCreateInput, part: UnitRoomPart) => Promise<void>;
  /**
   * The same for a purchase (the purchase module); answers the purchase's status and warehouse,
   * which the new units take.
   */
  purchaseUnitRoom: (
    tx: Tx,
    input: UnitBarcodeCreateInput,
    part: UnitRoomPart,
  ) => Promise<{ code: string; status: string; warehouseCode: string }>;
  /**
   * Later documents holding a fixed purchase's lines (a supplier bill, a return to the supplier):
   * a fix change is refused while any of them does. Several modules add one each.
   */
  purchaseHolds: readonly PurchaseHold[];
  /**
   * Checks run on a login after the password is right (the IP rules of IP 관리): each answers the
   * Korean reason the login is refused, or null. Several modules may add one; none = no check.
   */
  loginGuards: readonly LoginGuard[];
};

/** Who is logging in, from where, on which page: what a login guard decides on. */
export type LoginGuardInput = {
  accountId: number;
  loginId: string;
  kind: string;
  ip: string;
  portal: string;
};
export type LoginGuard = (db: DbOrTx, login: LoginGuardInput) => Promise<string | null>;

/** The Korean reason a later document holds the purchase (so its fix change must wait), or null. */
export type PurchaseHold = (tx: Tx, purchaseId: number) => Promise<string | null>;

/** The part unit barcodes are issued for. */
type UnitRoomPart = { id: number; partNo: string };

/** The ports the modules provide; a port no module provides is an error at start, not at the call. */
export const portsOf = (provided: readonly Partial<AppPorts>[]): AppPorts => {
  const ports: Partial<AppPorts> = Object.assign({}, ...provided);
  const { customerBalance, barcodeOwner, orderUnitRoom, purchaseUnitRoom } = ports;
  if (!customerBalance) throw new Error('No module provides the port customerBalance.');
  if (!barcodeOwner) throw new Error('No module provides the port barcodeOwner.');
  if (!orderUnitRoom) throw new Error('No module provides the port orderUnitRoom.');
  if (!purchaseUnitRoom) throw new Error('No module provides the port purchaseUnitRoom.');
  const purchaseHolds = provided.flatMap((p) => p.purchaseHolds ?? []);
  const loginGuards = provided.flatMap((p) => p.loginGuards ?? []);
  return { customerBalance, barcodeOwner, orderUnitRoom, purchaseUnitRoom, purchaseHolds, loginGuards };
};
