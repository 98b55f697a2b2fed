import { z } from 'zod';
import { amountFields, customerRefFields, partRefFields, rowsPageSchema } from '../common/row-fields.js';
import {
  cancelExaminationScanSchema,
  EXAMINATION_STATUSES,
  examinationLineSchema,
} from '../sales-order/examination.view.js';
import { RETURN_DISPOSITIONS, RETURN_KINDS, RETURN_STATUSES } from './order-return.status.js';

// What the return endpoints answer: the request with its lines and money, the examination
// station's view, and the statement printed against the ledgers.

const isoDateTime = z.iso.datetime();

export const returnLineViewSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  qty: z.number().int(),
  unitPrice: z.number().int(),
  disposition: z.enum(RETURN_DISPOSITIONS),
  /** Positive won the return credits for this line (as posted once examined, else as it would now). */
  ...amountFields,
  pointsReversed: z.number().int(),
  pointShortfall: z.number().int(),
});
export type ReturnLineView = z.infer<typeof returnLineViewSchema>;

export const returnViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  orderCode: z.string(),
  ...customerRefFields,
  warehouseCode: z.string(),
  reason: z.string(),
  requestedByName: z.string().nullable(),
  requestedAt: isoDateTime,
  checkedByName: z.string().nullable(),
  checkedAt: isoDateTime.nullable(),
  rejectReason: z.string().nullable(),
  examinedByName: z.string().nullable(),
  examinedAt: isoDateTime.nullable(),
  lines: z.array(returnLineViewSchema),
  units: z.number().int(),
  total: z.number().int(),
  pointsReversed: z.number().int(),
  /** Points already spent that the return settles in money (1 point = 1 won), taken off the credit. */
  pointShortfall: z.number().int(),
  /** What the customer's receivable falls by: total less the shortfall. */
  credit: z.number().int(),
  /** Why this reader may not check it, or null. */
  checkProblem: z.string().nullable(),
});
export type ReturnView = z.infer<typeof returnViewSchema>;

export const returnPageSchema = rowsPageSchema(returnViewSchema);

/** A line of the original order and how much of it may still be returned. */
export const returnableLineSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  qty: z.number().int(),
  cancelledQty: z.number().int(),
  returnedQty: z.number().int(),
  pending: z.number().int(),
  open: z.number().int(),
  unitPrice: z.number().int(),
});

export const returnableOrderSchema = z.object({
  orderCode: z.string(),
  ...customerRefFields,
  status: z.string(),
  lines: z.array(returnableLineSchema),
});
export type ReturnableOrder = z.infer<typeof returnableOrderSchema>;

export const returnExaminationViewSchema = z.object({
  returnCode: z.string(),
  returnId: z.number().int(),
  kind: z.enum(RETURN_KINDS),
  orderCode: z.string(),
  customerName: z.string(),
  reason: z.string(),
  status: z.enum(EXAMINATION_STATUSES),
  lines: z.array(examinationLineSchema),
  complete: z.boolean(),
  completedAt: isoDateTime.nullable(),
  completedByName: z.string().nullable(),
  scans: z.array(cancelExaminationScanSchema),
});
export type ReturnExaminationView = z.infer<typeof returnExaminationViewSchema>;

export const returnScanResultSchema = returnExaminationViewSchema.extend({
  matchedLine: z.number().int(),
  unitBarcode: z.string().nullable(),
});
export type ReturnScanResult = z.infer<typeof returnScanResultSchema>;

/** A ledger row the return posted, read back from the ledger itself for the statement. */
export const returnLedgerRowSchema = z.object({
  ledger: z.enum(['receivable', 'point', 'stock']),
  kind: z.string(),
  label: z.string(),
  amount: z.number().int(),
  memo: z.string().nullable(),
});

export const returnStatementSchema = z.object({
  doc: returnViewSchema,
  company: z.object({ name: z.string(), phone: z.string().nullable(), address: z.string().nullable() }),
  /** What the ledgers hold for this return (empty until examined). */
  ledger: z.array(returnLedgerRowSchema),
  receivableTotal: z.number().int(),
  pointTotal: z.number().int(),
  /** The customer's receivable balance now, from its ledger. */
  balanceNow: z.number().int(),
});
export type ReturnStatement = z.infer<typeof returnStatementSchema>;

/** OrderReturnPartGroupQtyInfo: returned units of a period by part group (kind) and part. */
export const returnPartGroupRowSchema = z.object({
  kindName: z.string(),
  ...partRefFields,
  pending: z.number().int(),
  restocked: z.number().int(),
  defect: z.number().int(),
  credit: z.number().int(),
});
export type ReturnPartGroupRow = z.infer<typeof returnPartGroupRowSchema>;

/** OrderRedistribution: a part back on the shelf from returns, and the draft orders waiting for it. */
export const redistributionRowSchema = z.object({
  ...partRefFields,
  returned: z.number().int(),
  onHand: z.number().int(),
  waitingQty: z.number().int(),
  waitingOrders: z.array(
    z.object({
      orderCode: z.string(),
      customerCode: z.string(),
      customerName: z.string(),
      qty: z.number().int(),
    }),
  ),
});
export type RedistributionRow = z.infer<typeof redistributionRowSchema>;
