import { z } from 'zod';
import { customerRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { dayListField, newestFirst } from '../purchase/supplier-document-fields.js';

// StatementOfAccountManage (SPEC §2.5): the statements of account (거래명세서) of fixed orders, by
// customer and period, with how often and by whom each was printed; a reprint opens the statement
// again and is recorded in the same history.

export const statementRowSchema = z.object({
  orderCode: z.string(),
  orderDate: z.string(),
  status: z.string(),
  ...customerRefFields,
  total: z.number().int(),
  printCount: z.number().int(),
  lastPrintedAt: z.string().nullable(),
  lastPrintedBy: z.string().nullable(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const STATEMENT_LIST_SPEC = {
  fields: {
    orderDate: dayListField('주문일'),
    customerCode: { kind: 'text', label: '거래처', operators: ['eq'] },
    status: { kind: 'text', label: '상태', operators: ['eq', 'in'] },
    printCount: { kind: 'number', label: '발행 횟수', sortable: true, operators: ['eq', 'gte', 'lte'] },
  },
  ...newestFirst('orderDate'),
} as const satisfies ListSpec;
export const statementPageSchema = listPageSchema(statementRowSchema);

export const statementPrintSchema = z.object({
  at: z.string(),
  document: z.string(),
  documentCode: z.string(),
  actorName: z.string().nullable(),
});
export type StatementPrint = z.infer<typeof statementPrintSchema>;
export const statementHistorySchema = z.array(statementPrintSchema);
