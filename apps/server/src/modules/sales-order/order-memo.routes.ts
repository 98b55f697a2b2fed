import { memoApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { createMemo, getMemo, listMemos, setMemoPickupId, takeMemo } from './memo.service.js';

// Phone requests (SPEC §7.8 memo calls).

export const orderMemoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, memoApi, {
    save: async ({ body, actor }) => answer(await createMemo(db, body, actor), '메모를 저장했습니다.'),
    list: async ({ body }) => listMemos(db, { ...body, unprocessedOnly: false }),
    filterList: async ({ body }) => listMemos(db, { ...body, unprocessedOnly: false }),
    unprocessed: async ({ body }) => listMemos(db, { ...body, unprocessedOnly: true }),
    single: async ({ params }) => getMemo(db, params.code),
    take: async ({ params, actor }) =>
      answer(await takeMemo(db, params.code, actor), '메모 처리를 시작합니다.'),
    setPickupId: async ({ params, body }) => setMemoPickupId(db, params.code, body.deliveryPickupId),
  });
};
