import {
  appOrderGraphSchema,
  customerOrderHistorySchema,
  customerProfitSchema,
  hourlyGraphSchema,
  integratedListSchema,
  integratedStatusSchema,
  orderCheckListSchema,
  orderCodesSchema,
  orderDateChangeSchema,
  orderEventListQuerySchema,
  orderProblemListSchema,
  orderReportQuerySchema,
  productGraphSchema,
  reservationChangeSchema,
  vinDuplicateQuerySchema,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { customerOrderHistory, customerOrderProfit } from './customer-order-report.service.js';
import { changeOrderDate, changeReservation, fixStatusOf, printUserCheck } from './order-calls.service.js';
import { listOrderChanges, listOrderEvents, orderEventsOf } from './order-log.service.js';
import { daysAgoYmd, hasFilterOn, reportPage, reportWhere } from './order-report.query.js';
import {
  integratedList,
  integratedStatus,
  onlineOrderList,
  orderCheckList,
  problemList,
} from './order-report.service.js';
import { appOrderGraph, hourlyGraph, productMonthlyGraph } from './sales-graph.service.js';
import { vinDuplicates } from './vin-duplicate.service.js';

const codeParams = z.object({ code: z.string().trim().min(1).max(30).meta({ title: '주문번호' }) });

// Order lists, the order log and the sales graphs (issue 8): company staff only. Customer users
// read their own orders through the order and statement calls, never these company-wide reports.
export const salesReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = { access: STAFF_ACCESS };

  // The order log (OrderLog, OrderChangeInfoList)
  app.post(
    '/api/order/v1.0/log/list',
    { config: staff, schema: { summary: '주문 로그', tags: ['order'], body: orderEventListQuerySchema } },
    async (request) => ok(await listOrderEvents(db, request.body)),
  );
  app.post(
    '/api/order/v1.0/change/info/list',
    {
      config: staff,
      schema: {
        summary: '주문 변경 내역 (수정·단가·주문일·예약)',
        tags: ['order'],
        body: orderEventListQuerySchema,
      },
    },
    async (request) => ok(await listOrderChanges(db, request.body)),
  );
  app.get(
    '/api/order/v1.0/log/:code',
    { config: staff, schema: { summary: '주문 한 건의 로그', tags: ['order'], params: codeParams } },
    async (request) => ok(await orderEventsOf(db, request.params.code)),
  );

  // Order list calls (SPEC §7.8)
  app.post(
    '/api/order/v1.0/car/number/list',
    {
      config: staff,
      schema: {
        summary: '차량번호별 주문 목록',
        tags: ['order'],
        body: orderReportQuerySchema.extend({
          carNumber: z
            .string()
            .trim()
            .min(2, '차량번호를 2자 이상 입력하세요.')
            .max(20)
            .meta({ title: '차량번호' }),
        }),
      },
    },
    async (request) => {
      const { carNumber, ...query } = request.body;
      const digits = carNumber.replace(/\s+/g, '');
      return ok(
        await reportPage(
          db,
          reportWhere(query, [
            sql`replace(${salesOrders.carNumber}, ' ', '') like ${`%${digits.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
            // A car's history over a year unless the caller bounds it.
            hasFilterOn(query.filters, 'orderDate')
              ? undefined
              : sql`${salesOrders.orderDate} >= ${daysAgoYmd(365)}::date`,
          ]),
          query,
        ),
      );
    },
  );
  app.post(
    '/api/order/v1.0/fix/status/list',
    { config: staff, schema: { summary: '주문 확정 여부', tags: ['order'], body: orderCodesSchema } },
    async (request) => ok(await fixStatusOf(db, request.body.codes)),
  );
  app.post(
    '/api/order/v1.0/print/user/check',
    { config: staff, schema: { summary: '명세서 출력자 확인', tags: ['order'], body: orderCodesSchema } },
    async (request) => ok(await printUserCheck(db, request.body.codes)),
  );
  app.post(
    '/api/order/v1.0/date/change/:code',
    {
      config: staff,
      schema: { summary: '주문일 변경', tags: ['order'], params: codeParams, body: orderDateChangeSchema },
    },
    async (request) =>
      ok(
        await changeOrderDate(db, request.params.code, request.body, actorOf(request)),
        '주문일을 바꿨습니다.',
      ),
  );
  app.post(
    '/api/order/v1.0/reservation/change/:code',
    {
      config: staff,
      schema: {
        summary: '예약 일시 변경',
        tags: ['order'],
        params: codeParams,
        body: reservationChangeSchema,
      },
    },
    async (request) =>
      ok(
        await changeReservation(db, request.params.code, request.body, actorOf(request)),
        '예약 일시를 바꿨습니다.',
      ),
  );

  // Order reports
  app.post(
    '/api/order/v1.0/integrated/status',
    {
      config: staff,
      schema: { summary: '통합 현황 (상태별 건수·금액)', tags: ['order'], body: integratedStatusSchema },
    },
    async (request) => ok(await integratedStatus(db, request.body.date)),
  );
  app.post(
    '/api/order/v1.0/integrated/status/list',
    {
      config: staff,
      schema: { summary: '통합 현황 상태별 주문', tags: ['order'], body: integratedListSchema },
    },
    async (request) => ok(await integratedList(db, request.body)),
  );
  app.post(
    '/api/order/v1.0/check/list',
    {
      config: staff,
      schema: { summary: '출고 전 확인할 주문', tags: ['order'], body: orderCheckListSchema },
    },
    async (request) => ok(await orderCheckList(db, request.body)),
  );
  app.post(
    '/api/order/v1.0/problem/list',
    { config: staff, schema: { summary: '문제 주문 목록', tags: ['order'], body: orderProblemListSchema } },
    async (request) => ok(await problemList(db, request.body)),
  );
  app.post(
    '/api/order/v1.0/vin/duplicate/list',
    {
      config: staff,
      schema: { summary: '차대번호 중복 주문', tags: ['order'], body: vinDuplicateQuerySchema },
    },
    async (request) => ok(await vinDuplicates(db, request.body)),
  );
  app.post(
    '/api/order/v1.0/online/list',
    { config: staff, schema: { summary: '온라인 주문 목록', tags: ['order'], body: orderReportQuerySchema } },
    async (request) => ok(await onlineOrderList(db, request.body)),
  );
  app.post(
    '/api/customer/v1.0/order/history/list',
    {
      config: staff,
      schema: { summary: '거래처 주문 이력', tags: ['customer'], body: customerOrderHistorySchema },
    },
    async (request) => ok(await customerOrderHistory(db, request.body)),
  );
  app.post(
    '/api/customer/v1.0/order/profit/list',
    {
      config: staff,
      schema: { summary: '거래처 주문별 이익', tags: ['customer'], body: customerProfitSchema },
    },
    async (request) => ok(await customerOrderProfit(db, request.body)),
  );

  // Graphs (SPEC §7.8 graph calls)
  app.post(
    '/api/graph/v1.0/hourly/sales',
    { config: staff, schema: { summary: '시간대별 매출', tags: ['graph'], body: hourlyGraphSchema } },
    async (request) => ok(await hourlyGraph(db, request.body.date)),
  );
  app.post(
    '/api/graph/v1.0/monthly/sales/toss',
    {
      config: staff,
      schema: { summary: '품목 월별 판매 수량', tags: ['graph'], body: productGraphSchema },
    },
    async (request) => ok(await productMonthlyGraph(db, request.body)),
  );
  app.post(
    '/api/graph/v1.0/app/order',
    { config: staff, schema: { summary: '경로별 주문 추이', tags: ['graph'], body: appOrderGraphSchema } },
    async (request) => ok(await appOrderGraph(db, request.body)),
  );
};
