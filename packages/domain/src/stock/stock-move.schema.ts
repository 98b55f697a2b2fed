import { z } from 'zod';
import { docRefFields, partRefFields } from '../common/row-fields.js';
import type { ListSpec } from '../list/list-query.js';
import { listPageSchema, rangeField } from '../list/list-query.js';
import { STOCK_MOVE_LABELS as L } from './stock.labels.js';
import { STOCK_MOVE_REASONS } from './stock.status.js';

/**
 * StockChangeRecordList: every move of the stock ledger, newest first, by day, warehouse, reason,
 * part and document. The days are Korean days.
 */
export const STOCK_MOVE_LIST_SPEC = {
  fields: {
    at: { kind: 'date', label: L.at, sortable: true, operators: ['eq', 'gte', 'lte', 'between'] },
    partCode: { kind: 'text', label: L.partCode, operators: ['eq'] },
    warehouseCode: { kind: 'text', label: L.warehouseCode, operators: ['eq', 'in'] },
    reason: { kind: 'text', label: L.reason, operators: ['eq', 'in'] },
    docCode: { kind: 'text', label: L.docCode, operators: ['eq', 'startsWith'] },
    qty: rangeField('number', L.qty),
  },
  defaultSort: { field: 'at', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;
export type StockMoveListField = keyof typeof STOCK_MOVE_LIST_SPEC.fields;

export const stockMoveRowSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  ...partRefFields,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  /** Signed: + came in, − went out. */
  qty: z.number().int(),
  /** Won per unit before VAT the move was recorded at; null before costs were kept. */
  unitCost: z.number().int().nullable(),
  /** Signed won the move added to (or took from) the stock's value. */
  value: z.number().int(),
  reason: z.enum(STOCK_MOVE_REASONS),
  ...docRefFields,
  createdByName: z.string().nullable(),
});
export type StockMoveRow = z.infer<typeof stockMoveRowSchema>;

export const stockMovePageSchema = listPageSchema(stockMoveRowSchema);
export type StockMovePage = z.infer<typeof stockMovePageSchema>;
