import { z } from 'zod';
import { loginIdSchema, passwordSchema } from '../account/account.schema.js';
import { documentLinesField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { rowsPageSchema } from '../common/row-fields.js';
import { optionalText, requiredText } from '../part/part-fields.js';
import { orderLineInputSchema, warehouseCodeSchema } from '../sales-order/sales-order.schema.js';
import { vehicleNumberSchema, vinSchema, ymdSchema } from '../validate/field-schemas.js';
import { OSC_PARTNER_KEYS } from './outsourcing.partners.js';

// Inputs and views of the outsourcing partner portals (SPEC §2.21, §7.6).

/** Where a request stands, read from the request and its ERP order (see REQUEST_STATUS_LABELS). */
export const REQUEST_STATUSES = ['requested', 'working', 'registered', 'fixed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  requested: '요청',
  working: '처리 중',
  registered: '주문 등록',
  fixed: '출고 확정',
  cancelled: '취소',
};

export const CANCEL_STATUSES = ['requested', 'checked'] as const;
export type RequestCancelStatus = (typeof CANCEL_STATUSES)[number];
export const CANCEL_STATUS_LABELS: Record<RequestCancelStatus, string> = {
  requested: '취소 요청',
  checked: '취소 확인',
};

const qtyField = labeled(
  z
    .number({ message: '수량을 숫자로 입력하세요.' })
    .int('수량은 정수입니다.')
    .min(1, '1 이상이어야 합니다.')
    .max(999, '999 이하로 입력하세요.'),
  '수량',
);

export const requestLineInputSchema = z.object({
  partCode: optionalText('품목 코드', 20),
  partName: requiredText('부품명', 100),
  qty: qtyField,
});

/** A partner's order request: the car (VIN), its own customer and the parts it needs. */
export const requestSaveSchema = z.object({
  vin: labeled(vinSchema, '차대번호'),
  carNumber: labeled(vehicleNumberSchema.nullish(), '차량번호'),
  clientName: requiredText('고객명', 50),
  clientPhone: optionalText('고객 연락처', 20),
  memo: optionalText('요청 메모', 1000),
  lines: labeled(
    z
      .array(requestLineInputSchema)
      .min(1, '부품을 1개 이상 입력하세요.')
      .max(50, '50줄까지 입력할 수 있습니다.'),
    '요청 부품',
  ),
});
export type RequestSaveInput = z.infer<typeof requestSaveSchema>;

const page = labeled(z.number().int().min(1).max(100_000).default(1), '페이지');
const size = labeled(z.number().int().min(1).max(200).default(20), '페이지 크기');

export const requestListQuerySchema = z.object({
  status: labeled(z.enum(REQUEST_STATUSES, { message: '상태를 고르세요.' }).optional(), '상태'),
  search: labeled(z.string().trim().max(50, '50자 이하로 입력하세요.').default(''), '검색어'),
  fromYmd: labeled(ymdSchema.optional(), '시작일'),
  toYmd: labeled(ymdSchema.optional(), '종료일'),
  page,
  size,
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;

export const adminRequestListQuerySchema = requestListQuerySchema.extend({
  partner: labeled(z.enum(OSC_PARTNER_KEYS, { message: '협력사를 고르세요.' }).optional(), '협력사'),
});
export type AdminRequestListQuery = z.input<typeof adminRequestListQuerySchema>;

export const requestVersionSchema = z.object({
  version: labeled(z.number().int().min(1).max(1_000_000), '버전'),
});

export const erpCodeSchema = z.object({
  orderCode: labeled(
    z.string().trim().min(1, '주문 번호를 입력하세요.').max(30, '30자 이하로 입력하세요.').toUpperCase(),
    'ERP 주문 번호',
  ),
});

export const erpCodeUpdateSchema = erpCodeSchema.extend(requestVersionSchema.shape);

/** The ERP order head office registers from a request (the partner's customer, the request's car). */
export const erpOrderRegisterSchema = z.object({
  warehouseCode: warehouseCodeSchema.default('MAIN'),
  memo: optionalText('비고', 1000),
  lines: documentLinesField(orderLineInputSchema, '주문 품목'),
  version: requestVersionSchema.shape.version,
});
export type ErpOrderRegisterInput = z.infer<typeof erpOrderRegisterSchema>;

export const cancelRequestUpdateSchema = z.object({
  reason: labeled(
    z.string().trim().min(2, '2자 이상 입력하세요.').max(500, '500자 이하로 입력하세요.'),
    '취소 사유',
  ),
  version: requestVersionSchema.shape.version,
});

export const requestLineSchema = z.object({
  lineNo: z.number().int(),
  partCode: z.string().nullable(),
  partName: z.string(),
  qty: z.number().int(),
});

/** What a partner reads of its request: no staff names, no prices of other customers. */
export const partnerRequestViewSchema = z.object({
  code: z.string(),
  partnerKey: z.enum(OSC_PARTNER_KEYS),
  customerCode: z.string(),
  vin: z.string(),
  carNumber: z.string().nullable(),
  clientName: z.string(),
  clientPhone: z.string().nullable(),
  memo: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  erpOrderCode: z.string().nullable(),
  orderTotal: z.number().int().nullable(),
  fixedAt: z.string().nullable(),
  deliveryStatus: z.string().nullable(),
  waybillNo: z.string().nullable(),
  shippedAt: z.string().nullable(),
  cancelStatus: z.enum(CANCEL_STATUSES).nullable(),
  cancelReason: z.string().nullable(),
  cancelRequestedAt: z.string().nullable(),
  cancelCheckedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  lines: z.array(requestLineSchema),
});
export type PartnerRequestView = z.infer<typeof partnerRequestViewSchema>;

/** Head office's view: who works the request and who checked its cancel. */
export const adminRequestViewSchema = partnerRequestViewSchema.extend({
  customerName: z.string(),
  createdByName: z.string(),
  workingByName: z.string().nullable(),
  workingMine: z.boolean(),
  workingAt: z.string().nullable(),
  cancelCheckedByName: z.string().nullable(),
});
export type AdminRequestView = z.infer<typeof adminRequestViewSchema>;

export const partnerRequestPageSchema = rowsPageSchema(partnerRequestViewSchema);
export const adminRequestPageSchema = rowsPageSchema(adminRequestViewSchema);

export const erpCodeCheckSchema = z.object({
  orderCode: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  orderStatus: z.string(),
  total: z.number().int(),
  vin: z.string().nullable(),
});
export type ErpCodeCheck = z.infer<typeof erpCodeCheckSchema>;

/** A line of the partner's ERP orders (the partner's product sales list). */
export const partnerSaleRowSchema = z.object({
  orderCode: z.string(),
  requestCode: z.string().nullable(),
  vin: z.string().nullable(),
  fixedAt: z.string().nullable(),
  lineNo: z.number().int(),
  partCode: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  cancelledQty: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type PartnerSaleRow = z.infer<typeof partnerSaleRowSchema>;
export const partnerSalePageSchema = rowsPageSchema(partnerSaleRowSchema);

export const partnerSaleQuerySchema = z.object({
  search: labeled(z.string().trim().max(50, '50자 이하로 입력하세요.').default(''), '검색어'),
  fromYmd: labeled(ymdSchema.optional(), '시작일'),
  toYmd: labeled(ymdSchema.optional(), '종료일'),
  page,
  size,
});
export type PartnerSaleQuery = z.input<typeof partnerSaleQuerySchema>;

/** Head office ties a partner to the customer its ERP orders are for. */
export const partnerSaveSchema = z.object({
  partner: labeled(z.enum(OSC_PARTNER_KEYS, { message: '협력사를 고르세요.' }), '협력사'),
  customerCode: labeled(z.string().trim().min(1, '거래처를 고르세요.').max(20).toUpperCase(), '거래처'),
});

export const partnerLinkSchema = z.object({
  partner: z.enum(OSC_PARTNER_KEYS),
  partnerCode: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
});
export type PartnerLink = z.infer<typeof partnerLinkSchema>;

// Partner users (SPEC §2.21 OutsourcingXxxUserRegistration / Modify, §7.6 user calls).

export const partnerUserInsertSchema = z.object({
  partner: labeled(z.enum(OSC_PARTNER_KEYS, { message: '협력사를 고르세요.' }), '협력사'),
  loginId: loginIdSchema,
  password: passwordSchema,
  name: requiredText('이름', 50),
  phone: optionalText('전화번호', 20),
});

export const partnerUserModifySchema = z.object({
  name: requiredText('이름', 50),
  phone: optionalText('전화번호', 20),
  password: labeled(passwordSchema.optional(), '새 비밀번호'),
});

export const partnerUserListQuerySchema = z.object({
  partner: labeled(z.enum(OSC_PARTNER_KEYS, { message: '협력사를 고르세요.' }).optional(), '협력사'),
  search: labeled(z.string().trim().max(50, '50자 이하로 입력하세요.').default(''), '검색어'),
  page,
  size,
});
export type PartnerUserListQuery = z.input<typeof partnerUserListQuerySchema>;

export const partnerUserSchema = z.object({
  id: z.number().int(),
  partner: z.enum(OSC_PARTNER_KEYS),
  loginId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnerUser = z.infer<typeof partnerUserSchema>;
export const partnerUserPageSchema = rowsPageSchema(partnerUserSchema);

/** A part offered to the partner, at the price its customer is sold at (category discount). */
export const partnerProductRowSchema = z.object({
  partCode: z.string(),
  partNo: z.string(),
  name: z.string(),
  carModel: z.string(),
  unit: z.string(),
  salePrice: z.number().int(),
  partnerPrice: z.number().int(),
});
export type PartnerProductRow = z.infer<typeof partnerProductRowSchema>;
export const partnerProductPageSchema = rowsPageSchema(partnerProductRowSchema);

export const partnerProductQuerySchema = z.object({
  search: labeled(z.string().trim().max(50, '50자 이하로 입력하세요.').default(''), '검색어'),
  page,
  size,
});
export type PartnerProductQuery = z.input<typeof partnerProductQuerySchema>;

// Purchase orders (발주): the partner buys parts from head office's catalogue; each becomes a
// draft ERP order of its customer, which head office fixes as any other order.

export const purchaseOrderSaveSchema = z.object({
  memo: optionalText('비고', 500),
  lines: labeled(
    z
      .array(
        z.object({
          partCode: labeled(
            z.string().trim().min(1, '품목 코드를 입력하세요.').max(20).toUpperCase(),
            '품목 코드',
          ),
          qty: qtyField,
        }),
      )
      .min(1, '품목을 1개 이상 입력하세요.')
      .max(100, '100줄까지 입력할 수 있습니다.'),
    '발주 품목',
  ),
});
export type PurchaseOrderSaveInput = z.infer<typeof purchaseOrderSaveSchema>;

export const PURCHASE_ORDER_STATUS_LABELS: Record<string, string> = {
  draft: '본사 확인 중',
  fixed: '출고 확정',
  cancelled: '취소',
};

export const purchaseOrderRowSchema = z.object({
  orderCode: z.string(),
  createdAt: z.string(),
  status: z.string(),
  total: z.number().int(),
  lineCount: z.number().int(),
  units: z.number().int(),
  fixedAt: z.string().nullable(),
  waybillNo: z.string().nullable(),
  requestCode: z.string().nullable(),
});
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRowSchema>;
export const purchaseOrderPageSchema = rowsPageSchema(purchaseOrderRowSchema);

export const purchaseOrderDetailSchema = purchaseOrderRowSchema.extend({
  memo: z.string().nullable(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      partCode: z.string(),
      partName: z.string(),
      qty: z.number().int(),
      cancelledQty: z.number().int(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

export const purchaseOrderQuerySchema = partnerSaleQuerySchema;

/** After-sales (AS): the returns of the partner's orders (defect, exchange, plain), as head office records them. */
export const partnerAsRowSchema = z.object({
  returnCode: z.string(),
  requestedAt: z.string(),
  kind: z.string(),
  status: z.string(),
  orderCode: z.string(),
  reason: z.string(),
  units: z.number().int(),
  credit: z.number().int().nullable(),
  examinedAt: z.string().nullable(),
});
export type PartnerAsRow = z.infer<typeof partnerAsRowSchema>;
export const partnerAsPageSchema = rowsPageSchema(partnerAsRowSchema);
