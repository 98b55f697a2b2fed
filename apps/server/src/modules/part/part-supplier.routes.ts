import { supplierApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { supplierOwnContracts } from '../supplier/supplier.routes.js';
import {
  linkSupplierPart,
  listSupplierDuplicates,
  listSupplierParts,
  unlinkSupplierPart,
} from './part-supplier.service.js';

// The part links of supplierApi (ProductVendorList, productVendorDuplicateList; the sheet upload
// goes through the generic importer). The supplier module mounts the rest of supplierApi: the
// links read parts, and suppliers come before parts in the catalogue. Whatever supplierApi
// contract the supplier module does not mount is mounted here, so a new one is a type error
// below until one of the two modules answers it.
const supplierLinkContracts = Object.fromEntries(
  Object.entries(supplierApi).filter(([key]) => !(key in supplierOwnContracts)),
) as Omit<typeof supplierApi, keyof typeof supplierOwnContracts>;

export const partSupplierRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, supplierLinkContracts, {
    linkList: async ({ body }) => listSupplierParts(db, body),
    linkSave: async ({ body, actor }) => answer(await linkSupplierPart(db, body, actor), '저장했습니다.'),
    linkRemove: async ({ params, actor }) => {
      await unlinkSupplierPart(db, params.supplierCode, params.partCode, actor);
      return answer(null, '삭제했습니다.');
    },
    duplicates: async () => listSupplierDuplicates(db),
  });
};
