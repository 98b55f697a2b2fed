import {
  fastTurnPageSchema,
  fastTurnQuerySchema,
  partReturnsPageSchema,
  partReturnsQuerySchema,
  partSetOrderInsertSchema,
  properStockPageSchema,
  properStockQuerySchema,
  salesRecordsPageSchema,
  salesRecordsQuerySchema,
  withoutRotationPageSchema,
  withoutRotationQuerySchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { fastTurn, properStockShortage, salesRecords, withoutRotation } from './part-report.service.js';
import { partReturns } from './part-return.service.js';
import { insertSetIntoOrder } from './part-set-order.service.js';

// Part reports from the ledgers (PartFastTurn, PartWithoutRotation, ProductSalesRecordsList,
// PartProperStockRecordList) and putting a set on a draft order (PartSetInsert/{ordercode}).
// Staff only: the figures cover every customer.

export const partReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['product'];

  app.post(
    '/api/product/v1.0/fast/turn/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '회전이 빠른 품목 (기간 판매 수량 순위)',
        tags,
        body: fastTurnQuerySchema,
        response: { 200: envelopeOf(fastTurnPageSchema) },
      },
    },
    async (request) => ok(await fastTurn(db, request.body)),
  );

  app.post(
    '/api/product/v1.0/without/rotation/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '무회전 품목 (재고는 있으나 기준일 이후 출고 없음)',
        tags,
        body: withoutRotationQuerySchema,
        response: { 200: envelopeOf(withoutRotationPageSchema) },
      },
    },
    async (request) => ok(await withoutRotation(db, request.body)),
  );

  app.post(
    '/api/product/v1.0/sales/records/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 판매 기록 (확정 주문 줄)',
        tags,
        body: salesRecordsQuerySchema,
        response: { 200: envelopeOf(salesRecordsPageSchema) },
      },
    },
    async (request) => ok(await salesRecords(db, request.body)),
  );

  app.post(
    '/api/product/v1.0/return/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 반품 목록 (취소·반품 입고)',
        tags,
        body: partReturnsQuerySchema,
        response: { 200: envelopeOf(partReturnsPageSchema) },
      },
    },
    async (request) => ok(await partReturns(db, request.body)),
  );

  app.post(
    '/api/product/v1.0/proper/stock/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '적정 재고 미달 품목',
        tags,
        body: properStockQuerySchema,
        response: { 200: envelopeOf(properStockPageSchema) },
      },
    },
    async (request) => ok(await properStockShortage(db, request.body)),
  );

  app.post(
    '/api/product/v1.0/set/order/insert/:ordercode',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '세트를 작성 중인 주문에 구성 품목으로 넣기',
        tags,
        params: z.object({
          ordercode: z.string().trim().min(1).max(30).meta({ title: '주문 번호' }),
        }),
        body: partSetOrderInsertSchema,
      },
    },
    async (request) =>
      ok(
        await insertSetIntoOrder(db, request.params.ordercode, request.body, actorOf(request)),
        '세트 구성 품목을 주문에 넣었습니다.',
      ),
  );
};
