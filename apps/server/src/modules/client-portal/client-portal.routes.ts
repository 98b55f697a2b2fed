import { CLIENT_ORDER_COLUMNS, CLIENT_USER_COLUMNS, clientPortalApi, toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { isStaff, requireUser, type SessionUser } from '../../platform/access/access.js';
import { AppError } from '../../platform/errors/app-error.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  activeShop,
  changeClientPassword,
  findClientId,
  joinClient,
  resetClientPassword,
  sendJoinCode,
  sendPasswordCode,
} from './client-auth.service.js';
import { clientOrderDetail } from './client-order.sql.js';
import { addClientOrderMemo, clientOrderMemoView } from './client-order-memo.service.js';
import {
  addCar,
  addRequest,
  carParts,
  listCars,
  listRequests,
  loadBasket,
  loadHome,
  ORDER_NOT_FOUND,
  ownOrders,
  placeOrder,
  removeCar,
  saveSettings,
  setBasket,
} from './client-portal.service.js';
import {
  answerRequest,
  clientLogins,
  clientUserDetail,
  listClientUsers,
  locateClient,
  staffClientOrders,
} from './client-staff.service.js';
import { messageAdapterOf, messageConfigFromEnv } from './message.adapter.js';

// QR customers under /api/client/v1.0 (clientPortalApi in the domain).

const me = (user: SessionUser | null): number => {
  if (!user) throw new AppError('E0401');
  return user.accountId;
};

async function* pages<T>(read: (page: number) => Promise<{ rows: T[] }>) {
  for (let page = 1; page <= 40; page += 1) {
    const { rows } = await read(page);
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

export const clientPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const messages = messageAdapterOf(messageConfigFromEnv());
  mountContracts(app, clientPortalApi, {
    shop: async ({ params }) => activeShop(db, params.shop),
    joinCode: async ({ body }) => sendJoinCode(db, messages, body.phone),
    join: async ({ body, actor }) => joinClient(db, body, actor),
    findId: async ({ body }) => findClientId(db, messages, body.phone),
    findPwCode: async ({ body }) => sendPasswordCode(db, messages, body.loginId, body.phone),
    findPwReset: async ({ body, actor }) => resetClientPassword(db, body, actor),
    home: async ({ user }) => loadHome(db, me(user)),
    settings: async ({ user, body, actor }) =>
      answer(await saveSettings(db, me(user), body, actor), '설정을 저장했습니다.'),
    password: async ({ user, body, actor }) => {
      await changeClientPassword(db, me(user), body, actor);
      return answer(null, '비밀번호를 바꾸었습니다.');
    },
    cars: async ({ user }) => listCars(db, me(user)),
    addCar: async ({ user, body, actor }) =>
      answer(await addCar(db, me(user), body, actor), '차량을 등록했습니다.'),
    removeCar: async ({ user, params, actor }) => {
      await removeCar(db, me(user), params.id, actor);
      return answer(null, '차량을 삭제했습니다.');
    },
    carParts: async ({ user, params, body }) => carParts(db, me(user), params.id, body.keyword),
    requests: async ({ user }) => listRequests(db, me(user)),
    addRequest: async ({ user, params, body, actor }) =>
      answer(await addRequest(db, me(user), params.id, body.request, actor), '부품 요청을 보냈습니다.'),
    basket: async ({ user }) => loadBasket(db, me(user)),
    setBasket: async ({ user, body }) => setBasket(db, me(user), body),
    order: async ({ user, body, actor }) =>
      answer(await placeOrder(db, me(user), body, actor), '주문을 보냈습니다. 매장에서 확인 후 확정합니다.'),
    orders: async ({ user, body }) => ownOrders(db, me(user), body.status, body.page, body.size),
    orderDetail: async ({ user, params }) => {
      // A client reads its own orders only: another's code answers like a missing one.
      const scope = user && isStaff(user) ? sql`true` : sql`co.account_id = ${me(user)}`;
      const detail = await clientOrderDetail(db, params.code, scope);
      if (!detail) throw new AppError('E2001', ORDER_NOT_FOUND);
      return detail;
    },
    orderMemo: async ({ user, params }) => clientOrderMemoView(db, params.code, requireUser(user)),
    orderMemoAdd: async ({ user, params, body }) =>
      answer(await addClientOrderMemo(db, params.code, requireUser(user), body), '메모를 남겼습니다.'),
    staffUsers: async ({ body }) => listClientUsers(db, body),
    staffUsersExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `QR고객_${toYmd(new Date())}.xlsx`,
        sheetName: 'QR 고객',
        columns: excelColumnsOf(CLIENT_USER_COLUMNS),
        batches: pages((page) => listClientUsers(db, { ...body, page, size: 500 })) as AsyncIterable<never[]>,
      }),
    staffUser: async ({ params }) => clientUserDetail(db, params.loginId),
    staffLocate: async ({ params, body, actor }) =>
      answer(await locateClient(db, params.loginId, body, actor), '좌표를 저장했습니다.'),
    staffAnswer: async ({ params, body, actor }) =>
      answer(await answerRequest(db, params.id, body, actor), '답변을 보냈습니다.'),
    staffLogins: async ({ body }) => clientLogins(db, body),
    staffOrders: async ({ body }) => staffClientOrders(db, body),
    staffOrdersExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `QR고객주문_${toYmd(new Date())}.xlsx`,
        sheetName: 'QR 고객 주문',
        columns: excelColumnsOf(CLIENT_ORDER_COLUMNS),
        batches: pages((page) => staffClientOrders(db, { ...body, page, size: 500 })) as AsyncIterable<
          never[]
        >,
      }),
  });
};
