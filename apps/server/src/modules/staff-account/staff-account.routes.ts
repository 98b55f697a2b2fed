import { STAFF_ACCOUNT_COLUMNS, staffAccountApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  changeRole,
  listStaffAccounts,
  loginHistoryOf,
  menuGrantsOf,
  saveMenuGrants,
  staffAccountPages,
  unlockAccount,
} from './staff-account.service.js';

export const staffAccountRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, staffAccountApi, {
    list: async ({ body }) => listStaffAccounts(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `사용자목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '사용자',
        columns: excelColumnsOf(STAFF_ACCOUNT_COLUMNS),
        batches: staffAccountPages(db, body),
      }),
    changeRole: async ({ params, body, actor }) =>
      answer(
        await changeRole(db, params.id, body.role, actor),
        '권한을 변경했습니다. 기존 로그인은 종료됩니다.',
      ),
    unlock: async ({ params, actor }) =>
      answer(await unlockAccount(db, params.id, actor), '잠금을 해제했습니다.'),
    grants: async ({ params }) => menuGrantsOf(db, params.id),
    saveGrants: async ({ params, body, actor }) =>
      answer(await saveMenuGrants(db, params.id, body.menuIdx, actor), '추가 메뉴를 저장했습니다.'),
    loginHistory: async ({ params, body }) => loginHistoryOf(db, params.id, body),
  });
};
