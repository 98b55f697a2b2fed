import { z } from 'zod';
import { scanValueField } from '../barcode/barcode.schema.js';
import { documentLinesField, pickedCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { partRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { optionalText, qtyField, versionField } from '../part/part-fields.js';
import * as doc from '../purchase/supplier-document-fields.js';
import { WAREHOUSE_MOVE_LABELS as L } from './warehouse-move.labels.js';
import { WAREHOUSE_MOVE_EVENTS, WAREHOUSE_MOVE_STATUSES } from './warehouse-move.status.js';

export const warehouseMoveLineInputSchema = z.object({
  partCode: pickedCodeField('품목', '품목을 고르세요.'),
  qty: qtyField('요청 수량', 99_999),
});

/** WarehouseMoveRegister / Modify: parts to move from one warehouse to another. */
export const warehouseMoveInputSchema = z.object({
  fromWarehouseCode: pickedCodeField(L.fromWarehouseCode, '출고 창고를 고르세요.'),
  toWarehouseCode: pickedCodeField(L.toWarehouseCode, '입고 창고를 고르세요.'),
  memo: optionalText(L.memo, 1000),
  lines: documentLinesField(warehouseMoveLineInputSchema, '이동 품목'),
});
export type WarehouseMoveInput = z.infer<typeof warehouseMoveInputSchema>;

export const warehouseMoveModifySchema = warehouseMoveInputSchema.extend({ version: versionField() });

/** Ship, cancel: the version the clerk saw (stale → refused). */
export const warehouseMoveVersionSchema = z.object({ version: versionField() });

/** One scan at the destination: a part barcode or a unit barcode. */
export const warehouseMoveScanSchema = z.object({ barcode: scanValueField('바코드') });

/** Receive: the damaged units per line (of those scanned); the unscanned rest is short. */
export const warehouseMoveReceiveSchema = z.object({
  version: versionField(),
  damaged: labeled(
    z
      .array(
        z.object({
          lineNo: labeled(z.number().int().min(1).max(300), '품목 번호'),
          qty: labeled(z.number().int().min(0).max(99_999), '파손 수량'),
        }),
      )
      .max(300)
      .default([]),
    '파손',
  ),
  memo: optionalText(L.memo, 1000),
});
export type WarehouseMoveReceiveInput = z.infer<typeof warehouseMoveReceiveSchema>;

export const warehouseMoveLineSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  requestedQty: z.number().int(),
  shippedQty: z.number().int(),
  /** Units scanned at the destination so far (good and damaged). */
  scannedQty: z.number().int(),
  /** Good units taken into the destination (after receive). */
  receivedQty: z.number().int(),
  shortQty: z.number().int(),
  damagedQty: z.number().int(),
  /** On hand now at the source, in the destination's in-transit location and at the destination. */
  fromOnHand: z.number().int(),
  transitOnHand: z.number().int(),
  toOnHand: z.number().int(),
});
export type WarehouseMoveLine = z.infer<typeof warehouseMoveLineSchema>;

export const warehouseMoveSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(WAREHOUSE_MOVE_STATUSES),
  statusLabel: z.string(),
  fromWarehouseCode: z.string(),
  fromWarehouseName: z.string(),
  toWarehouseCode: z.string(),
  toWarehouseName: z.string(),
  transitWarehouseCode: z.string().nullable(),
  lineCount: z.number().int(),
  requestedQty: z.number().int(),
  shippedQty: z.number().int(),
  receivedQty: z.number().int(),
  shortQty: z.number().int(),
  damagedQty: z.number().int(),
  memo: z.string().nullable(),
  version: z.number().int(),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  shippedByName: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedByName: z.string().nullable(),
  receivedAt: z.string().nullable(),
});
export type WarehouseMoveSummary = z.infer<typeof warehouseMoveSummarySchema>;

export const warehouseMoveViewSchema = warehouseMoveSummarySchema.extend({
  lines: z.array(warehouseMoveLineSchema),
});
export type WarehouseMoveView = z.infer<typeof warehouseMoveViewSchema>;

/** A scan's answer: the move as it now stands and the line the scan counted on. */
export const warehouseMoveScanResultSchema = warehouseMoveViewSchema.extend({
  matchedLine: z.number().int(),
  unitBarcode: z.string().nullable(),
});

export const warehouseMoveEventSchema = z.object({
  id: z.number().int(),
  event: z.enum(WAREHOUSE_MOVE_EVENTS),
  eventLabel: z.string(),
  partCode: z.string().nullable(),
  partName: z.string().nullable(),
  qty: z.number().int().nullable(),
  scanned: z.string().nullable(),
  unitBarcode: z.string().nullable(),
  note: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type WarehouseMoveEventRow = z.infer<typeof warehouseMoveEventSchema>;

export const warehouseMoveRecordSchema = z.object({
  move: warehouseMoveSummarySchema,
  events: z.array(warehouseMoveEventSchema),
});
export type WarehouseMoveRecord = z.infer<typeof warehouseMoveRecordSchema>;

export const warehouseMovePrintSchema = z.object({
  move: warehouseMoveViewSchema,
  company: doc.printPartySchema,
});
export type WarehouseMovePrint = z.infer<typeof warehouseMovePrintSchema>;

export const WAREHOUSE_MOVE_LIST_SPEC = {
  fields: {
    code: doc.codeListField(L.code),
    requestedAt: doc.dayListField(L.requestedAt),
    status: { kind: 'text', label: L.status, sortable: true, operators: ['eq', 'in'] },
    fromWarehouseCode: { kind: 'text', label: L.fromWarehouseCode, sortable: true, operators: ['eq'] },
    toWarehouseCode: { kind: 'text', label: L.toWarehouseCode, sortable: true, operators: ['eq'] },
    partCode: doc.partListField,
  },
  ...doc.newestFirst('requestedAt'),
} as const satisfies ListSpec;
export const warehouseMovePageSchema = listPageSchema(warehouseMoveSummarySchema);
