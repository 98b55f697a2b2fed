import { customerLedgerApi, orderCancelApi, salesOrderApi, whyCannotCheckCancel } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { listCategoryPrices } from '../customer/category-price.service.js';
import { customerLedgerView, recordPayment } from '../receivable/customer-ledger.service.js';
import {
  checkCancel,
  listCancelChecksForAdmin,
  listCancelRequests,
  rejectCancel,
  requestCancel,
} from './order-cancel.service.js';
import { customerDiscountProds, orderCandidates } from './order-candidate.service.js';
import { fixOrder } from './order-fix.service.js';
import { createOrder, discardOrder, loadOrder, modifyOrder } from './sales-order.service.js';
import { listOrders } from './sales-order-list.service.js';

// Orders, their cancels and the customer money the order screens record (SPEC §7.5, §2.11).

export const salesOrderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, salesOrderApi, {
    insert: async ({ body, actor }) => answer(await createOrder(db, body, actor), '주문을 등록했습니다.'),
    update: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(await modifyOrder(db, params.code, input, version, actor), '주문을 수정했습니다.');
    },
    fix: async ({ params, body, user, actor }) => {
      const reason = body?.unconfirmedCustomerReason ?? null;
      return answer(
        await fixOrder(db, params.code, actor, reason ? { role: user.role, reason } : null),
        '주문을 확정했습니다.',
      );
    },
    discard: async ({ params, body, actor }) =>
      answer(await discardOrder(db, params.code, body.version, actor), '작성 중인 주문을 폐기했습니다.'),
    single: async ({ params, user }) => loadOrder(db, params.code, user),
    list: async ({ body, user }) => listOrders(db, body, user),
    candidates: async ({ body }) => orderCandidates(db, body),
    discountProds: async ({ body }) => {
      const prods = await customerDiscountProds(db, body);
      return { ...prods, categories: await listCategoryPrices(db, prods.customerCode) };
    },
  });

  mountContracts(app, orderCancelApi, {
    request: async ({ params, body, actor }) =>
      answer(
        await requestCancel(db, params.code, body, actor, ctx.realtime),
        '취소를 요청했습니다. 다른 직원의 확인이 필요합니다.',
      ),
    check: async ({ params, actor }) =>
      answer(await checkCancel(db, params.id, actor), '취소를 확인했습니다.'),
    reject: async ({ params, body, actor }) =>
      answer(await rejectCancel(db, params.id, body.reason, actor), '취소 요청을 반려했습니다.'),
    list: async ({ body, actor }) => {
      const { rows, total } = await listCancelRequests(db, body);
      const viewer = actor.accountId ?? -1;
      // Why this caller may not check each request (their own, already handled), so the screen
      // can disable the button and say why; the check itself still decides on the server.
      return {
        total,
        rows: rows.map((r) => ({
          ...r,
          checkProblem: whyCannotCheckCancel(r.requestedBy, viewer, r.status),
        })),
      };
    },
    adminList: async ({ body }) => listCancelChecksForAdmin(db, body),
  });

  mountContracts(app, customerLedgerApi, {
    savePayment: async ({ body, actor }) =>
      answer(await recordPayment(db, body, actor), '입금을 등록했습니다.'),
    ledger: async ({ body, user }) => customerLedgerView(db, body, user),
  });
};
