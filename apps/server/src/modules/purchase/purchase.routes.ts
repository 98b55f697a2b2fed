import {
  type ListQuery,
  listQuerySchema,
  PURCHASE_LIST_SPEC,
  type PurchaseSummary,
  purchaseBarcodeApi,
  purchaseInputSchema,
  purchaseListPageSchema,
  purchaseModifySchema,
  purchaseViewSchema,
  supplierLedgerEntrySchema,
  supplierPayableSchema,
  versionField,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import type { Db } from '../../platform/db/database.js';
import { type ExcelColumn, sendXlsx } from '../../platform/excel/excel-export.js';
import { mountContract } from '../../platform/http/contract-route.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { supplierLedger, supplierPayable } from './payable.service.js';
import {
  createPurchase,
  fixPurchase,
  loadPurchase,
  modifyPurchase,
  unfixPurchase,
} from './purchase.service.js';
import { listPurchases } from './purchase-list.service.js';
import { purchaseUnitLines } from './purchase-unit.service.js';

// Purchases under /api/purchase/v1.0 (SPEC §7.8 "Purchase: list, detail, unfixed list, fix
// change, excel download, update, order save …"): staff register, fix and un-fix them; the
// supplier payable they post is read under the same group.

const code = (label: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((v) => v.toUpperCase())
    .meta({ title: label });
const codeParams = z.object({ code: code('매입 번호') });
const listBody = listQuerySchema(PURCHASE_LIST_SPEC);
/** Fix and fix change: the version the clerk saw, when the screen has one (stale → 409). */
const versionBody = z.object({ version: versionField().optional() }).default({});

const purchaseColumns: ExcelColumn<PurchaseSummary>[] = [
  { header: '매입 번호', value: (p) => p.code, width: 12 },
  { header: '매입일', value: (p) => p.purchaseDate, width: 10 },
  { header: '매입처 코드', value: (p) => p.supplierCode, width: 11 },
  { header: '매입처명', value: (p) => p.supplierName, width: 22 },
  { header: '창고', value: (p) => p.warehouseCode, width: 9 },
  { header: '상태', value: (p) => p.statusLabel, width: 8 },
  { header: '품목 수', value: (p) => p.lineCount, width: 8 },
  { header: '수량', value: (p) => p.totalQty, width: 8 },
  { header: '공급가액', value: (p) => p.supply, numFmt: '#,##0' },
  { header: '부가세', value: (p) => p.vat, numFmt: '#,##0' },
  { header: '합계', value: (p) => p.total, numFmt: '#,##0' },
  { header: '비고', value: (p) => p.memo, width: 30 },
];

async function* purchasePages(db: Db, query: ListQuery): AsyncIterable<PurchaseSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listPurchases(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

export const purchaseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['purchase'];

  app.post(
    '/api/purchase/v1.0/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입 등록 (미확정)',
        tags,
        body: purchaseInputSchema,
        response: { 200: envelopeOf(purchaseViewSchema) },
      },
    },
    async (request) => ok(await createPurchase(db, request.body, actorOf(request)), '매입을 등록했습니다.'),
  );

  app.post(
    '/api/purchase/v1.0/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입 수정 (미확정만)',
        tags,
        params: codeParams,
        body: purchaseModifySchema,
        response: { 200: envelopeOf(purchaseViewSchema) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return ok(
        await modifyPurchase(db, request.params.code, input, version, actorOf(request)),
        '매입을 수정했습니다.',
      );
    },
  );

  app.post(
    '/api/purchase/v1.0/fix/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입 확정 (재고 입고, 매입처 미지급금)',
        tags,
        params: codeParams,
        body: versionBody,
        response: { 200: envelopeOf(purchaseViewSchema) },
      },
    },
    async (request) =>
      ok(
        await fixPurchase(db, request.params.code, request.body?.version, actorOf(request)),
        '매입을 확정했습니다.',
      ),
  );

  app.post(
    '/api/purchase/v1.0/fix-change/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입 확정 취소 (반대 분개)',
        tags,
        params: codeParams,
        body: versionBody,
        response: { 200: envelopeOf(purchaseViewSchema) },
      },
    },
    async (request) =>
      ok(
        await unfixPurchase(db, request.params.code, request.body?.version, actorOf(request)),
        '매입 확정을 취소했습니다.',
      ),
  );

  app.post(
    '/api/purchase/v1.0/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입 목록',
        tags,
        body: listBody,
        response: { 200: envelopeOf(purchaseListPageSchema) },
      },
    },
    async (request) => ok(await listPurchases(db, request.body)),
  );

  app.post(
    '/api/purchase/v1.0/unfixed/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '미확정 매입 목록',
        tags,
        body: listBody,
        response: { 200: envelopeOf(purchaseListPageSchema) },
      },
    },
    async (request) =>
      ok(
        await listPurchases(db, {
          ...request.body,
          filters: [
            ...request.body.filters.filter((f) => (f.field as string) !== 'status'),
            { field: 'status', op: 'eq', value: 'draft' },
          ],
        }),
      ),
  );

  app.post(
    '/api/purchase/v1.0/excel/download',
    { config: { access: STAFF_ACCESS }, schema: { summary: '매입 목록 엑셀', tags, body: listBody } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: `매입목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '매입',
        columns: purchaseColumns,
        batches: purchasePages(db, request.body),
      }),
  );

  app.get(
    '/api/purchase/v1.0/detail/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입 상세',
        tags,
        params: codeParams,
        response: { 200: envelopeOf(purchaseViewSchema) },
      },
    },
    async (request) => ok(await loadPurchase(db, request.params.code)),
  );

  app.get(
    '/api/purchase/v1.0/supplier/payable/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입처 미지급금 잔액',
        tags,
        params: z.object({ code: code('매입처 코드') }),
        response: { 200: envelopeOf(supplierPayableSchema) },
      },
    },
    async (request) => ok(await supplierPayable(db, request.params.code)),
  );

  app.get(
    '/api/purchase/v1.0/supplier/ledger/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입처 원장 (최근 200건)',
        tags,
        params: z.object({ code: code('매입처 코드') }),
        response: { 200: envelopeOf(z.array(supplierLedgerEntrySchema)) },
      },
    },
    async (request) => ok(await supplierLedger(db, request.params.code)),
  );

  // SPEC §7.8 "Barcode: print info for order/purchase/product" (declared with the barcodes).
  mountContract(app, purchaseBarcodeApi.unitLines, async ({ params }) => purchaseUnitLines(db, params.code));
};
