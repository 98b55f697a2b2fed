import {
  RANK_HISTORY_COLUMNS,
  RANK_PERIOD_COLUMNS,
  RANK_RANGE_COLUMNS,
  type RankListQuery,
  type RankPeriodQuery,
  rankApi,
  withParticle,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { isStaff } from '../../platform/access/access.js';
import { AppError } from '../../platform/errors/app-error.js';
import { reportPagesOf, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { chooseRank, listRankChoices, listRankHistory, releaseRankChoice } from './rank-choice.service.js';
import {
  listRankPeriodAmounts,
  listRankRange,
  listRankRuns,
  loadRankRun,
  markInterruptedRankRuns,
  queueRankRun,
  runRankRecompute,
} from './rank-recompute.service.js';
import {
  listRankDiscounts,
  listRankRules,
  loadRankSettings,
  rankOrderCheck,
  saveRankDiscounts,
  saveRankRule,
  saveRankSettings,
} from './rank-settings.service.js';

// Ranks under /api/rank/v1.0 (rankApi in the domain).

/** The month's run starts once on the first days of a month (a second server finds it taken). */
const MONTHLY_CHECK_MS = 60 * 60 * 1000;

export const rankRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  let closing = false;
  let timer: NodeJS.Timeout | null = null;
  const start = (id: number | null) => {
    if (id !== null) setImmediate(() => void runRankRecompute(db, id, { stopped: () => closing }));
  };
  app.addHook('onReady', async () => {
    await markInterruptedRankRuns(db);
    // Tests start recomputes themselves; a live server checks every hour for the month's run.
    if (process.env.NODE_ENV === 'test' || process.env.RANK_MONTHLY === 'off') return;
    const monthly = async () => start(await queueRankRun(db, 'monthly', null).catch(() => null));
    timer = setInterval(() => void monthly(), MONTHLY_CHECK_MS);
    timer.unref();
    void monthly();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
  });
  mountContracts(app, rankApi, {
    settings: async () => loadRankSettings(db),
    saveSettings: async ({ body, actor }) =>
      answer(await saveRankSettings(db, body, actor), '등급 기준을 저장했습니다.'),
    discounts: async () => listRankDiscounts(db),
    saveDiscounts: async ({ body, actor }) =>
      answer(await saveRankDiscounts(db, body, actor), `${body.rankCode} 등급의 할인율을 저장했습니다.`),
    rules: async () => listRankRules(db),
    saveWeek: async ({ body, actor }) =>
      answer(
        await saveRankRule(
          db,
          body.rankCode,
          { weekdays: body.weekdays?.map((d) => (d ? '1' : '0')).join('') ?? null },
          actor,
        ),
        `${body.rankCode} 등급의 주문 요일을 저장했습니다.`,
      ),
    saveHour: async ({ body, actor }) =>
      answer(
        await saveRankRule(db, body.rankCode, { fromHm: body.fromHm, toHm: body.toHm }, actor),
        `${body.rankCode} 등급의 주문 시간을 저장했습니다.`,
      ),
    saveDelivery: async ({ body, actor }) =>
      answer(
        await saveRankRule(db, body.rankCode, { deliveryMethods: body.deliveryMethods }, actor),
        `${body.rankCode} 등급의 배송 표시를 저장했습니다.`,
      ),
    orderCheck: async ({ params, user }) => {
      // A customer account asks for its own customer only.
      if (user && !isStaff(user) && user.customerCode !== params.code)
        throw new AppError('E2001', `거래처 ${withParticle(params.code, '을/를')} 찾을 수 없습니다.`);
      return rankOrderCheck(db, params.code);
    },
    choose: async ({ body, actor }) => answer(await chooseRank(db, body, actor), '등급을 수동 지정했습니다.'),
    release: async ({ params, body, actor }) =>
      answer(await releaseRankChoice(db, params.id, body.reason, actor), '수동 지정을 해제했습니다.'),
    choices: async ({ body }) => listRankChoices(db, body),
    history: async ({ body }) => listRankHistory(db, body),
    historyExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('등급변경이력'),
        sheetName: '등급 변경 이력',
        columns: excelColumnsOf(RANK_HISTORY_COLUMNS),
        batches: reportPagesOf((q: RankListQuery) => listRankHistory(db, q), body),
      }),
    range: async ({ body }) => listRankRange(db, body),
    rangeExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('거래처등급구간'),
        sheetName: '거래처 등급',
        columns: excelColumnsOf(RANK_RANGE_COLUMNS),
        batches: reportPagesOf((q: RankListQuery) => listRankRange(db, q), body),
      }),
    periodAmounts: async ({ body }) => listRankPeriodAmounts(db, body),
    periodAmountsExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('등급별기간구매금액'),
        sheetName: '기간 구매 금액',
        columns: excelColumnsOf(RANK_PERIOD_COLUMNS),
        batches: reportPagesOf((q: RankPeriodQuery) => listRankPeriodAmounts(db, q), body),
      }),
    recompute: async ({ actor }) => {
      const id = await queueRankRun(db, 'manual', actor);
      if (id === null)
        throw new AppError('E2003', '등급 재계산이 이미 진행 중입니다. 끝난 뒤 다시 시작하세요.');
      start(id);
      return answer(await loadRankRun(db, id), '등급 재계산을 시작했습니다.');
    },
    runs: async () => listRankRuns(db),
    run: async ({ params }) => loadRankRun(db, params.id),
  });
};
