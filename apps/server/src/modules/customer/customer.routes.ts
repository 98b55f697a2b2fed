import {
  CUSTOMER_LIST_SPEC,
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPE_LABELS,
  type Customer,
  categoryPriceInputSchema,
  customerInputSchema,
  customerListPageSchema,
  customerModifySchema,
  customerPortalViewSchema,
  customerSaveResultSchema,
  customerSchema,
  customerSimpleInputSchema,
  customerSimpleModifySchema,
  listPageSchema,
  listQuerySchema,
} from '@erp/domain';
import { asc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaff, requireUser, rolesOnly, STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { type ExcelColumn, sendXlsx } from '../../platform/excel/excel-export.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { CATEGORY_PRICE_ACCESS } from '../../platform/menu/menu-access.js';
import { checkBizNoHistory, checkBizNos, listBizNoHistory } from './biz-no.service.js';
import { listCategoryPrices, removeCategoryPrice, saveCategoryPrice } from './category-price.service.js';
import {
  checkQuickChange,
  confirmCustomerInsert,
  createCustomer,
  customerPortalViewOf,
  customerViewFor,
  getCustomer,
  getCustomerByInterfaceId,
  iterateCustomers,
  listCustomers,
  listQuickChanges,
  modifyCustomer,
} from './customer.service.js';
import { districtGroups } from './customer.table.js';
import { ntsConfigFromEnv } from './nts-biz-status.adapter.js';

const listBody = listQuerySchema(CUSTOMER_LIST_SPEC);
const codeParams = z.object({ code: z.string().trim().min(1).max(20).meta({ title: '거래처 코드' }) });
const idParams = z.object({ id: z.coerce.number().int().positive().meta({ title: '번호' }) });
const pageBody = z.object({
  page: z.number().int().min(1).default(1).meta({ title: '페이지' }),
  size: z.number().int().min(1).max(500).default(50).meta({ title: '페이지 크기' }),
});
const customerPortalListPageSchema = listPageSchema(customerPortalViewSchema);
// A customer user reads its own customer through the same calls; the service scopes the rows and
// the customer user gets the customer-facing projection (customerViewFor), not the staff row.
const STAFF_OR_CUSTOMER = rolesOnly('admin', 'public', 'cust');

const won = '#,##0';
const customerColumns: ExcelColumn<Customer>[] = [
  { header: '거래처 코드', value: (c) => c.code, width: 12 },
  { header: '거래처명', value: (c) => c.name, width: 24 },
  { header: '사업자등록번호', value: (c) => c.bizNo, width: 15 },
  { header: '대표자', value: (c) => c.representative },
  { header: '전화번호', value: (c) => c.phone },
  { header: '휴대전화', value: (c) => c.mobile },
  { header: '팩스', value: (c) => c.fax },
  { header: '이메일', value: (c) => c.email, width: 22 },
  { header: '우편번호', value: (c) => c.postcode, width: 9 },
  { header: '주소', value: (c) => c.address, width: 36 },
  { header: '상세 주소', value: (c) => c.addressDetail, width: 20 },
  { header: '지역 그룹', value: (c) => c.districtGroup },
  { header: '거래처 구분', value: (c) => CUSTOMER_TYPE_LABELS[c.customerType] },
  { header: '현재 상황', value: (c) => CUSTOMER_STATUS_LABELS[c.status] },
  { header: '등급', value: (c) => c.rank },
  { header: '영업 담당', value: (c) => c.salesStaffName },
  { header: '여신 한도', value: (c) => c.creditLimit, numFmt: won },
  { header: '결제 조건', value: (c) => c.paymentTerms },
  { header: '부가세 포함 단가', value: (c) => (c.vatIncluded ? 'Y' : 'N') },
  { header: '폐부품 회수 허용', value: (c) => (c.oldPartPickupAllowed ? 'Y' : 'N') },
  { header: '등록일', value: (c) => new Date(c.createdAt), numFmt: 'yyyy-mm-dd' },
];

export const customerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const nts = ntsConfigFromEnv();

  app.post(
    '/api/customer/v1.0/page/list',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: {
        summary: '거래처 목록',
        tags: ['customer'],
        body: listBody,
        response: { 200: envelopeOf(z.union([customerListPageSchema, customerPortalListPageSchema])) },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const page = await listCustomers(db, request.body, user);
      if (isStaff(user)) return ok(page);
      const rows = await Promise.all(page.rows.map((row) => customerPortalViewOf(db, row)));
      return ok({ ...page, rows });
    },
  );

  app.post(
    '/api/customer/v1.0/excel/download',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '거래처 목록 엑셀 (현재 조건의 모든 행)', tags: ['customer'], body: listBody },
    },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: `거래처목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '거래처',
        columns: customerColumns,
        batches: iterateCustomers(db, request.body, requireUser(request.user)),
      }),
  );

  app.get(
    '/api/customer/v1.0/single/:code',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: {
        summary: '거래처 단건',
        tags: ['customer'],
        params: codeParams,
        response: { 200: envelopeOf(z.union([customerSchema, customerPortalViewSchema])) },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      return ok(await customerViewFor(db, user, await getCustomer(db, request.params.code, user)));
    },
  );

  app.get(
    '/api/customer/v1.0/single/iface/:interfaceId',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '연동 ID로 거래처 단건',
        tags: ['customer'],
        params: z.object({ interfaceId: z.string().min(1).max(50).meta({ title: '연동 ID' }) }),
      },
    },
    async (request) =>
      ok(await getCustomerByInterfaceId(db, request.params.interfaceId, requireUser(request.user))),
  );

  app.post(
    '/api/customer/v1.0/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '거래처 등록',
        tags: ['customer'],
        body: customerInputSchema,
        response: { 200: envelopeOf(customerSaveResultSchema) },
      },
    },
    async (request) =>
      ok(await createCustomer(db, request.body, actorOf(request), 'full'), '거래처를 등록했습니다.'),
  );

  app.post(
    '/api/customer/v1.0/simple/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '거래처 간편 등록',
        tags: ['customer'],
        body: customerSimpleInputSchema,
        response: { 200: envelopeOf(customerSaveResultSchema) },
      },
    },
    async (request) =>
      ok(await createCustomer(db, request.body, actorOf(request), 'simple'), '거래처를 등록했습니다.'),
  );

  app.post(
    '/api/customer/v1.0/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '거래처 수정',
        tags: ['customer'],
        params: codeParams,
        body: customerModifySchema,
        response: { 200: envelopeOf(customerSaveResultSchema) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return ok(
        await modifyCustomer(db, request.params.code, input, version, actorOf(request), 'full'),
        '거래처를 수정했습니다.',
      );
    },
  );

  app.post(
    '/api/customer/v1.0/simple/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '거래처 간편 수정',
        tags: ['customer'],
        params: codeParams,
        body: customerSimpleModifySchema,
        response: { 200: envelopeOf(customerSaveResultSchema) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return ok(
        await modifyCustomer(db, request.params.code, input, version, actorOf(request), 'simple'),
        '수정했습니다. 다른 직원의 확인이 필요합니다.',
      );
    },
  );

  app.get(
    '/api/customer/v1.0/present/situation/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '거래처 현재 상황', tags: ['customer'], params: codeParams },
    },
    async (request) => {
      const customer = await getCustomer(db, request.params.code, requireUser(request.user));
      return ok({
        code: customer.code,
        status: customer.status,
        label: CUSTOMER_STATUS_LABELS[customer.status],
      });
    },
  );

  app.put(
    '/api/customer/v1.0/present/situation/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '거래처 현재 상황 변경',
        tags: ['customer'],
        params: codeParams,
        body: z.object({
          status: z
            .enum(CUSTOMER_STATUSES, { message: '현재 상황을 고르세요.' })
            .meta({ title: '현재 상황' }),
          version: z.number().int().min(1).meta({ title: '버전' }),
        }),
      },
    },
    async (request) =>
      ok(
        await modifyCustomer(
          db,
          request.params.code,
          { status: request.body.status },
          request.body.version,
          actorOf(request),
          'status',
        ),
        '현재 상황을 변경했습니다.',
      ),
  );

  app.get(
    '/api/customer/v1.0/unpaid/code/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '거래처 미수 코드', tags: ['customer'], params: codeParams },
    },
    async (request) => {
      const customer = await getCustomer(db, request.params.code, requireUser(request.user));
      return ok({ code: customer.code, unpaidCode: customer.unpaidCode });
    },
  );

  app.post(
    '/api/customer/v1.0/insert/check/list',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '신규 거래처 확인 목록', tags: ['customer'], body: listBody },
    },
    async (request) =>
      ok(
        await listCustomers(db, request.body, requireUser(request.user), [
          // Unchecked customers only: the list a second person works through.
          sql`insert_checked_at is null`,
        ]),
      ),
  );

  app.post(
    '/api/customer/v1.0/insert/check/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '신규 거래처 확인', tags: ['customer'], params: codeParams },
    },
    async (request) =>
      ok(await confirmCustomerInsert(db, request.params.code, actorOf(request)), '확인했습니다.'),
  );

  app.post(
    '/api/customer/v1.0/quick/change/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '간편 수정 확인 목록',
        tags: ['customer'],
        body: pageBody.extend({ onlyUnchecked: z.boolean().default(false).meta({ title: '미확인만' }) }),
      },
    },
    async (request) => ok(await listQuickChanges(db, request.body)),
  );

  app.post(
    '/api/customer/v1.0/quick/change/check/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '간편 수정 확인', tags: ['customer'], params: idParams },
    },
    async (request) => {
      await checkQuickChange(db, request.params.id, actorOf(request));
      return ok(null, '확인했습니다.');
    },
  );

  app.post(
    '/api/customer/v1.0/compsn/search',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '사업자등록번호 조회 (검증번호 + 국세청 상태)',
        tags: ['customer'],
        body: z.object({
          bizNos: z
            .array(z.string().max(20))
            .min(1, '하나 이상 입력하세요.')
            .max(100, '100개까지 조회할 수 있습니다.')
            .meta({ title: '사업자등록번호' }),
        }),
      },
    },
    async (request) => ok(await checkBizNos(db, nts, request.body.bizNos, actorOf(request))),
  );

  app.post(
    '/api/customer/v1.0/compsn/history/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '사업자등록번호 조회 이력 (미등록 목록 포함)',
        tags: ['customer'],
        body: pageBody.extend({
          bizNo: z.string().max(20).optional().meta({ title: '사업자등록번호' }),
          nonRegisteredOnly: z.boolean().optional().meta({ title: '미등록만' }),
          uncheckedOnly: z.boolean().optional().meta({ title: '미확인만' }),
        }),
      },
    },
    async (request) => ok(await listBizNoHistory(db, request.body)),
  );

  app.post(
    '/api/customer/v1.0/compsn/history/check/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '미등록 사업자번호 확인 처리', tags: ['customer'], params: idParams },
    },
    async (request) => {
      await checkBizNoHistory(db, request.params.id, actorOf(request));
      return ok(null, '확인했습니다.');
    },
  );

  // SPEC §7.3 names this path exactly.
  app.get(
    '/api/cust/v1.0/district/group/inquiry/list',
    { config: { access: STAFF_ACCESS }, schema: { summary: '지역 그룹 목록', tags: ['customer'] } },
    async () =>
      ok(
        await db
          .select()
          .from(districtGroups)
          .orderBy(asc(districtGroups.sortOrder), asc(districtGroups.code)),
      ),
  );

  app.get(
    '/api/customer/v1.0/nts/configured',
    { config: { access: STAFF_ACCESS }, schema: { summary: '국세청 조회 설정 여부', tags: ['customer'] } },
    async () => ok({ configured: Boolean(nts.serviceKey) }),
  );

  // CustomerCategoryPrice: discount per part kind per customer. A per-user extra menu (SPEC §6):
  // admin and the staff users granted the menu item, checked on every call (CATEGORY_PRICE_ACCESS).
  app.post(
    '/api/customer/v1.0/category/price/list',
    {
      config: { access: CATEGORY_PRICE_ACCESS },
      schema: {
        summary: '거래처 분류별 단가 목록',
        tags: ['customer'],
        body: z.object({ customerCode: z.string().trim().min(1).max(20).meta({ title: '거래처' }) }),
      },
    },
    async (request) => ok(await listCategoryPrices(db, request.body.customerCode)),
  );
  app.post(
    '/api/customer/v1.0/category/price/save',
    {
      config: { access: CATEGORY_PRICE_ACCESS },
      schema: { summary: '거래처 분류별 단가 저장', tags: ['customer'], body: categoryPriceInputSchema },
    },
    async (request) =>
      ok(await saveCategoryPrice(db, request.body, actorOf(request)), '분류별 단가를 저장했습니다.'),
  );
  app.post(
    '/api/customer/v1.0/category/price/delete/:id',
    {
      config: { access: CATEGORY_PRICE_ACCESS },
      schema: { summary: '거래처 분류별 단가 삭제', tags: ['customer'], params: idParams },
    },
    async (request) => {
      await removeCategoryPrice(db, request.params.id, actorOf(request));
      return ok(null, '삭제했습니다.');
    },
  );
};
