import { z } from 'zod';
import { blankOr } from '../common/blank-union.js';
import { labeled } from '../common/field-label.js';
import { partNameFields, partRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { optionalText, requiredText } from '../part/part-fields.js';
import { vehicleNumberSchema, vinSchema } from '../validate/field-schemas.js';

// A customer's car as the order desk knows it (CarInfo/CarDataInfo): VIN, plate, maker, model,
// year, engine, and the decoded vehicle data with Korean labels.

const yearField = labeled(
  z
    .number({ message: '숫자를 입력하세요.' })
    .int('정수로 입력하세요.')
    .min(1950, '1950년 이후여야 합니다.')
    .max(2100, '2100년 이전이어야 합니다.')
    .nullish(),
  '연식',
);

/** The fields a car is entered with, by hand or by another system. */
const carFields = {
  vin: blankOr(vinSchema, '차대번호'),
  carNo: blankOr(vehicleNumberSchema, '차량번호'),
  maker: optionalText('제조사', 50),
  model: optionalText('모델', 100),
  modelYear: yearField,
  engine: optionalText('엔진', 100),
  customerCode: optionalText('거래처 코드', 20),
};

/** Fitments and suggestions are found by the car's VIN or, without one, its model. */
const VIN_OR_MODEL = { message: '차대번호나 모델 중 하나는 있어야 합니다.', path: ['vin'] };

export const carInputSchema = z
  .object({ ...carFields, memo: optionalText('메모', 1000) })
  .refine((car) => Boolean(car.vin || car.carNo), {
    message: '차대번호나 차량번호 중 하나는 있어야 합니다.',
    path: ['vin'],
  });
export type CarInput = z.infer<typeof carInputSchema>;

/** A car sent by another system (interface insert): same fields, keyed by VIN. */
export const carInterfaceInputSchema = z.object({
  ...carFields,
  vin: labeled(vinSchema, '차대번호'),
  /** Decoded attributes as the other system sends them (English labels, vPIC flat names). */
  attributes: labeled(z.record(z.string().max(100), z.string().max(500)).optional(), '차량 정보'),
});
export type CarInterfaceInput = z.infer<typeof carInterfaceInputSchema>;

export const vehicleAttributeSchema = z.object({
  /** The English name as the decoder sent it. */
  name: z.string(),
  /** Korean label from the translation table, or the English name when the table has none. */
  label: z.string(),
  value: z.string(),
});
export type VehicleAttribute = z.infer<typeof vehicleAttributeSchema>;

export const carSchema = z.object({
  id: z.number().int(),
  vin: z.string().nullable(),
  carNo: z.string().nullable(),
  maker: z.string().nullable(),
  model: z.string().nullable(),
  modelYear: z.number().int().nullable(),
  engine: z.string().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  memo: z.string().nullable(),
  attributes: z.array(vehicleAttributeSchema),
  decodedBy: z.string().nullable(),
  hasFile: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Car = z.infer<typeof carSchema>;

export const CAR_LIST_SPEC = {
  fields: {
    carNo: { kind: 'text', label: '차량번호', sortable: true, operators: ['eq', 'contains'] },
    vin: { kind: 'text', label: '차대번호', sortable: true, operators: ['eq', 'startsWith'] },
    maker: { kind: 'text', label: '제조사', sortable: true, operators: ['eq'] },
    model: { kind: 'text', label: '모델', sortable: true, operators: ['eq', 'startsWith'] },
    customerCode: { kind: 'text', label: '거래처 코드', sortable: true, operators: ['eq'] },
    updatedAt: rangeField('date', '수정일'),
  },
  defaultSort: { field: 'updatedAt', dir: 'desc' },
  maxSize: 200,
} as const satisfies ListSpec;
export const carListPageSchema = listPageSchema(carSchema);

/** What is known of a VIN: the local reading, the remote decoder's answer and the stored car. */
export const vinLookupSchema = z.object({
  vin: z.string(),
  local: z.object({
    valid: z.boolean(),
    reason: z.string().nullable(),
    wmi: z.string().nullable(),
    modelYears: z.array(z.number().int()),
    checkDigitMatches: z.boolean().nullable(),
    warnings: z.array(z.string()),
  }),
  remote: z.object({
    configured: z.boolean(),
    ok: z.boolean(),
    /** Korean: "not configured", the decoder's own error text, or why the call failed. */
    message: z.string().nullable(),
    maker: z.string().nullable(),
    model: z.string().nullable(),
    modelYear: z.number().int().nullable(),
    engine: z.string().nullable(),
    attributes: z.array(vehicleAttributeSchema),
  }),
  car: carSchema.nullable(),
});
export type VinLookup = z.infer<typeof vinLookupSchema>;

export const FITMENT_SOURCES = ['manual', 'order'] as const;
export type FitmentSource = (typeof FITMENT_SOURCES)[number];
export const FITMENT_SOURCE_LABELS: Record<FitmentSource, string> = {
  manual: '직접 등록',
  order: '주문 학습',
};

/** /Company/VinPartRegister/:vin/:custcode/:memocode: parts that fit a car, entered by hand. */
export const fitmentInputSchema = z
  .object({
    vin: blankOr(vinSchema, '차대번호'),
    maker: optionalText('제조사', 50),
    model: optionalText('모델', 100),
    modelYear: yearField,
    partCodes: labeled(
      z
        .array(requiredText('품목 코드', 20))
        .min(1, '품목을 하나 이상 고르세요.')
        .max(100, '100품목까지입니다.'),
      '품목',
    ),
    customerCode: optionalText('거래처 코드', 20),
    memoCode: optionalText('메모 번호', 40),
    note: optionalText('비고', 500),
  })
  .refine((f) => Boolean(f.vin || f.model), VIN_OR_MODEL);
export type FitmentInput = z.infer<typeof fitmentInputSchema>;

export const fitmentSchema = z.object({
  id: z.number().int(),
  ...partRefFields,
  vin: z.string().nullable(),
  vinPattern: z.string().nullable(),
  maker: z.string().nullable(),
  model: z.string().nullable(),
  modelYear: z.number().int().nullable(),
  source: z.enum(FITMENT_SOURCES),
  customerCode: z.string().nullable(),
  memoCode: z.string().nullable(),
  docCode: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Fitment = z.infer<typeof fitmentSchema>;

export const FITMENT_LIST_SPEC = {
  fields: {
    vin: { kind: 'text', label: '차대번호', sortable: true, operators: ['eq', 'startsWith'] },
    model: { kind: 'text', label: '모델', sortable: true, operators: ['eq', 'startsWith'] },
    partCode: { kind: 'text', label: '품목 코드', sortable: true, operators: ['eq'] },
    source: { kind: 'text', label: '출처', operators: ['eq'] },
    customerCode: { kind: 'text', label: '거래처 코드', operators: ['eq'] },
    createdAt: rangeField('date', '등록일'),
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const fitmentPageSchema = listPageSchema(fitmentSchema);

/** "Parts for this VIN": parts recorded for the same car, the same model line, or the same model. */
export const fitmentSuggestionSchema = z.object({
  vin: z.string().nullable(),
  model: z.string().nullable(),
  suggestions: z.array(
    z.object({
      ...partNameFields,
      salePrice: z.number().int(),
      /** Best match first: 'vin' (this very car), 'pattern' (same VIN model line), 'model'. */
      matchedBy: z.enum(['vin', 'pattern', 'model']),
      records: z.number().int(),
    }),
  ),
});
export type FitmentSuggestion = z.infer<typeof fitmentSuggestionSchema>;

export const fitmentCheckInputSchema = z
  .object({
    partCode: requiredText('품목 코드', 20),
    vin: blankOr(vinSchema, '차대번호'),
    model: optionalText('모델', 100),
  })
  .refine((f) => Boolean(f.vin || f.model), VIN_OR_MODEL);

/** The warning of the order screen: was this part ever sold or fitted for this model? */
export const fitmentCheckSchema = z.object({
  partCode: z.string(),
  fitted: z.boolean(),
  records: z.number().int(),
  warning: z.string().nullable(),
});
export type FitmentCheck = z.infer<typeof fitmentCheckSchema>;

/** The suggestions of a car: by its VIN, its model, or both. */
export const fitmentSuggestInputSchema = z
  .object({
    vin: z.string().trim().max(30).optional().meta({ title: '차대번호' }),
    model: z.string().trim().max(100).optional().meta({ title: '모델' }),
  })
  .refine((b) => Boolean(b.vin || b.model), VIN_OR_MODEL);

/** The order desk's car panel: the VIN reading and, for a valid VIN, the parts that fit. */
export const carOrderInfoSchema = z.object({
  lookup: vinLookupSchema,
  suggestions: fitmentSuggestionSchema.nullable(),
});
export type CarOrderInfo = z.infer<typeof carOrderInfoSchema>;

/** Whether the remote VIN decoder is set up, and the Korean notice when it is not. */
export const vinDecoderStatusSchema = z.object({ configured: z.boolean(), message: z.string().nullable() });
export type VinDecoderStatus = z.infer<typeof vinDecoderStatusSchema>;
