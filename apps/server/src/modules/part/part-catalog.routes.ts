import { brandApi, partKindApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  createBrand,
  createPartKind,
  getBrand,
  getPartKind,
  listBrands,
  listPartKinds,
  modifyBrand,
  modifyPartKind,
} from './part-catalog.service.js';

// Brands (PartBrandList, partBrandRegister/{type}/{code}) and part kinds (PartKindInfo):
// brandApi and partKindApi in the domain.

export const partCatalogRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, brandApi, {
    list: async ({ body }) => listBrands(db, body),
    single: async ({ params }) => getBrand(db, params.code),
    insert: async ({ body, actor }) => answer(await createBrand(db, body, actor), '브랜드를 등록했습니다.'),
    update: async ({ params, body, actor }) =>
      answer(await modifyBrand(db, params.code, body, actor), '브랜드를 수정했습니다.'),
  });

  mountContracts(app, partKindApi, {
    list: async ({ query }) => listPartKinds(db, { appUseOnly: query.appUseOnly }),
    single: async ({ params }) => getPartKind(db, params.code),
    insert: async ({ body, actor }) => answer(await createPartKind(db, body, actor), '분류를 등록했습니다.'),
    update: async ({ params, body, actor }) =>
      answer(await modifyPartKind(db, params.code, body, actor), '분류를 수정했습니다.'),
  });
};
