import { orderCopyApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { copyOrder, previewCopy } from './order-copy.service.js';

// Order copies under /api/order/v1.0/copy (orderCopyApi in the domain).
export const orderCopyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, orderCopyApi, {
    preview: async ({ body }) => previewCopy(db, body),
    copy: async ({ body, actor }) =>
      answer(await copyOrder(db, body, actor), '주문을 복사해 새 주문을 등록했습니다. 확인 후 확정하세요.'),
  });
};
