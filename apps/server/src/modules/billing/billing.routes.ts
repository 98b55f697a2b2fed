import { billingApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { billingStatement, issueBilling, voidBilling } from './billing.service.js';
import { issueMonthBilling } from './billing-month.service.js';

// Monthly billing under /api/order/v1.0/billing (billingApi in the domain).
export const billingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, billingApi, {
    statement: async ({ body, user }) => billingStatement(db, body, user),
    issue: async ({ body, actor }) => answer(await issueBilling(db, body, actor), '청구서를 발행했습니다.'),
    void: async ({ params, body, actor }) =>
      answer(
        await voidBilling(db, params.code, body.reason, actor),
        '청구서를 취소했습니다 (취소 전표 발행).',
      ),
    month: async ({ body, actor }) =>
      answer(await issueMonthBilling(db, body.month, actor), '이달 청구서를 일괄 발행했습니다.'),
  });
};
