import { z } from 'zod';
import { requiredText } from '../part/part-fields.js';
import { clientOrderDetailSchema } from './client-portal.schema.js';

// ClientOrderMemo (SPEC §2.19 Order/ClientOrderMemo/{orderCode}/{vin}/{orderType}): the notes the
// shop's staff and the QR customer who placed the order write to each other about it (a part to
// check, a time to bring the car). Append-only: a note is never edited, a correction is a new one.

export const CLIENT_MEMO_AUTHORS = ['client', 'staff'] as const;
export type ClientMemoAuthor = (typeof CLIENT_MEMO_AUTHORS)[number];
export const CLIENT_MEMO_AUTHOR_LABELS: Record<ClientMemoAuthor, string> = {
  client: '고객',
  staff: '매장',
};

export const clientOrderMemoInputSchema = z.object({
  body: requiredText('메모', 1000).meta({ multiline: true }),
});
export type ClientOrderMemoInput = z.infer<typeof clientOrderMemoInputSchema>;

export const clientOrderMemoSchema = z.object({
  id: z.number().int(),
  author: z.enum(CLIENT_MEMO_AUTHORS),
  /** The staff member's name is the shop's to know: a client reads '매장'. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ClientOrderMemo = z.infer<typeof clientOrderMemoSchema>;

export const clientOrderMemoViewSchema = z.object({
  order: clientOrderDetailSchema,
  memos: z.array(clientOrderMemoSchema),
});
export type ClientOrderMemoView = z.infer<typeof clientOrderMemoViewSchema>;
