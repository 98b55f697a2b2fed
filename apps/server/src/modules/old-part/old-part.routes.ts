import { oldPartApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { buyCores } from './core-buy.service.js';
import { collectCores, listCollections, payCashback } from './core-collection.service.js';
import {
  listExpectedCores,
  listPaybacks,
  listPickAllow,
  listUncollected,
  savePayback,
  setPickAllow,
} from './old-part.service.js';

// Used parts (cores), SPEC §7.8 "junk/old-part".

export const oldPartRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, oldPartApi, {
    paybacks: async () => listPaybacks(db),
    savePayback: async ({ body, actor }) =>
      answer(await savePayback(db, body, actor), '페이백 코드를 저장했습니다.'),
    expected: async ({ body }) => listExpectedCores(db, body),
    uncollected: async ({ body }) => listUncollected(db, body),
    pickAllowList: async ({ body }) => listPickAllow(db, body),
    pickAllow: async ({ body, actor }) => answer(await setPickAllow(db, body, actor), '저장했습니다.'),
    collect: async ({ body, actor }) => answer(await collectCores(db, body, actor), '폐부품을 회수했습니다.'),
    collections: async ({ body }) => listCollections(db, body),
    buy: async ({ body, actor }) => answer(await buyCores(db, body, actor), '폐부품을 매입했습니다.'),
    cashback: async ({ params, actor }) =>
      answer(await payCashback(db, params.code, actor), '캐시백 포인트를 지급했습니다.'),
  });
};
