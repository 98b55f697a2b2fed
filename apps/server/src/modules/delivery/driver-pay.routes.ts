import { driverPayApi, driverPickupApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  fixPayMonth,
  payHistory,
  payMonth,
  payRates,
  pickupCalc,
  reversePayMonth,
  savePayRates,
} from './driver-pay.service.js';
import { collectPickup, failPickup, myPickups } from './driver-pickup.service.js';
import {
  confirmOld,
  confirmReturn,
  listOldCandidates,
  listProvisions,
  listReturnCandidates,
  loadProvision,
} from './driver-provision.service.js';

// Driver pay and provision confirmation under /api/driver/v1.0 (driverPayApi), and the driver's
// own pickups on the phone (driverPickupApi).
export const driverPayRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, driverPayApi, {
    rates: async () => payRates(db),
    ratesSave: async ({ body, actor }) =>
      answer(await savePayRates(db, body, actor), '기사 수당 단가표를 저장했습니다.'),
    month: async ({ query }) => payMonth(db, query.month),
    fix: async ({ body, actor }) => {
      const month = await fixPayMonth(db, body.month, actor);
      return answer(
        month,
        `급여를 확정했습니다 (${month.runCode}, ${month.total.toLocaleString('ko-KR')}원).`,
      );
    },
    reverse: async ({ body, actor }) =>
      answer(await reversePayMonth(db, body, actor), '급여 확정을 취소했습니다 (반대 기록을 남겼습니다).'),
    history: async ({ body }) => payHistory(db, body),
    pickupCalc: async ({ query }) => pickupCalc(db, query),
    oldCandidates: async () => listOldCandidates(db),
    oldConfirm: async ({ body, actor }) => {
      const p = await confirmOld(db, body, actor);
      return answer(p, `${p.lineCount}건 ${p.points.toLocaleString('ko-KR')}점을 적립했습니다 (${p.code}).`);
    },
    returnCandidates: async () => listReturnCandidates(db),
    returnConfirm: async ({ body, actor }) => {
      const p = await confirmReturn(db, body, actor);
      return answer(p, `${p.lineCount}건 ${p.points.toLocaleString('ko-KR')}점을 적립했습니다 (${p.code}).`);
    },
    provisionList: async ({ body }) => listProvisions(db, body),
    provisionDetail: async ({ params }) => loadProvision(db, params.code),
  });
  mountContracts(app, driverPickupApi, {
    mine: async ({ query, user }) => myPickups(db, user.accountId, query),
    collect: async ({ params, body, actor }) =>
      answer(await collectPickup(db, params.id, body, actor), '회수 완료로 처리했습니다.'),
    fail: async ({ params, body, actor }) =>
      answer(await failPickup(db, params.id, body, actor), '미회수로 기록했습니다.'),
  });
};
