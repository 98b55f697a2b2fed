import { z } from 'zod';
import { defineContracts, grantedMenu, rolesOnly, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams, rowIdParams } from '../contract/contract-params.js';
import { listPageSchema, listQuerySchema } from '../list/list-query.js';
import { categoryPriceInputSchema, categoryPriceSchema } from './category-price.js';
import {
  bizNoCheckSchema,
  bizNoHistoryPageSchema,
  bizNoHistoryQuerySchema,
  bizNoSearchSchema,
  CUSTOMER_LIST_SPEC,
  customerInputSchema,
  customerListPageSchema,
  customerModifySchema,
  customerPortalViewSchema,
  customerSaveResultSchema,
  customerSchema,
  customerSimpleInputSchema,
  customerSimpleModifySchema,
  customerSituationInputSchema,
  customerSituationSchema,
  customerUnpaidCodeSchema,
  districtGroupSchema,
  quickChangePageSchema,
  quickChangeQuerySchema,
} from './customer.schema.js';
import { customerCategoryPriceScreens } from './customer-category-price.screens.js';

// Customers under /api/customer/v1.0 (SPEC §7.4) and the district groups of §7.3.

const listBody = listQuerySchema(CUSTOMER_LIST_SPEC);
const codeParams = docCodeParams('거래처 코드', 20);
const idParams = rowIdParams('번호');

/**
 * A customer user reads its own customer through the same calls; the service scopes the rows and
 * the customer user gets the customer-facing projection (customerPortalViewSchema), never the
 * staff row, so these answers are one of the two shapes, chosen by the server from the caller.
 */
const STAFF_OR_CUSTOMER = rolesOnly('admin', 'public', 'cust');

/** A per-user extra menu (SPEC §6): admin and the staff users granted the screen. */
export const CATEGORY_PRICE_ACCESS = grantedMenu(customerCategoryPriceScreens.customerCategoryPrice.path);

export const customerApi = defineContracts({
  ...listWithExcel(
    listBody,
    {
      path: '/api/customer/v1.0/page/list',
      summary: '거래처 목록',
      access: STAFF_OR_CUSTOMER,
      response: z.union([customerListPageSchema, listPageSchema(customerPortalViewSchema)]),
    },
    {
      path: '/api/customer/v1.0/excel/download',
      summary: '거래처 목록 엑셀 (현재 조건의 모든 행)',
      access: STAFF_ONLY,
    },
  ),
  single: {
    method: 'GET',
    path: '/api/customer/v1.0/single/:code',
    summary: '거래처 단건',
    access: STAFF_OR_CUSTOMER,
    params: codeParams,
    response: z.union([customerSchema, customerPortalViewSchema]),
  },
  byInterfaceId: {
    method: 'GET',
    path: '/api/customer/v1.0/single/iface/:interfaceId',
    summary: '연동 ID로 거래처 단건',
    access: STAFF_ONLY,
    params: z.object({ interfaceId: z.string().min(1).max(50).meta({ title: '연동 ID' }) }),
    response: customerSchema,
  },
  insert: {
    method: 'POST',
    path: '/api/customer/v1.0/insert',
    summary: '거래처 등록',
    access: STAFF_ONLY,
    body: customerInputSchema,
    response: customerSaveResultSchema,
  },
  simpleInsert: {
    method: 'POST',
    path: '/api/customer/v1.0/simple/insert',
    summary: '거래처 간편 등록',
    access: STAFF_ONLY,
    body: customerSimpleInputSchema,
    response: customerSaveResultSchema,
  },
  update: {
    method: 'POST',
    path: '/api/customer/v1.0/update/:code',
    summary: '거래처 수정',
    access: STAFF_ONLY,
    params: codeParams,
    body: customerModifySchema,
    response: customerSaveResultSchema,
  },
  simpleUpdate: {
    method: 'POST',
    path: '/api/customer/v1.0/simple/update/:code',
    summary: '거래처 간편 수정',
    access: STAFF_ONLY,
    params: codeParams,
    body: customerSimpleModifySchema,
    response: customerSaveResultSchema,
  },
  situation: {
    method: 'GET',
    path: '/api/customer/v1.0/present/situation/:code',
    summary: '거래처 현재 상황',
    access: STAFF_ONLY,
    params: codeParams,
    response: customerSituationSchema,
  },
  changeSituation: {
    method: 'PUT',
    path: '/api/customer/v1.0/present/situation/:code',
    summary: '거래처 현재 상황 변경',
    access: STAFF_ONLY,
    params: codeParams,
    body: customerSituationInputSchema,
    response: customerSaveResultSchema,
  },
  unpaidCode: {
    method: 'GET',
    path: '/api/customer/v1.0/unpaid/code/:code',
    summary: '거래처 미수 코드',
    access: STAFF_ONLY,
    params: codeParams,
    response: customerUnpaidCodeSchema,
  },
  insertCheckList: {
    method: 'POST',
    path: '/api/customer/v1.0/insert/check/list',
    summary: '신규 거래처 확인 목록',
    access: STAFF_ONLY,
    body: listBody,
    response: customerListPageSchema,
  },
  insertCheck: {
    method: 'POST',
    path: '/api/customer/v1.0/insert/check/:code',
    summary: '신규 거래처 확인',
    access: STAFF_ONLY,
    params: codeParams,
    response: customerSchema,
  },
  quickChanges: {
    method: 'POST',
    path: '/api/customer/v1.0/quick/change/list',
    summary: '간편 수정 확인 목록',
    access: STAFF_ONLY,
    body: quickChangeQuerySchema,
    response: quickChangePageSchema,
  },
  quickChangeCheck: {
    method: 'POST',
    path: '/api/customer/v1.0/quick/change/check/:id',
    summary: '간편 수정 확인',
    access: STAFF_ONLY,
    params: idParams,
    response: z.null(),
  },
  bizNoSearch: {
    method: 'POST',
    path: '/api/customer/v1.0/compsn/search',
    summary: '사업자등록번호 조회 (검증번호 + 국세청 상태)',
    access: STAFF_ONLY,
    body: bizNoSearchSchema,
    response: z.array(bizNoCheckSchema),
  },
  bizNoHistory: {
    method: 'POST',
    path: '/api/customer/v1.0/compsn/history/list',
    summary: '사업자등록번호 조회 이력 (미등록 목록 포함)',
    access: STAFF_ONLY,
    body: bizNoHistoryQuerySchema,
    response: bizNoHistoryPageSchema,
  },
  bizNoHistoryCheck: {
    method: 'POST',
    path: '/api/customer/v1.0/compsn/history/check/:id',
    summary: '미등록 사업자번호 확인 처리',
    access: STAFF_ONLY,
    params: idParams,
    response: z.null(),
  },
  /** SPEC §7.3 names this path exactly (`cust`, not `customer`). */
  districtGroups: {
    method: 'GET',
    path: '/api/cust/v1.0/district/group/inquiry/list',
    summary: '지역 그룹 목록',
    access: STAFF_ONLY,
    response: z.array(districtGroupSchema),
  },
  ntsConfigured: {
    method: 'GET',
    path: '/api/customer/v1.0/nts/configured',
    summary: '국세청 조회 설정 여부',
    access: STAFF_ONLY,
    response: z.object({ configured: z.boolean() }),
  },
  categoryPrices: {
    method: 'POST',
    path: '/api/customer/v1.0/category/price/list',
    summary: '거래처 분류별 단가 목록',
    access: CATEGORY_PRICE_ACCESS,
    body: z.object({ customerCode: z.string().trim().min(1).max(20).meta({ title: '거래처' }) }),
    response: z.array(categoryPriceSchema),
  },
  saveCategoryPrice: {
    method: 'POST',
    path: '/api/customer/v1.0/category/price/save',
    summary: '거래처 분류별 단가 저장',
    access: CATEGORY_PRICE_ACCESS,
    body: categoryPriceInputSchema,
    response: z.array(categoryPriceSchema),
  },
  removeCategoryPrice: {
    method: 'POST',
    path: '/api/customer/v1.0/category/price/delete/:id',
    summary: '거래처 분류별 단가 삭제',
    access: CATEGORY_PRICE_ACCESS,
    params: idParams,
    response: z.null(),
  },
});
