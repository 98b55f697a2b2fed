import {
  COURIER_PARCEL_COLUMNS,
  type CourierParcel,
  courierPortalApi,
  courierUserApi,
  toYmd,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../platform/access/access.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  confirmWaybill,
  courierToday,
  listCourierChecks,
  listCourierLogins,
} from './courier-portal.service.js';
import {
  courierUserOf,
  insertCourierUser,
  listCourierUsers,
  modifyCourierUser,
} from './courier-user.service.js';

// The courier company's pages under /api/courier/v1.0 (courierPortalApi in the domain).

export const courierPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, courierPortalApi, {
    today: async ({ user }) => courierToday(db, requireUser(user)),
    scan: async ({ user, body }) => {
      const row = await confirmWaybill(db, requireUser(user), body.waybillNo);
      return answer(row, `송장 ${row.waybillNo} 인수를 확인했습니다.`);
    },
    checkList: async ({ user, body }) => listCourierChecks(db, requireUser(user), body),
    checkExcel: async ({ user, body, reply }) => {
      const caller = requireUser(user);
      async function* pages(): AsyncIterable<CourierParcel[]> {
        for (let n = 1; n <= 40; n += 1) {
          const { rows } = await listCourierChecks(db, caller, { ...body, page: n, size: 500 });
          if (rows.length > 0) yield rows;
          if (rows.length < 500) return;
        }
      }
      return sendXlsx(reply, {
        fileName: `인수확인_${toYmd(new Date())}.xlsx`,
        sheetName: '인수 확인',
        columns: excelColumnsOf(COURIER_PARCEL_COLUMNS),
        batches: pages(),
      });
    },
    loginList: async ({ user, body }) => listCourierLogins(db, requireUser(user), body),
  });
  // Head office manages the companies' accounts.
  mountContracts(app, courierUserApi, {
    insert: async ({ body, actor }) =>
      answer(await insertCourierUser(db, body, actor), '택배사 사용자를 등록했습니다.'),
    list: async ({ body }) => listCourierUsers(db, body),
    single: async ({ params }) => courierUserOf(db, params.id),
    modify: async ({ params, body, actor }) =>
      answer(await modifyCourierUser(db, params.id, body, actor), '택배사 사용자를 수정했습니다.'),
  });
};
