import {
  CORE_COLLECTION_COLUMNS,
  EXPECTED_CORE_COLUMNS,
  oldPartApi,
  PICK_ALLOW_COLUMNS,
  UNCOLLECTED_CORE_COLUMNS,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { pagesOf, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { buyCores } from './core-buy.service.js';
import { collectCores, listCollections, payCashback } from './core-collection.service.js';
import {
  listExpectedCores,
  listPaybacks,
  listPickAllow,
  listUncollected,
  savePayback,
  setPickAllow,
} from './old-part.service.js';

// Used parts (cores), SPEC §7.8 "junk/old-part".

export const oldPartRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, oldPartApi, {
    paybacks: async () => listPaybacks(db),
    savePayback: async ({ body, actor }) =>
      answer(await savePayback(db, body, actor), '페이백 코드를 저장했습니다.'),
    expected: async ({ body }) => listExpectedCores(db, body),
    expectedExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('폐부품회수예정'),
        sheetName: '회수 예정',
        columns: excelColumnsOf(EXPECTED_CORE_COLUMNS),
        batches: pagesOf((q) => listExpectedCores(db, q), body),
      }),
    uncollected: async ({ body }) => listUncollected(db, body),
    uncollectedExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('폐부품미회수'),
        sheetName: '미회수',
        columns: excelColumnsOf(UNCOLLECTED_CORE_COLUMNS),
        batches: pagesOf((q) => listUncollected(db, q), body),
      }),
    pickAllowList: async ({ body }) => listPickAllow(db, body),
    pickAllowExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('폐부품회수허용거래처'),
        sheetName: '회수 허용',
        columns: excelColumnsOf(PICK_ALLOW_COLUMNS),
        batches: pagesOf((q) => listPickAllow(db, q), body),
      }),
    pickAllow: async ({ body, actor }) => answer(await setPickAllow(db, body, actor), '저장했습니다.'),
    collect: async ({ body, actor }) => answer(await collectCores(db, body, actor), '폐부품을 회수했습니다.'),
    collections: async ({ body }) => listCollections(db, body),
    collectionsExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('폐부품캐시백'),
        sheetName: '회수·캐시백',
        columns: excelColumnsOf(CORE_COLLECTION_COLUMNS),
        batches: pagesOf((q) => listCollections(db, q), body),
      }),
    buy: async ({ body, actor }) => answer(await buyCores(db, body, actor), '폐부품을 매입했습니다.'),
    cashback: async ({ params, actor }) =>
      answer(await payCashback(db, params.code, actor), '캐시백 포인트를 지급했습니다.'),
  });
};
