import { APP_ORDER_COLUMNS, type AppOrderRow, customerPortalApi, toYmd } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../platform/access/access.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { customerPortalViewOf, getCustomer } from '../customer/customer.service.js';
import { appOrderStatement } from './app-statement.service.js';
import { customerMain, listAppOrders, waitingAppOrders } from './customer-app-order.service.js';
import {
  addToBasket,
  loadBasket,
  placeAppOrder,
  removeFromBasket,
  searchPortalParts,
  setBasketQty,
} from './customer-basket.service.js';
import {
  listOrderItems,
  listPortalCars,
  listReservations,
  listStatements,
  monthTotals,
} from './customer-history.service.js';

// The customer pages under /api/custorder/v1.0 (customerPortalApi in the domain).

export const customerPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, customerPortalApi, {
    main: async ({ user }) => customerMain(db, requireUser(user)),
    userInfo: async ({ user }) => {
      const caller = requireUser(user);
      const customer = await getCustomer(db, caller.customerCode ?? '', caller);
      return {
        loginId: caller.loginId,
        name: caller.name,
        customer: await customerPortalViewOf(db, ctx.ports, customer),
      };
    },
    partSearch: async ({ body }) => searchPortalParts(db, body),
    basket: async ({ user }) => loadBasket(db, requireUser(user)),
    basketAdd: async ({ user, body }) =>
      answer(await addToBasket(db, requireUser(user), body), '장바구니에 담았습니다.'),
    basketQty: async ({ user, params, body }) =>
      answer(await setBasketQty(db, requireUser(user), params.id, body.qty), '수량을 바꿨습니다.'),
    basketRemove: async ({ user, params }) =>
      answer(await removeFromBasket(db, requireUser(user), params.id), '장바구니에서 뺐습니다.'),
    order: async ({ user, body, actor }) =>
      answer(await placeAppOrder(db, requireUser(user), body, actor), '주문을 보냈습니다.'),
    myOrders: async ({ user, body }) => listAppOrders(db, requireUser(user), body),
    summaryList: async ({ user, body }) => listAppOrders(db, requireUser(user), body),
    summaryExcel: async ({ user, body, reply }) => {
      const caller = requireUser(user);
      async function* pages(): AsyncIterable<AppOrderRow[]> {
        for (let page = 1; page <= 40; page += 1) {
          const { rows } = await listAppOrders(db, caller, { ...body, page, size: 500 });
          if (rows.length > 0) yield rows;
          if (rows.length < 500) return;
        }
      }
      return sendXlsx(reply, {
        fileName: `앱주문_${toYmd(new Date())}.xlsx`,
        sheetName: '앱 주문',
        columns: excelColumnsOf(APP_ORDER_COLUMNS),
        batches: pages(),
      });
    },
    waitingCount: async () => waitingAppOrders(db),
    reservationList: async ({ user, body }) => listReservations(db, requireUser(user), body),
    itemList: async ({ user, body }) => listOrderItems(db, requireUser(user), body),
    carList: async ({ user, body }) => listPortalCars(db, requireUser(user), body),
    monthTotals: async ({ user, params }) => monthTotals(db, requireUser(user), params.year, params.month),
    statementList: async ({ user, body }) => listStatements(db, requireUser(user), body),
    appStatement: async ({ user, params }) => appOrderStatement(db, params.code, requireUser(user)),
  });
};
