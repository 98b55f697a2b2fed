import { CUSTOMER_COLUMNS, CUSTOMER_STATUS_LABELS, customerApi } from '@erp/domain';
import { asc, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { isStaff } from '../../platform/access/access.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { checkBizNoHistory, checkBizNos, listBizNoHistory } from './biz-no.service.js';
import { listCategoryPrices, removeCategoryPrice, saveCategoryPrice } from './category-price.service.js';
import {
  checkQuickChange,
  confirmCustomerInsert,
  createCustomer,
  customerPortalViewOf,
  customerViewFor,
  getCustomer,
  getCustomerByInterfaceId,
  iterateCustomers,
  listCustomers,
  listQuickChanges,
  modifyCustomer,
} from './customer.service.js';
import { districtGroups } from './customer.table.js';
import { ntsConfigFromEnv } from './nts-biz-status.adapter.js';

export const customerRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const nts = ntsConfigFromEnv();

  mountContracts(app, customerApi, {
    // Staff read whole rows; a customer user its own customer's projection (customerViewFor).
    list: async ({ body, user }) => {
      const page = await listCustomers(db, body, user);
      if (isStaff(user)) return page;
      const rows = await Promise.all(page.rows.map((row) => customerPortalViewOf(db, ctx.ports, row)));
      return { ...page, rows };
    },
    excel: async ({ body, user, reply }) =>
      sendXlsx(reply, {
        fileName: `거래처목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '거래처',
        columns: excelColumnsOf(CUSTOMER_COLUMNS),
        batches: iterateCustomers(db, body, user),
      }),
    single: async ({ params, user }) =>
      customerViewFor(db, ctx.ports, user, await getCustomer(db, params.code, user)),
    byInterfaceId: async ({ params, user }) => getCustomerByInterfaceId(db, params.interfaceId, user),
    insert: async ({ body, actor }) =>
      answer(await createCustomer(db, body, actor, 'full'), '거래처를 등록했습니다.'),
    simpleInsert: async ({ body, actor }) =>
      answer(await createCustomer(db, body, actor, 'simple'), '거래처를 등록했습니다.'),
    update: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(
        await modifyCustomer(db, params.code, input, version, actor, 'full'),
        '거래처를 수정했습니다.',
      );
    },
    simpleUpdate: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(
        await modifyCustomer(db, params.code, input, version, actor, 'simple'),
        '수정했습니다. 다른 직원의 확인이 필요합니다.',
      );
    },
    situation: async ({ params, user }) => {
      const customer = await getCustomer(db, params.code, user);
      return {
        code: customer.code,
        status: customer.status,
        label: CUSTOMER_STATUS_LABELS[customer.status],
      };
    },
    changeSituation: async ({ params, body, actor }) =>
      answer(
        await modifyCustomer(db, params.code, { status: body.status }, body.version, actor, 'status'),
        '현재 상황을 변경했습니다.',
      ),
    unpaidCode: async ({ params, user }) => {
      const customer = await getCustomer(db, params.code, user);
      return { code: customer.code, unpaidCode: customer.unpaidCode };
    },
    // Unchecked customers only: the list a second person works through.
    insertCheckList: async ({ body, user }) =>
      listCustomers(db, body, user, [sql`insert_checked_at is null`]),
    insertCheck: async ({ params, actor }) =>
      answer(await confirmCustomerInsert(db, params.code, actor), '확인했습니다.'),
    quickChanges: async ({ body }) => listQuickChanges(db, body),
    quickChangeCheck: async ({ params, actor }) => {
      await checkQuickChange(db, params.id, actor);
      return answer(null, '확인했습니다.');
    },
    bizNoSearch: async ({ body, actor }) => checkBizNos(db, nts, body.bizNos, actor),
    bizNoHistory: async ({ body }) => listBizNoHistory(db, body),
    bizNoHistoryCheck: async ({ params, actor }) => {
      await checkBizNoHistory(db, params.id, actor);
      return answer(null, '확인했습니다.');
    },
    districtGroups: async () =>
      db.select().from(districtGroups).orderBy(asc(districtGroups.sortOrder), asc(districtGroups.code)),
    ntsConfigured: async () => ({ configured: Boolean(nts.serviceKey) }),
    // CustomerCategoryPrice: discount per part kind per customer, behind a granted menu.
    categoryPrices: async ({ body }) => listCategoryPrices(db, body.customerCode),
    saveCategoryPrice: async ({ body, actor }) =>
      answer(await saveCategoryPrice(db, body, actor), '분류별 단가를 저장했습니다.'),
    removeCategoryPrice: async ({ params, actor }) => {
      await removeCategoryPrice(db, params.id, actor);
      return answer(null, '삭제했습니다.');
    },
  });
};
