import { examinationApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  cancelExaminationOf,
  cancelsAwaitingReturn,
  completeCancelExamination,
  scanCancelReturn,
} from './cancel-examination.service.js';
import {
  completeExamination,
  examinationOf,
  scanForExamination,
  startExamination,
} from './order-examination.service.js';
import {
  examinationExceedList,
  examinationRecord,
  examinationRequestList,
} from './order-examination-list.service.js';

// The scan station of an order and of a cancel's returned goods, and the queues around it.

export const orderExaminationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, examinationApi, {
    detail: async ({ params }) => examinationOf(db, params.code),
    start: async ({ params, actor }) =>
      answer(await startExamination(db, params.code, actor), '검수를 시작합니다.'),
    scan: async ({ params, body, actor }) =>
      answer(await scanForExamination(db, params.code, body.barcode, actor), '확인되었습니다.'),
    complete: async ({ params, actor }) =>
      answer(await completeExamination(db, params.code, actor), '검수를 마쳤습니다.'),
    scans: async ({ params }) => examinationRecord(db, params.code.toUpperCase()),
    exceedList: async ({ body }) => examinationExceedList(db, body),
    requestList: async ({ body }) => examinationRequestList(db, body),
    cancelDetail: async ({ params }) => cancelExaminationOf(db, params.code),
    cancelWaiting: async ({ body }) => cancelsAwaitingReturn(db, body),
    cancelScan: async ({ params, body, actor }) =>
      answer(await scanCancelReturn(db, params.code, body.barcode, actor), '확인되었습니다.'),
    cancelComplete: async ({ params, actor }) =>
      answer(await completeCancelExamination(db, params.code, actor), '반품 검수를 마쳤습니다.'),
  });
};
