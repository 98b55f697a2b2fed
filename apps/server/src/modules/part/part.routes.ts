import { type PartListRow, partApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { type ExcelColumn, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { copyPart, getPart, modifyPart, simpleRegisterPart } from './part.service.js';
import { registerPart, withStock } from './part-register.service.js';
import { iterateParts, listParts } from './part-search.service.js';

// The part master under /api/product/v1.0 (partApi in the domain).

const won = '#,##0';
const partColumns: ExcelColumn<PartListRow>[] = [
  { header: '품목 코드', value: (p) => p.code, width: 11 },
  { header: '품번', value: (p) => p.partNo, width: 18 },
  { header: '품명', value: (p) => p.name, width: 28 },
  { header: '차종', value: (p) => p.carModel, width: 16 },
  { header: '규격', value: (p) => p.norm },
  { header: '브랜드', value: (p) => p.brandName ?? p.brandCode },
  { header: '품목 분류', value: (p) => p.kindName ?? p.kindCode },
  { header: '단위', value: (p) => p.unit, width: 6 },
  { header: '판매가', value: (p) => p.salePrice, numFmt: won },
  { header: '매입가', value: (p) => p.purchasePrice, numFmt: won },
  { header: '부가세 포함 가격', value: (p) => (p.vatIncluded ? 'Y' : 'N') },
  { header: '적정 재고', value: (p) => p.properStock },
  { header: '재고 없이 판매 허용', value: (p) => (p.allowBackOrder ? 'Y' : 'N') },
  { header: '세트', value: (p) => (p.isSet ? 'Y' : 'N'), width: 6 },
  { header: '사용 여부', value: (p) => (p.active ? 'Y' : 'N') },
  { header: '등록일', value: (p) => new Date(p.createdAt), numFmt: 'yyyy-mm-dd' },
];

export const partRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, partApi, {
    list: async ({ body }) => {
      const page = await listParts(db, body);
      return { ...page, rows: await withStock(db, page.rows) };
    },
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `품목목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '품목',
        columns: partColumns,
        batches: iterateParts(db, body),
      }),
    single: async ({ params }) => getPart(db, params.code),
    insert: async ({ body, actor }) =>
      answer(await registerPart(db, ctx.ports, body, actor), '품목을 등록했습니다.'),
    update: async ({ params, body, actor }) => {
      const { version, priceChangeReason, ...input } = body;
      return answer(
        await modifyPart(db, params.code, input, version, actor, 'full', priceChangeReason),
        '품목을 수정했습니다.',
      );
    },
    simpleUpdate: async ({ params, body, actor }) => {
      const { version, priceChangeReason, ...input } = body;
      return answer(
        await modifyPart(db, params.code, input, version, actor, 'simple', priceChangeReason),
        '품목을 수정했습니다.',
      );
    },
    nameUpdate: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(await modifyPart(db, params.code, input, version, actor, 'name'), '수정했습니다.');
    },
    descriptionUpdate: async ({ params, body, actor }) =>
      answer(
        await modifyPart(
          db,
          params.code,
          { description: body.description ?? null },
          body.version,
          actor,
          'description',
        ),
        '설명을 저장했습니다.',
      ),
    copy: async ({ params, body, actor }) =>
      answer(await copyPart(db, params.code, body, actor), '품목을 복사해 등록했습니다.'),
    simpleInsert: async ({ body, actor }) =>
      answer(await simpleRegisterPart(db, body, actor), '품목을 등록했습니다.'),
  });
};
