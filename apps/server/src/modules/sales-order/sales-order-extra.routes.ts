import {
  cancelAdminQuerySchema,
  carEstimateQuerySchema,
  customerDiscountProdsQuerySchema,
  examinationExceedQuerySchema,
  examinationRequestQuerySchema,
  memoFilterSchema,
  transactionStatementQuerySchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, requireUser, rolesOnly, STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { listCategoryPrices } from '../customer/category-price.service.js';
import {
  cancelExaminationOf,
  cancelsAwaitingReturn,
  completeCancelExamination,
  scanCancelReturn,
} from './cancel-examination.service.js';
import { cancelStatementByCode, carEstimate, transactionStatement } from './customer-statement.service.js';
import { listMemos } from './memo.service.js';
import { listCancelChecksForAdmin } from './order-cancel.service.js';
import { customerDiscountProds } from './order-candidate.service.js';
import {
  examinationExceedList,
  examinationRecord,
  examinationRequestList,
} from './order-examination-list.service.js';

// The second wave of sales endpoints (issue 8): memo filters, examination lists and the cancel
// examination, the admin's cancel check list, customer prices and the customer statements. Kept
// apart from sales-order.routes.ts, which another part of the work owns.

const codeParams = (title: string) =>
  z.object({ code: z.string().trim().min(1, '번호를 입력하세요.').max(30).meta({ title }) });
// Customer users read their own documents; the services scope the rows.
const STAFF_OR_CUSTOMER = rolesOnly('admin', 'public', 'cust');

export const salesOrderExtraRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/api/memo/v1.0/search/filter/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '수주 메모 목록 (기간·상태 조건)',
        tags: ['memo'],
        body: memoFilterSchema,
      },
    },
    async (request) => ok(await listMemos(db, { ...request.body, unprocessedOnly: false })),
  );

  app.get(
    '/api/examination/v1.0/order/scans/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '주문 검수 스캔 기록', tags: ['examination'], params: codeParams('주문 번호') },
    },
    async (request) => ok(await examinationRecord(db, request.params.code.toUpperCase())),
  );
  app.post(
    '/api/examination/v1.0/order/exceed/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '검수 시간 초과 주문 목록',
        tags: ['examination'],
        body: examinationExceedQuerySchema,
      },
    },
    async (request) => ok(await examinationExceedList(db, request.body)),
  );
  app.post(
    '/api/examination/v1.0/order/request/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '일자별 검수 요청(대기) 주문 목록',
        tags: ['examination'],
        body: examinationRequestQuerySchema,
      },
    },
    async (request) => ok(await examinationRequestList(db, request.body)),
  );

  app.get(
    '/api/examination/v1.0/order/cancel/detail/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '취소 반품 검수 현황', tags: ['examination'], params: codeParams('취소 번호') },
    },
    async (request) => ok(await cancelExaminationOf(db, request.params.code)),
  );
  app.post(
    '/api/examination/v1.0/order/cancel/waiting/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '반품 검수 대기 취소 목록',
        tags: ['examination'],
        body: z.object({
          page: z.number().int().min(1).default(1).meta({ title: '페이지' }),
          size: z.number().int().min(1).max(200).default(20).meta({ title: '페이지 크기' }),
        }),
      },
    },
    async (request) => ok(await cancelsAwaitingReturn(db, request.body)),
  );
  app.post(
    '/api/examination/v1.0/order/cancel/scan/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '취소 반품 검수 바코드 스캔',
        tags: ['examination'],
        params: codeParams('취소 번호'),
        body: z.object({ barcode: z.string().max(500).meta({ title: '바코드' }) }),
      },
    },
    async (request) =>
      ok(
        await scanCancelReturn(db, request.params.code, request.body.barcode, actorOf(request)),
        '확인되었습니다.',
      ),
  );
  app.post(
    '/api/examination/v1.0/order/cancel/complete/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '취소 반품 검수 완료', tags: ['examination'], params: codeParams('취소 번호') },
    },
    async (request) =>
      ok(
        await completeCancelExamination(db, request.params.code, actorOf(request)),
        '반품 검수를 마쳤습니다.',
      ),
  );

  app.post(
    '/api/order/v1.0/cancel/admin/check/list',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: {
        summary: '취소 확인 내역 (관리자)',
        tags: ['order'],
        body: cancelAdminQuerySchema,
      },
    },
    async (request) => ok(await listCancelChecksForAdmin(db, request.body)),
  );
  app.get(
    '/api/order/v1.0/cancel/statement/code/:code',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: { summary: '취소 명세서 (취소 번호로)', tags: ['order'], params: codeParams('취소 번호') },
    },
    async (request) => ok(await cancelStatementByCode(db, request.params.code, requireUser(request.user))),
  );

  app.post(
    '/api/order/v1.0/customer/discount/prods',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '거래처 품목별 최근 단가·분류 단가',
        tags: ['order'],
        body: customerDiscountProdsQuerySchema,
      },
    },
    async (request) => {
      const prods = await customerDiscountProds(db, request.body);
      return ok({ ...prods, categories: await listCategoryPrices(db, prods.customerCode) });
    },
  );
  app.post(
    '/api/order/v1.0/car/estimate',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '차량 견적서 (작성 중 주문으로)', tags: ['order'], body: carEstimateQuerySchema },
    },
    async (request) => ok(await carEstimate(db, request.body, requireUser(request.user))),
  );
  app.post(
    '/api/order/v1.0/transaction/statement',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: {
        summary: '거래내역서 (기간)',
        tags: ['order'],
        body: transactionStatementQuerySchema,
      },
    },
    async (request) => ok(await transactionStatement(db, request.body, requireUser(request.user))),
  );
};
