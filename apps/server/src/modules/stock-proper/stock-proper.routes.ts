import {
  KIND_PERCENT_COLUMNS,
  NEW_IN_OUT_COLUMNS,
  PROPER_HISTORY_COLUMNS,
  PROPER_SUGGESTION_COLUMNS,
  stockProperApi,
  TURN_RATIO_COLUMNS,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { reportPagesOf, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  acceptLines,
  applyRun,
  listHistory,
  listRuns,
  listSuggestions,
  loadRun,
  queueRun,
} from './stock-proper.service.js';
import { markInterruptedRuns, runProperJob } from './stock-proper-job.js';
import { kindPercentLess, newInOut, turnRatio } from './stock-report.service.js';

// Proper stock runs and the stock reports (stockProperApi in the domain).

export const stockProperRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  let closing = false;
  // A run a dead process left behind is marked failed before any request is served.
  app.addHook('onReady', async () => markInterruptedRuns(db));
  app.addHook('onClose', async () => {
    closing = true;
  });
  mountContracts(app, stockProperApi, {
    runStart: async ({ body, actor }) => {
      const id = await queueRun(db, body, actor.accountId);
      // The job runs after the answer, in this process; the screen polls the run for progress.
      setImmediate(() => void runProperJob(db, id, { stopped: () => closing }));
      return answer(await loadRun(db, id), '적정 재고 계산을 시작했습니다.');
    },
    runs: async () => listRuns(db),
    run: async ({ params }) => loadRun(db, params.id),
    accept: async ({ body }) => answer(await acceptLines(db, body), '반영 여부를 바꿨습니다.'),
    apply: async ({ params, actor }) => {
      const applied = await applyRun(db, params.id, actor.accountId);
      return answer({ run: await loadRun(db, params.id), applied }, `적정 재고 ${applied}건을 반영했습니다.`);
    },
    suggestions: async ({ body }) => listSuggestions(db, body),
    suggestionsExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName(`적정재고계산_${body.runId}`),
        sheetName: '적정 재고 계산',
        columns: excelColumnsOf(PROPER_SUGGESTION_COLUMNS),
        batches: reportPagesOf((q) => listSuggestions(db, q), body),
      }),
    history: async ({ body }) => listHistory(db, body),
    historyExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('적정재고변경이력'),
        sheetName: '적정 재고 변경 이력',
        columns: excelColumnsOf(PROPER_HISTORY_COLUMNS),
        batches: reportPagesOf((q) => listHistory(db, q), body),
      }),
    kindPercent: async ({ body }) => kindPercentLess(db, body),
    kindPercentExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('분류별적정재고미달'),
        sheetName: '분류별 적정 재고 미달',
        columns: excelColumnsOf(KIND_PERCENT_COLUMNS),
        batches: reportPagesOf((q) => kindPercentLess(db, q), body),
      }),
    turnRatio: async ({ body }) => turnRatio(db, body),
    turnRatioExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('재고회전율'),
        sheetName: '재고 회전율',
        columns: excelColumnsOf(TURN_RATIO_COLUMNS),
        batches: reportPagesOf((q) => turnRatio(db, q), body),
      }),
    newInOut: async ({ body }) => newInOut(db, body),
    newInOutExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('신규입출고품목'),
        sheetName: '신규 입출고 품목',
        columns: excelColumnsOf(NEW_IN_OUT_COLUMNS),
        batches: reportPagesOf((q) => newInOut(db, q), body),
      }),
  });
};
