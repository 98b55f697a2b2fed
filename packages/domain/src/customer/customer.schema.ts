import { z } from 'zod';
import { blankOr } from '../common/blank-union.js';
import { labeled } from '../common/field-label.js';
import {
  changedByFields,
  contactFields,
  customerRefFields,
  rowsPageSchema,
  versionedFields,
} from '../common/row-fields.js';
import { type ListSpec, listPageSchema, pageQueryFields, rangeField } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { bizNoSchema, emailSchema, phoneSchema } from '../validate/field-schemas.js';
import { CUSTOMER_LABELS } from './customer.labels.js';
import { CUSTOMER_STATUSES, CUSTOMER_TYPES } from './customer.status.js';

const optionalPhone = (label: string) => blankOr(phoneSchema, label);
const email = (label: string) => blankOr(emailSchema, label);
const won = (label: string) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('원 단위 정수로 입력하세요.')
      .min(0, '0 이상이어야 합니다.')
      .max(100_000_000_000, '1,000억 원 이하로 입력하세요.'),
    label,
  );

/** The full customer form (CustomerRegistration / modify). */
export const customerInputSchema = z.object({
  name: labeled(
    z.string({ error: '입력하세요.' }).trim().min(1, '입력하세요.').max(100, '100자 이하로 입력하세요.'),
    CUSTOMER_LABELS.name,
  ),
  bizNo: blankOr(bizNoSchema, CUSTOMER_LABELS.bizNo),
  representative: optionalText(CUSTOMER_LABELS.representative, 50),
  phone: optionalPhone(CUSTOMER_LABELS.phone),
  mobile: optionalPhone(CUSTOMER_LABELS.mobile),
  fax: optionalPhone(CUSTOMER_LABELS.fax),
  email: email(CUSTOMER_LABELS.email),
  postcode: blankOr(z.string().regex(/^\d{5}$/, '우편번호는 5자리 숫자입니다.'), CUSTOMER_LABELS.postcode),
  address: optionalText(CUSTOMER_LABELS.address, 200),
  addressDetail: optionalText(CUSTOMER_LABELS.addressDetail, 200),
  districtGroup: optionalText(CUSTOMER_LABELS.districtGroup, 30),
  customerType: labeled(
    z.enum(CUSTOMER_TYPES, { message: '거래처 구분을 고르세요.' }).default('repair'),
    CUSTOMER_LABELS.customerType,
  ),
  status: labeled(
    z.enum(CUSTOMER_STATUSES, { message: '현재 상황을 고르세요.' }).default('active'),
    CUSTOMER_LABELS.status,
  ),
  unpaidCode: optionalText(CUSTOMER_LABELS.unpaidCode, 20),
  rank: optionalText(CUSTOMER_LABELS.rank, 20),
  interfaceId: optionalText(CUSTOMER_LABELS.interfaceId, 50),
  salesStaffId: labeled(z.number().int().positive().nullish(), CUSTOMER_LABELS.salesStaffId),
  creditLimit: won(CUSTOMER_LABELS.creditLimit).default(0),
  paymentTerms: optionalText(CUSTOMER_LABELS.paymentTerms, 100),
  taxInvoiceEmail: email(CUSTOMER_LABELS.taxInvoiceEmail),
  vatIncluded: labeled(z.boolean().default(false), CUSTOMER_LABELS.vatIncluded),
  oldPartPickupAllowed: labeled(z.boolean().default(true), CUSTOMER_LABELS.oldPartPickupAllowed),
  memo: optionalText(CUSTOMER_LABELS.memo, 2000),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/** The short phone form (CustomerSimpleRegistration / CustomerSimpleModify). */
export const customerSimpleInputSchema = customerInputSchema.pick({
  name: true,
  bizNo: true,
  representative: true,
  phone: true,
  mobile: true,
  postcode: true,
  address: true,
  addressDetail: true,
  districtGroup: true,
  memo: true,
});
export type CustomerSimpleInput = z.infer<typeof customerSimpleInputSchema>;

/** A modify carries the version it was read at: a stale form is refused, never silently merged. */
const readVersion = { version: labeled(z.number().int().min(1), CUSTOMER_LABELS.version) };
export const customerModifySchema = customerInputSchema.extend(readVersion);
export const customerSimpleModifySchema = customerSimpleInputSchema.extend(readVersion);

export const customerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  bizNo: z.string().nullable(),
  representative: z.string().nullable(),
  ...contactFields,
  postcode: z.string().nullable(),
  address: z.string().nullable(),
  addressDetail: z.string().nullable(),
  districtGroup: z.string().nullable(),
  customerType: z.enum(CUSTOMER_TYPES),
  status: z.enum(CUSTOMER_STATUSES),
  unpaidCode: z.string().nullable(),
  rank: z.string().nullable(),
  interfaceId: z.string().nullable(),
  salesStaffId: z.number().int().nullable(),
  salesStaffName: z.string().nullable(),
  creditLimit: z.number().int(),
  paymentTerms: z.string().nullable(),
  taxInvoiceEmail: z.string().nullable(),
  vatIncluded: z.boolean(),
  oldPartPickupAllowed: z.boolean(),
  memo: z.string().nullable(),
  insertCheckedAt: z.string().nullable(),
  insertCheckedBy: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
  ...versionedFields,
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * What a customer user reads of its own customer: the customer-facing fields (name, addresses,
 * contacts) and its balance, never the staff's memo, the credit limit, the unpaid code, the rank,
 * the sales staff or the staff who created and checked the row. Every portal kind reads its own
 * projection like this one, never the staff row.
 */
export const customerPortalViewSchema = customerSchema
  .pick({
    code: true,
    name: true,
    bizNo: true,
    representative: true,
    phone: true,
    mobile: true,
    fax: true,
    email: true,
    taxInvoiceEmail: true,
    postcode: true,
    address: true,
    addressDetail: true,
    vatIncluded: true,
  })
  .extend({
    /** Receivable: what the customer owes (won). */
    balance: z.number().int(),
  });
export type CustomerPortalView = z.infer<typeof customerPortalViewSchema>;

export const toCustomerPortalView = (c: Customer, balance: number): CustomerPortalView => ({
  code: c.code,
  name: c.name,
  bizNo: c.bizNo,
  representative: c.representative,
  phone: c.phone,
  mobile: c.mobile,
  fax: c.fax,
  email: c.email,
  taxInvoiceEmail: c.taxInvoiceEmail,
  postcode: c.postcode,
  address: c.address,
  addressDetail: c.addressDetail,
  vatIncluded: c.vatIncluded,
  balance,
});

export const customerSaveResultSchema = z.object({
  customer: customerSchema,
  /** Other customers with the same business number: a warning, not a refusal (branches share one). */
  duplicateBizNo: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type CustomerSaveResult = z.infer<typeof customerSaveResultSchema>;

export const CUSTOMER_LIST_SPEC = {
  fields: {
    code: {
      kind: 'text',
      label: CUSTOMER_LABELS.code,
      sortable: true,
      operators: ['eq', 'startsWith', 'in'],
    },
    name: {
      kind: 'text',
      label: CUSTOMER_LABELS.name,
      sortable: true,
      operators: ['contains', 'startsWith', 'eq'],
    },
    bizNo: { kind: 'text', label: CUSTOMER_LABELS.bizNo, sortable: true, operators: ['eq', 'contains'] },
    representative: {
      kind: 'text',
      label: CUSTOMER_LABELS.representative,
      sortable: true,
      operators: ['contains'],
    },
    phone: { kind: 'text', label: CUSTOMER_LABELS.phone, operators: ['contains'] },
    districtGroup: {
      kind: 'text',
      label: CUSTOMER_LABELS.districtGroup,
      sortable: true,
      operators: ['eq', 'in', 'isNull'],
    },
    rank: { kind: 'text', label: CUSTOMER_LABELS.rank, sortable: true, operators: ['eq', 'in', 'isNull'] },
    status: { kind: 'text', label: CUSTOMER_LABELS.status, sortable: true, operators: ['eq', 'in'] },
    customerType: {
      kind: 'text',
      label: CUSTOMER_LABELS.customerType,
      sortable: true,
      operators: ['eq', 'in'],
    },
    salesStaffId: {
      kind: 'number',
      label: CUSTOMER_LABELS.salesStaffId,
      sortable: true,
      operators: ['eq', 'in', 'isNull'],
    },
    creditLimit: rangeField('number', CUSTOMER_LABELS.creditLimit),
    insertChecked: { kind: 'boolean', label: CUSTOMER_LABELS.insertChecked, operators: ['eq'] },
    createdAt: rangeField('date', CUSTOMER_LABELS.createdAt),
    updatedAt: rangeField('date', CUSTOMER_LABELS.updatedAt),
  },
  defaultSort: { field: 'code', dir: 'asc' },
  maxSize: 500,
} as const satisfies ListSpec;
export type CustomerListField = keyof typeof CUSTOMER_LIST_SPEC.fields;

export const customerListPageSchema = listPageSchema(customerSchema);

/** The present situation of a customer (SPEC §7.4 present situation). */
export const customerSituationSchema = z.object({
  code: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  label: z.string(),
});
export const customerSituationInputSchema = z.object({
  status: labeled(z.enum(CUSTOMER_STATUSES, { message: '현재 상황을 고르세요.' }), CUSTOMER_LABELS.status),
  ...readVersion,
});

export const customerUnpaidCodeSchema = z.object({ code: z.string(), unpaidCode: z.string().nullable() });

export const districtGroupSchema = z.object({
  code: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
});
export type DistrictGroup = z.infer<typeof districtGroupSchema>;

const pageFields = pageQueryFields();

export const quickChangeQuerySchema = z.object({
  ...pageFields,
  onlyUnchecked: labeled(z.boolean().default(false), '미확인만'),
});
export type QuickChangeQuery = z.input<typeof quickChangeQuerySchema>;

/** One simple-form change waiting for a second person's check (CustomerQuickChangeCheckAllList). */
export const quickChangeSchema = z.object({
  id: z.number().int(),
  ...customerRefFields,
  via: z.string(),
  // A changed field's values are whatever the customer row holds there (text, number, boolean, null).
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  ...changedByFields,
  checkedBy: z.number().int().nullable(),
  checkedAt: z.string().nullable(),
});
export type QuickChange = z.infer<typeof quickChangeSchema>;
export const quickChangePageSchema = rowsPageSchema(quickChangeSchema);

export const bizNoSearchSchema = z.object({
  bizNos: labeled(
    z.array(z.string().max(20)).min(1, '하나 이상 입력하세요.').max(100, '100개까지 조회할 수 있습니다.'),
    CUSTOMER_LABELS.bizNo,
  ),
});

/** The National Tax Service's status of one business number. */
export const bizStatusSchema = z.object({
  bizNo: z.string(),
  /** 01 계속사업자, 02 휴업자, 03 폐업자; '' when the NTS does not know the number. */
  statusCode: z.string(),
  statusLabel: z.string(),
  taxType: z.string(),
  closedOn: z.string().nullable(),
  registered: z.boolean(),
});
export type BizStatus = z.infer<typeof bizStatusSchema>;

export const bizNoCheckSchema = z.object({
  bizNo: z.string(),
  checkDigitValid: z.boolean(),
  /** 'nts' when the tax service answered, 'local' when only the check digit was tested. */
  source: z.enum(['nts', 'local']),
  status: bizStatusSchema.nullable(),
  /** Why the NTS answer is missing: not configured, or the call failed. */
  notice: z.string().nullable(),
  customers: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type BizNoCheck = z.infer<typeof bizNoCheckSchema>;

export const bizNoHistoryQuerySchema = z.object({
  ...pageFields,
  bizNo: labeled(z.string().max(20).optional(), '사업자등록번호'),
  nonRegisteredOnly: labeled(z.boolean().optional(), '미등록만'),
  uncheckedOnly: labeled(z.boolean().optional(), '미확인만'),
});
export type BizNoHistoryQuery = z.input<typeof bizNoHistoryQuerySchema>;

export const bizNoHistoryRowSchema = z.object({
  id: z.number().int(),
  bizNo: z.string(),
  checkDigitValid: z.boolean(),
  source: z.string(),
  statusCode: z.string().nullable(),
  statusLabel: z.string().nullable(),
  taxType: z.string().nullable(),
  registered: z.boolean().nullable(),
  searchedBy: z.number().int().nullable(),
  searchedAt: z.string(),
  checkedBy: z.number().int().nullable(),
  checkedAt: z.string().nullable(),
});
export type BizNoHistoryRow = z.infer<typeof bizNoHistoryRowSchema>;
export const bizNoHistoryPageSchema = rowsPageSchema(bizNoHistoryRowSchema);

/** Whether a customer answer is the staff row (staff callers) rather than the portal projection. */
export const isStaffCustomer = (customer: Customer | CustomerPortalView): customer is Customer =>
  'version' in customer;

/** The staff rows of a customer list answer (a staff screen never receives the portal projection). */
export const staffCustomerRows = (rows: readonly (Customer | CustomerPortalView)[]): Customer[] =>
  rows.filter(isStaffCustomer);
