import { z } from 'zod';
import { blankOr } from '../common/blank-union.js';
import { labeled } from '../common/field-label.js';
import { customerPortalViewSchema } from '../customer/customer.schema.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { codeText, optionalText } from '../part/part-fields.js';
import { vinSchema, ymdSchema } from '../validate/field-schemas.js';
import { APP_ORDER_STATES, APP_ORDER_LABELS as L, STOCK_AVAILABILITY } from './customer-portal.labels.js';

// The customer portal (SPEC §2.6 customer pages, issue #26): a repair shop's users find parts by
// VIN, number, name or kind, keep a basket across sessions and send it as an app order (a draft
// sales order the staff fix on CustomerOrdering). Each answer is the customer's own projection:
// no cost, no exact stock count, no staff memo.

const qtyInput = labeled(
  z
    .number({ message: '수량을 숫자로 입력하세요.' })
    .int('수량은 정수입니다.')
    .min(1, '1 이상이어야 합니다.')
    .max(9_999, '9,999 이하로 입력하세요.'),
  '수량',
);

/** CustomerOrder's search: by the car's VIN (fitment), a part number or name, a part kind. */
export const portalPartSearchSchema = z
  .object({
    vin: blankOr(vinSchema, '차대번호'),
    keyword: optionalText('품번·품명', 50),
    kindCode: optionalText('분류', 20),
    ...pageQueryFields({ max: 100, size: 30 }),
  })
  .refine((q) => Boolean(q.vin || q.keyword || q.kindCode), {
    message: '차대번호, 품번·품명, 분류 중 하나를 입력하세요.',
    path: ['keyword'],
  });
export type PortalPartSearch = z.infer<typeof portalPartSearchSchema>;

export const portalPartSchema = z.object({
  partCode: z.string(),
  partNo: z.string(),
  name: z.string(),
  carModel: z.string().nullable(),
  kindName: z.string().nullable(),
  unitPrice: z.number().int(),
  availability: z.enum(STOCK_AVAILABILITY),
  /** How the part was matched to the car: 'vin' (this car), 'pattern' (same model line), 'model'. */
  fitment: z.enum(['vin', 'pattern', 'model']).nullable(),
});
export type PortalPart = z.infer<typeof portalPartSchema>;

export const portalPartPageSchema = z.object({
  vin: z.string().nullable(),
  model: z.string().nullable(),
  rows: z.array(portalPartSchema),
  hasMore: z.boolean(),
});
export type PortalPartPage = z.infer<typeof portalPartPageSchema>;

export const basketAddSchema = z.object({
  partCode: codeText('품목', 20),
  qty: qtyInput,
  vin: blankOr(vinSchema, '차대번호'),
});
export type BasketAdd = z.infer<typeof basketAddSchema>;

export const basketQtySchema = z.object({ qty: qtyInput });

export const basketItemSchema = z.object({
  id: z.number().int(),
  partCode: z.string(),
  partNo: z.string(),
  name: z.string(),
  carModel: z.string().nullable(),
  vin: z.string().nullable(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  availability: z.enum(STOCK_AVAILABILITY),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

export const deliveryOptionSchema = z.object({ code: z.string(), name: z.string(), fee: z.number().int() });
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/** Whether the customer may order now (its rank's weekdays and hours) and how it may be delivered. */
export const portalOrderRuleSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  deliveryOptions: z.array(deliveryOptionSchema),
});
export type PortalOrderRule = z.infer<typeof portalOrderRuleSchema>;

export const basketSchema = z.object({
  items: z.array(basketItemSchema),
  total: z.number().int(),
  rule: portalOrderRuleSchema,
});
export type Basket = z.infer<typeof basketSchema>;

/** Sends the basket as an app order. */
export const appOrderInputSchema = z.object({
  deliveryMethodCode: codeText(L.deliveryMethod, 20),
  vin: blankOr(vinSchema, L.vin),
  memo: optionalText(L.memo, 500),
});
export type AppOrderInput = z.infer<typeof appOrderInputSchema>;

export const appOrderRowSchema = z.object({
  code: z.string(),
  orderDate: z.string(),
  createdAt: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  accountName: z.string().nullable(),
  state: z.enum(APP_ORDER_STATES),
  itemSummary: z.string(),
  lineCount: z.number().int(),
  total: z.number().int(),
  vin: z.string().nullable(),
  deliveryMethod: z.string().nullable(),
  memo: z.string().nullable(),
  version: z.number().int(),
});
export type AppOrderRow = z.infer<typeof appOrderRowSchema>;
export const appOrderPageSchema = listPageSchema(appOrderRowSchema);

export const appOrderQuerySchema = z
  .object({
    fromDate: labeled(ymdSchema, '시작일'),
    toDate: labeled(ymdSchema, '종료일'),
    state: z.enum(APP_ORDER_STATES).nullish().meta({ title: L.state }),
    keyword: optionalText('거래처·주문 번호', 50),
    ...pageQueryFields({ max: 500, size: 50 }),
  })
  .refine((q) => q.fromDate <= q.toDate, { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] });
export type AppOrderQuery = z.infer<typeof appOrderQuerySchema>;

export const portalNoticeSchema = z.object({
  seq: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
});

/** CustomerMain: what the shop sees first. */
export const customerMainSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  rankName: z.string().nullable(),
  balance: z.number().int(),
  points: z.number().int(),
  basketCount: z.number().int(),
  rule: portalOrderRuleSchema,
  recentOrders: z.array(appOrderRowSchema),
  notices: z.array(portalNoticeSchema),
});
export type CustomerMain = z.infer<typeof customerMainSchema>;

/** CustomerUserInfo: the logged-in user and its customer's own projection (never the staff row). */
export const portalUserInfoSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  customer: customerPortalViewSchema,
});
export type PortalUserInfo = z.infer<typeof portalUserInfoSchema>;
