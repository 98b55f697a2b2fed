import {
  CANCEL_REQUEST_STATUSES,
  cancelRequestSchema,
  customerLedgerQuerySchema,
  memoCreateSchema,
  ORDER_STATUSES,
  orderInputSchema,
  orderModifySchema,
  orderVersionSchema,
  paymentInputSchema,
  whyCannotCheckCancel,
  ymdSchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, rolesOnly, STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { customerLedgerView, recordPayment } from '../receivable/customer-ledger.service.js';
import { createMemo, getMemo, listMemos, setMemoPickupId, takeMemo } from './memo.service.js';
import { checkCancel, listCancelRequests, rejectCancel, requestCancel } from './order-cancel.service.js';
import { orderCandidates } from './order-candidate.service.js';
import {
  completeExamination,
  examinationOf,
  scanForExamination,
  startExamination,
} from './order-examination.service.js';
import { fixOrder } from './order-fix.service.js';
import { createOrder, discardOrder, loadOrder, modifyOrder } from './sales-order.service.js';
import { listOrders } from './sales-order-list.service.js';
import { cancelStatement, orderStatement } from './statement.service.js';

const codeParams = (title: string) => z.object({ code: z.string().trim().min(1).max(30).meta({ title }) });
const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647, '없는 요청 번호입니다.')
    .meta({ title: '요청 번호' }),
});
const page = {
  page: z.number().int().min(1).default(1).meta({ title: '페이지' }),
  size: z.number().int().min(1).max(500).default(50).meta({ title: '페이지 크기' }),
};
// Customer users read their own orders and ledger; the service scopes the rows.
const STAFF_OR_CUSTOMER = rolesOnly('admin', 'public', 'cust');

export const salesOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  // Memos (SPEC §7.8 memo calls)
  app.post(
    '/api/memo/v1.0/save',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '수주 메모 저장', tags: ['memo'], body: memoCreateSchema },
    },
    async (request) => ok(await createMemo(db, request.body, actorOf(request)), '메모를 저장했습니다.'),
  );
  app.post(
    '/api/memo/v1.0/search/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '수주 메모 목록',
        tags: ['memo'],
        body: z.object({ customerCode: z.string().max(20).optional().meta({ title: '거래처' }), ...page }),
      },
    },
    async (request) => ok(await listMemos(db, { ...request.body, unprocessedOnly: false })),
  );
  app.post(
    '/api/memo/v1.0/unprocessed/simple/list',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '미처리 메모 목록', tags: ['memo'], body: z.object(page) },
    },
    async (request) => ok(await listMemos(db, { ...request.body, unprocessedOnly: true })),
  );
  app.get(
    '/api/memo/v1.0/single/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '수주 메모 단건', tags: ['memo'], params: codeParams('메모 번호') },
    },
    async (request) => ok(await getMemo(db, request.params.code)),
  );
  app.post(
    '/api/memo/v1.0/working/check/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '메모 처리 시작 (작업 확인)', tags: ['memo'], params: codeParams('메모 번호') },
    },
    async (request) =>
      ok(await takeMemo(db, request.params.code, actorOf(request)), '메모 처리를 시작합니다.'),
  );
  app.put(
    '/api/memo/v1.0/delivery/pickup/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '메모의 배송 회수 ID 변경',
        tags: ['memo'],
        params: codeParams('메모 번호'),
        body: z.object({
          deliveryPickupId: z.string().trim().max(40).nullable().meta({ title: '배송 회수 ID' }),
        }),
      },
    },
    async (request) => ok(await setMemoPickupId(db, request.params.code, request.body.deliveryPickupId)),
  );

  // Orders
  app.post(
    '/api/order/v1.0/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '수주 등록 (작성)', tags: ['order'], body: orderInputSchema },
    },
    async (request) => ok(await createOrder(db, request.body, actorOf(request)), '주문을 등록했습니다.'),
  );
  app.post(
    '/api/order/v1.0/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '수주 수정 (작성 중만)',
        tags: ['order'],
        params: codeParams('주문 번호'),
        body: orderModifySchema,
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return ok(
        await modifyOrder(db, request.params.code, input, version, actorOf(request)),
        '주문을 수정했습니다.',
      );
    },
  );
  app.post(
    '/api/order/v1.0/fix/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '수주 확정 (출고·매출)',
        tags: ['order'],
        params: codeParams('주문 번호'),
        // Only for a customer still waiting in 신규 거래처 확인: an admin's reason, recorded.
        body: z
          .object({
            unconfirmedCustomerReason: z
              .string()
              .trim()
              .min(1)
              .max(200)
              .optional()
              .meta({ title: '확인 전 확정 사유' }),
          })
          .optional(),
      },
    },
    async (request) => {
      const reason = request.body?.unconfirmedCustomerReason ?? null;
      const user = requireUser(request.user);
      return ok(
        await fixOrder(
          db,
          request.params.code,
          actorOf(request),
          reason ? { role: user.role, reason } : null,
        ),
        '주문을 확정했습니다.',
      );
    },
  );
  app.post(
    '/api/order/v1.0/discard/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '작성 중 주문 폐기 (재고·미수금 변동 없음)',
        tags: ['order'],
        params: codeParams('주문 번호'),
        body: orderVersionSchema,
      },
    },
    async (request) =>
      ok(
        await discardOrder(db, request.params.code, request.body.version, actorOf(request)),
        '작성 중인 주문을 폐기했습니다.',
      ),
  );
  app.get(
    '/api/order/v1.0/single/:code',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: { summary: '수주 단건', tags: ['order'], params: codeParams('주문 번호') },
    },
    async (request) => ok(await loadOrder(db, request.params.code, requireUser(request.user))),
  );
  app.post(
    '/api/order/v1.0/list',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: {
        summary: '수주 목록',
        tags: ['order'],
        body: z.object({
          fromDate: ymdSchema.optional().meta({ title: '시작일' }),
          toDate: ymdSchema.optional().meta({ title: '종료일' }),
          customerCode: z.string().max(20).optional().meta({ title: '거래처' }),
          status: z.enum(ORDER_STATUSES).optional().meta({ title: '상태' }),
          ...page,
        }),
      },
    },
    async (request) => ok(await listOrders(db, request.body, requireUser(request.user))),
  );

  // Cancels (SPEC §7.5 order-cancel calls)
  app.post(
    '/api/order/v1.0/cancel/request/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '주문 취소 요청',
        tags: ['order'],
        params: codeParams('주문 번호'),
        body: cancelRequestSchema,
      },
    },
    async (request) =>
      ok(
        await requestCancel(db, request.params.code, request.body, actorOf(request), ctx.realtime),
        '취소를 요청했습니다. 다른 직원의 확인이 필요합니다.',
      ),
  );
  app.post(
    '/api/order/v1.0/cancel/check/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '주문 취소 확인 (재고·매출 환원)', tags: ['order'], params: idParams },
    },
    async (request) => ok(await checkCancel(db, request.params.id, actorOf(request)), '취소를 확인했습니다.'),
  );
  app.post(
    '/api/order/v1.0/cancel/reject/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '주문 취소 반려',
        tags: ['order'],
        params: idParams,
        body: z.object({
          reason: z.string().trim().min(2, '2자 이상 입력하세요.').max(500).meta({ title: '반려 사유' }),
        }),
      },
    },
    async (request) =>
      ok(
        await rejectCancel(db, request.params.id, request.body.reason, actorOf(request)),
        '취소 요청을 반려했습니다.',
      ),
  );
  app.post(
    '/api/order/v1.0/cancel/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '주문 취소 요청 목록',
        tags: ['order'],
        body: z.object({
          status: z.enum(CANCEL_REQUEST_STATUSES).optional().meta({ title: '상태' }),
          ...page,
        }),
      },
    },
    async (request) => {
      const { rows, total } = await listCancelRequests(db, request.body);
      const viewer = actorOf(request).accountId ?? -1;
      // Why this caller may not check each request (their own, already handled), so the screen
      // can disable the button and say why; the check itself still decides on the server.
      return ok({
        total,
        rows: rows.map((r) => ({
          ...r,
          checkProblem: whyCannotCheckCancel(r.requestedBy, viewer, r.status),
        })),
      });
    },
  );

  // Customer money
  app.post(
    '/api/customer/v1.0/payment/save',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '입금 등록', tags: ['customer'], body: paymentInputSchema },
    },
    async (request) => ok(await recordPayment(db, request.body, actorOf(request)), '입금을 등록했습니다.'),
  );
  app.post(
    '/api/customer/v1.0/ledger',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: { summary: '거래처 원장', tags: ['customer'], body: customerLedgerQuerySchema },
    },
    async (request) => ok(await customerLedgerView(db, request.body, requireUser(request.user))),
  );

  // Examination (SPEC §7.5: examination request and detail)
  app.get(
    '/api/examination/v1.0/order/detail/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '주문 검수 현황', tags: ['examination'], params: codeParams('주문 번호') },
    },
    async (request) => ok(await examinationOf(db, request.params.code)),
  );
  app.post(
    '/api/examination/v1.0/order/start/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '주문 검수 시작', tags: ['examination'], params: codeParams('주문 번호') },
    },
    async (request) =>
      ok(await startExamination(db, request.params.code, actorOf(request)), '검수를 시작합니다.'),
  );
  app.post(
    '/api/examination/v1.0/order/scan/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '주문 검수 바코드 스캔',
        tags: ['examination'],
        params: codeParams('주문 번호'),
        body: z.object({ barcode: z.string().max(500).meta({ title: '바코드' }) }),
      },
    },
    async (request) =>
      ok(
        await scanForExamination(db, request.params.code, request.body.barcode, actorOf(request)),
        '확인되었습니다.',
      ),
  );
  app.post(
    '/api/examination/v1.0/order/complete/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '주문 검수 완료', tags: ['examination'], params: codeParams('주문 번호') },
    },
    async (request) =>
      ok(await completeExamination(db, request.params.code, actorOf(request)), '검수를 마쳤습니다.'),
  );

  // Statements (print pages of SPEC §2.11)
  app.get(
    '/api/order/v1.0/statement/:code',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: { summary: '거래명세서', tags: ['order'], params: codeParams('주문 번호') },
    },
    async (request) => ok(await orderStatement(db, request.params.code, requireUser(request.user), 'sale')),
  );
  app.get(
    '/api/order/v1.0/estimate/:code',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: { summary: '견적서', tags: ['order'], params: codeParams('주문 번호') },
    },
    async (request) =>
      ok(await orderStatement(db, request.params.code, requireUser(request.user), 'estimate')),
  );
  app.get(
    '/api/order/v1.0/cancel/statement/:id',
    {
      config: { access: STAFF_OR_CUSTOMER },
      schema: { summary: '취소 거래명세서', tags: ['order'], params: idParams },
    },
    async (request) => ok(await cancelStatement(db, request.params.id, requireUser(request.user))),
  );

  app.post(
    '/api/order/v1.0/part/candidates',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '주문 품목 후보 (재고·최근 단가 포함)',
        tags: ['order'],
        body: z.object({
          customerCode: z.string().trim().min(1, '거래처를 고르세요.').max(20).meta({ title: '거래처' }),
          keyword: z
            .string()
            .trim()
            .min(1, '품번, 바코드 또는 품명을 입력하세요.')
            .max(100)
            .meta({ title: '검색어' }),
          size: z.number().int().min(1).max(50).default(20).meta({ title: '개수' }),
        }),
      },
    },
    async (request) => ok(await orderCandidates(db, request.body)),
  );
};
