import { loyaltyApi, POINT_BALANCE_COLUMNS, POINT_ENTRY_COLUMNS, withParticle } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { isStaff } from '../../platform/access/access.js';
import { AppError } from '../../platform/errors/app-error.js';
import { reportPagesOf, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  expirePoints,
  listDayRates,
  listPointBalances,
  loadPointInfo,
  providePoints,
  saveDayRate,
} from './point-screen.service.js';

// Points under /api/point/v1.0 (loyaltyApi in the domain).

export const loyaltyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, loyaltyApi, {
    dayRates: async () => listDayRates(db),
    saveDayRate: async ({ body, actor }) =>
      answer(await saveDayRate(db, body, actor), '일별 적립률을 저장했습니다.'),
    balances: async ({ body }) => listPointBalances(db, body),
    balancesExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('거래처포인트'),
        sheetName: '거래처 포인트',
        columns: excelColumnsOf(POINT_BALANCE_COLUMNS),
        batches: reportPagesOf((q) => listPointBalances(db, q), body),
      }),
    info: async ({ params, body, user }) => {
      // A customer account reads its own customer's points only.
      if (user && !isStaff(user) && user.customerCode !== params.code)
        throw new AppError('E2001', `거래처 ${withParticle(params.code, '을/를')} 찾을 수 없습니다.`);
      return loadPointInfo(db, params.code, body);
    },
    infoExcel: async ({ params, body, reply }) => {
      const info = await loadPointInfo(db, params.code, { ...body, page: 1, size: 1000 });
      return sendXlsx(reply, {
        fileName: xlsxName(`포인트내역_${params.code}`),
        sheetName: '포인트 내역',
        columns: excelColumnsOf(POINT_ENTRY_COLUMNS),
        batches: (async function* () {
          yield info.entries.rows;
        })(),
      });
    },
    provide: async ({ body, actor }) =>
      answer(
        await providePoints(db, body, actor),
        body.points > 0 ? '포인트를 지급했습니다.' : '포인트를 차감했습니다.',
      ),
    expire: async ({ body, actor }) =>
      answer(await expirePoints(db, body.customerCode, body.before, actor), '포인트를 소멸했습니다.'),
  });
};
