import { z } from 'zod';
import { loginIdSchema, passwordSchema } from '../account/account.schema.js';
import { labeled } from '../common/field-label.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { codeText, optionalText, requiredText } from '../part/part-fields.js';
import { ORDER_STATUSES } from '../sales-order/sales-order.status.js';
import { mobilePhoneSchema, vehicleNumberSchema, vinSchema } from '../validate/field-schemas.js';

// QR customers (SPEC §2.19, role client): car owners who scan a shop's QR code, sign up with a
// verified phone, register their cars by VIN, ask for parts, and order through the shop.

const phoneField = labeled(mobilePhoneSchema, '휴대폰 번호');
const codeField = labeled(
  z
    .string({ message: '인증번호를 입력하세요.' })
    .trim()
    .regex(/^\d{6}$/, '인증번호 6자리 숫자를 입력하세요.'),
  '인증번호',
);

/** The shop a QR code names: its customer code (`?shop=C000001` on the sign-up page). */
export const shopCodeField = codeText('가입 매장', 20);

export const CLIENT_CODE_PURPOSES = ['join', 'find-id', 'find-pw'] as const;
export type ClientCodePurpose = (typeof CLIENT_CODE_PURPOSES)[number];

export const joinCodeRequestSchema = z.object({ phone: phoneField });
export const findIdRequestSchema = z.object({ phone: phoneField });
export const findPwCodeRequestSchema = z.object({
  loginId: labeled(z.string().trim().min(1, '입력하세요.').max(50, '50자 이하로 입력하세요.'), '아이디'),
  phone: phoneField,
});
export const findPwResetSchema = findPwCodeRequestSchema.extend({
  code: codeField,
  password: passwordSchema,
});
export type FindPwReset = z.infer<typeof findPwResetSchema>;

export const clientJoinSchema = z.object({
  shop: shopCodeField,
  phone: phoneField,
  code: codeField,
  loginId: loginIdSchema,
  password: passwordSchema,
  name: requiredText('이름', 30),
  address: optionalText('주소', 200),
  agree: labeled(
    z.literal(true, { message: '개인정보 수집·이용에 동의해야 가입할 수 있습니다.' }),
    '개인정보 동의',
  ),
});
export type ClientJoin = z.infer<typeof clientJoinSchema>;

/** Every answer of the verification and find steps: the same words whether an account exists. */
export const clientNoticeSchema = z.object({ message: z.string() });
export type ClientNotice = z.infer<typeof clientNoticeSchema>;

export const clientShopSchema = z.object({ code: z.string(), name: z.string() });
export type ClientShop = z.infer<typeof clientShopSchema>;

export const clientCarInputSchema = z.object({
  vin: labeled(vinSchema, '차대번호'),
  carNo: labeled(vehicleNumberSchema.nullish(), '차량번호'),
  nickname: optionalText('차량 별칭', 30),
});
export type ClientCarInput = z.infer<typeof clientCarInputSchema>;

export const clientCarSchema = z.object({
  id: z.number().int(),
  vin: z.string(),
  carNo: z.string().nullable(),
  nickname: z.string().nullable(),
  maker: z.string().nullable(),
  modelYear: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ClientCar = z.infer<typeof clientCarSchema>;

export const CLIENT_STOCK_STATES = ['available', 'order'] as const;
export const CLIENT_STOCK_LABELS: Record<(typeof CLIENT_STOCK_STATES)[number], string> = {
  available: '바로 출고',
  order: '주문 후 입고',
};

/** A part as a car owner sees it: the sale price and whether it is on hand, never counts or cost. */
export const clientPartSchema = z.object({
  partCode: z.string(),
  partNo: z.string(),
  name: z.string(),
  carModel: z.string(),
  salePrice: z.number().int(),
  stock: z.enum(CLIENT_STOCK_STATES),
  fits: z.boolean(),
});
export type ClientPart = z.infer<typeof clientPartSchema>;

export const clientPartSearchSchema = z.object({
  keyword: optionalText('검색어', 50),
});

export const clientCarPartsSchema = z.object({ car: clientCarSchema, parts: z.array(clientPartSchema) });
export type ClientCarParts = z.infer<typeof clientCarPartsSchema>;

export const CLIENT_REQUEST_STATUSES = ['open', 'answered'] as const;
export type ClientRequestStatus = (typeof CLIENT_REQUEST_STATUSES)[number];
export const CLIENT_REQUEST_STATUS_LABELS: Record<ClientRequestStatus, string> = {
  open: '답변 대기',
  answered: '답변 완료',
};

export const clientRequestInputSchema = z.object({ request: requiredText('요청 내용', 1000) });
export const clientRequestAnswerSchema = z.object({
  answer: requiredText('답변', 1000),
  partCodes: labeled(
    z.array(codeText('품목', 20)).max(20, '품목은 20개까지 추천할 수 있습니다.').default([]),
    '추천 품목',
  ),
});
export type ClientRequestAnswer = z.infer<typeof clientRequestAnswerSchema>;

export const clientRequestSchema = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  vin: z.string(),
  carNo: z.string().nullable(),
  request: z.string(),
  status: z.enum(CLIENT_REQUEST_STATUSES),
  answer: z.string().nullable(),
  parts: z.array(clientPartSchema),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientRequest = z.infer<typeof clientRequestSchema>;

export const basketSetSchema = z.object({
  partCode: codeText('품목', 20),
  qty: labeled(
    z
      .number({ message: '수량을 숫자로 입력하세요.' })
      .int('수량은 정수입니다.')
      .min(0, '0 이상이어야 합니다.')
      .max(99, '99개 이하로 입력하세요.'),
    '수량',
  ),
  carId: labeled(z.number().int().min(1).nullish(), '차량'),
});
export type BasketSet = z.infer<typeof basketSetSchema>;

export const basketLineSchema = clientPartSchema.extend({
  qty: z.number().int(),
  amount: z.number().int(),
  carId: z.number().int().nullable(),
});
export const clientBasketSchema = z.object({ lines: z.array(basketLineSchema), total: z.number().int() });
export type ClientBasket = z.infer<typeof clientBasketSchema>;

export const clientOrderInputSchema = z.object({
  carId: labeled(z.number({ message: '차량을 고르세요.' }).int().min(1, '차량을 고르세요.'), '차량'),
  memo: optionalText('요청 사항', 500),
});
export type ClientOrderInput = z.infer<typeof clientOrderInputSchema>;

export const clientOrderRowSchema = z.object({
  code: z.string(),
  orderCode: z.string(),
  loginId: z.string(),
  clientName: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  vin: z.string().nullable(),
  carNo: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  total: z.number().int(),
  lineCount: z.number().int(),
  firstItem: z.string().nullable(),
  waybillNo: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string(),
  fixedAt: z.string().nullable(),
});
export type ClientOrderRow = z.infer<typeof clientOrderRowSchema>;
export const clientOrderPageSchema = listPageSchema(clientOrderRowSchema);

export const clientOrderLineSchema = z.object({
  lineNo: z.number().int(),
  partCode: z.string(),
  partNo: z.string(),
  name: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export const clientOrderDetailSchema = clientOrderRowSchema.extend({
  supply: z.number().int(),
  tax: z.number().int(),
  lines: z.array(clientOrderLineSchema),
  deliveryStatus: z.string().nullable(),
});
export type ClientOrderDetail = z.infer<typeof clientOrderDetailSchema>;

export const clientProfileSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  phone: z.string(),
  shop: clientShopSchema,
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  notifyOrder: z.boolean(),
  notifyNews: z.boolean(),
  createdAt: z.string(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

export const clientHomeSchema = z.object({
  profile: clientProfileSchema,
  cars: z.array(clientCarSchema),
  basketCount: z.number().int(),
  openRequests: z.number().int(),
  recentOrders: z.array(clientOrderRowSchema),
});
export type ClientHome = z.infer<typeof clientHomeSchema>;

export const clientSettingsSchema = z.object({
  address: optionalText('주소', 200),
  notifyOrder: labeled(z.boolean(), '주문 알림'),
  notifyNews: labeled(z.boolean(), '소식 알림'),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

export const clientPasswordChangeSchema = z.object({
  current: labeled(z.string().min(1, '입력하세요.').max(128), '현재 비밀번호'),
  password: passwordSchema,
});

export const clientOrderQuerySchema = z.object({
  status: labeled(z.enum(ORDER_STATUSES).optional(), '상태'),
  ...pageQueryFields({ max: 100, size: 20 }),
});

// Staff side.
export const CLIENT_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type ClientPeriod = (typeof CLIENT_PERIODS)[number];
export const CLIENT_PERIOD_LABELS: Record<ClientPeriod, string> = {
  today: '오늘',
  week: '최근 7일',
  month: '최근 30일',
  all: '전체',
};

export const clientUserRowSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  phone: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  address: z.string().nullable(),
  cars: z.number().int(),
  orders: z.number().int(),
  openRequests: z.number().int(),
  loginCount: z.number().int(),
  lastLoginAt: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type ClientUserRow = z.infer<typeof clientUserRowSchema>;
export const clientUserPageSchema = listPageSchema(clientUserRowSchema);

export const clientUserQuerySchema = z.object({
  keyword: optionalText('검색어', 50),
  shop: optionalText('가입 매장', 20),
  ...pageQueryFields({ max: 500, size: 50 }),
});
export type ClientUserQuery = z.infer<typeof clientUserQuerySchema>;

export const clientStaffQuerySchema = z.object({
  period: labeled(z.enum(CLIENT_PERIODS).default('month'), '기간'),
  loginId: optionalText('아이디', 50),
  status: labeled(z.enum(ORDER_STATUSES).optional(), '상태'),
  ...pageQueryFields({ max: 500, size: 50 }),
});
export type ClientStaffQuery = z.infer<typeof clientStaffQuerySchema>;

export const clientLoginRowSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  ip: z.string().nullable(),
  at: z.string(),
});
export type ClientLoginRow = z.infer<typeof clientLoginRowSchema>;
export const clientLoginPageSchema = listPageSchema(clientLoginRowSchema);

export const clientUserDetailSchema = z.object({
  profile: clientProfileSchema,
  cars: z.array(clientCarSchema),
  requests: z.array(clientRequestSchema),
});
export type ClientUserDetail = z.infer<typeof clientUserDetailSchema>;

export const clientLocationSchema = labeled(
  z.object({
    lat: z.number().min(33, '위도는 33~39 사이입니다.').max(39, '위도는 33~39 사이입니다.'),
    lng: z.number().min(124, '경도는 124~132 사이입니다.').max(132, '경도는 124~132 사이입니다.'),
  }),
  '좌표',
);
