import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { partNameFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { partInputSchema, partSchema } from './part.schema.js';
import { qtyField, requiredText, versionField } from './part-fields.js';

// A part set (세트) is a part of its own (its code, name and price) that sells as its components:
// an order line of a set becomes one line per component, quantities multiplied.

export const partSetItemInputSchema = z.object({
  partCode: requiredText('구성 품목', 20),
  qty: qtyField('구성 수량', 1_000),
});

const items = labeled(
  z
    .array(partSetItemInputSchema)
    .min(1, '구성 품목을 하나 이상 넣으세요.')
    .max(100, '구성 품목은 100개까지입니다.')
    .refine((list) => new Set(list.map((i) => i.partCode.toUpperCase())).size === list.length, {
      message: '같은 품목이 두 번 들어 있습니다.',
    }),
  '구성 품목',
);

/** PartSetRegister: the set's own part fields and its components. */
export const partSetInputSchema = partInputSchema.extend({ items });
export type PartSetInput = z.infer<typeof partSetInputSchema>;

/** PartSetModify/{pcode}: new components (replacing the old list) at the version read. */
export const partSetModifySchema = z.object({ items, version: versionField() });
export type PartSetModifyInput = z.infer<typeof partSetModifySchema>;

export const partSetItemSchema = z.object({
  ...partNameFields,
  qty: z.number().int(),
  salePrice: z.number().int(),
  purchasePrice: z.number().int(),
  active: z.boolean(),
});
export type PartSetItem = z.infer<typeof partSetItemSchema>;

export const partSetSchema = z.object({
  part: partSchema,
  items: z.array(partSetItemSchema),
  /** Sum of the components' sale prices × quantities, to compare with the set's own price. */
  componentsSalePrice: z.number().int(),
});
export type PartSet = z.infer<typeof partSetSchema>;

/** PartSetInsert/{ordercode}: the lines a set becomes on an order, quantities multiplied. */
export const partSetExpansionSchema = z.object({
  setCode: z.string(),
  setQty: z.number().int(),
  lines: z.array(partSetItemSchema.extend({ lineQty: z.number().int(), lineAmount: z.number().int() })),
  total: z.number().int(),
});
export type PartSetExpansion = z.infer<typeof partSetExpansionSchema>;

export const PART_SET_LIST_SPEC = {
  fields: {
    code: { kind: 'text', label: '세트 코드', sortable: true, operators: ['eq', 'startsWith'] },
    partNo: { kind: 'text', label: '품번', sortable: true, operators: ['startsWith'] },
    name: { kind: 'text', label: '세트명', sortable: true, operators: ['contains'] },
    componentCode: { kind: 'text', label: '구성 품목', operators: ['eq'] },
    active: { kind: 'boolean', label: '사용 여부', operators: ['eq'] },
    createdAt: rangeField('date', '등록일'),
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  maxSize: 200,
} as const satisfies ListSpec;
export const partSetListRowSchema = partSchema.extend({ itemCount: z.number().int() });
export type PartSetListRow = z.infer<typeof partSetListRowSchema>;
export const partSetPageSchema = listPageSchema(partSetListRowSchema);
