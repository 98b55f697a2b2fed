import { courierStatusApi, DELIVERY_COLUMNS, deliveryApi, deliveryClaimApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { courierStatus } from './courier-status.service.js';
import { assignDeliveries, cancelDelivery, changeDelivery, handOverDelivery } from './delivery.service.js';
import { linkClaimReturn, listClaims, registerClaim } from './delivery-claim.service.js';
import {
  listCheckers,
  listDrivers,
  listMethods,
  loadMethod,
  saveChecker,
  saveDriver,
  saveMethod,
} from './delivery-master.service.js';
import { deliveryPages, listDeliveries, loadDelivery } from './delivery-view.service.js';
import { solveDay } from './dispatch-solve.service.js';
import { completeStop, driverDay, failStop, myDay } from './driver-stop.service.js';

// Deliveries under /api/delivery/v1.0 and the driver's calls under /api/driver/v1.0 (deliveryApi).
export const deliveryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, deliveryApi, {
    methodList: async () => listMethods(db),
    methodDetail: async ({ params }) => loadMethod(db, params.code),
    methodSave: async ({ body, actor }) =>
      answer(await saveMethod(db, body, actor), '배송 방법을 저장했습니다.'),
    detail: async ({ params }) => loadDelivery(db, params.code),
    change: async ({ params, body, actor }) =>
      answer(await changeDelivery(db, params.code, body, actor), '배송 방법과 예약을 바꿨습니다.'),
    assign: async ({ body, actor }) =>
      answer(
        await assignDeliveries(db, body, actor),
        body.driverId === null ? '배송 대기로 돌렸습니다.' : '배차했습니다.',
      ),
    solveDay: async ({ body, actor }) => {
      const plan = await solveDay(db, body, actor);
      const count = plan.routes.reduce((n, r) => n + r.codes.length, 0);
      return answer(
        plan,
        `${count}건을 ${plan.routes.filter((r) => r.codes.length > 0).length}명에게 배차했습니다.`,
      );
    },
    handOver: async ({ params, body, actor }) =>
      answer(await handOverDelivery(db, params.code, body, actor), '인계를 마쳤습니다.'),
    cancel: async ({ params, body, actor }) =>
      answer(await cancelDelivery(db, params.code, body, actor), '배송을 취소했습니다.'),
    list: async ({ body }) => listDeliveries(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `배송목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '배송',
        columns: excelColumnsOf(DELIVERY_COLUMNS),
        batches: deliveryPages(db, body),
      }),
    myDay: async ({ query, user }) => myDay(db, user.accountId, query.date),
    complete: async ({ params, body, actor }) =>
      answer(await completeStop(db, params.code, body, actor), '배송 완료로 처리했습니다.'),
    fail: async ({ params, body, actor }) =>
      answer(await failStop(db, params.code, body, actor), '배송 실패로 처리했습니다.'),
    driverList: async () => listDrivers(db),
    driverSave: async ({ body }) => answer(await saveDriver(db, body), '기사 정보를 저장했습니다.'),
    checkerList: async () => listCheckers(db),
    checkerSave: async ({ body }) => answer(await saveChecker(db, body), '검수자 정보를 저장했습니다.'),
    driverDay: async ({ params, query }) => driverDay(db, params.id, query.date),
  });
  mountContracts(app, courierStatusApi, { status: async ({ params }) => courierStatus(db, params.code) });
  mountContracts(app, deliveryClaimApi, {
    list: async ({ body }) => listClaims(db, body),
    register: async ({ body, actor }) =>
      answer(await registerClaim(db, body, actor), '클레임을 등록했습니다.'),
    linkReturn: async ({ params, body, actor }) =>
      answer(await linkClaimReturn(db, params.id, body.returnCode, actor), '반품을 연결했습니다.'),
  });
};
