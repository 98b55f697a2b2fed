import {
  BARCODE_SYMBOLOGIES,
  barcodeApi,
  barcodeScanSchema,
  batteryAgeMonths,
  batteryDateCode,
  parseBatteryDateCode,
  toYmd,
  withParticle,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { getPart, partRowByCode } from '../part/part.service.js';
import { listPartBarcodes } from '../part/part-barcode.service.js';
import { addPartBarcode, findBarcodeOwner, removePartBarcode, scanBarcode } from './barcode.service.js';
import { renderBarcodePng } from './barcode-image.js';
import { barcodeImageUrl, labelItemsFromSheet, partLabels, unitLabels } from './barcode-label.service.js';
import { uploadedSheet } from './barcode-sheet.js';
import {
  createUnitBarcodes,
  listUnitBarcodes,
  postUnitBarcodeEvent,
  recordUnitBarcodeEvent,
  unitBarcodeHistory,
  unitBarcodesOfDocument,
  unitStockCount,
} from './unit-barcode.service.js';

// Barcodes (barcodeApi in the domain, SPEC §7.8). Every scanned value goes through
// reduceScannedBarcode (scanValueField of the contracts).

export const barcodeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, barcodeApi, {
    save: async ({ body, actor }) => answer(await addPartBarcode(db, body, actor), '바코드를 등록했습니다.'),
    remove: async ({ params, actor }) => {
      await removePartBarcode(db, params.id, actor);
      return answer(null, '바코드를 삭제했습니다.');
    },
    partBarcodes: async ({ params }) => listPartBarcodes(db, params.partCode),
    duplicateCheck: async ({ body }) => findBarcodeOwner(db, body.value),
    scan: async ({ body }) => {
      const scan = barcodeScanSchema.parse(await scanBarcode(db, body.value));
      return { ...scan, part: scan.partCode ? await getPart(db, scan.partCode) : null };
    },
    stockCount: async ({ body }) => {
      const scan = await scanBarcode(db, body.value);
      if (!scan.partCode) throw new AppError('E2001', `바코드 ${body.value}에 해당하는 품목이 없습니다.`);
      const part = await partRowByCode(db, scan.partCode);
      return {
        value: scan.value,
        partCode: part.code,
        partNo: part.partNo,
        partName: part.name,
        ...(await unitStockCount(db, part.id)),
      };
    },
    unitCreate: async ({ body, actor }) =>
      answer(await createUnitBarcodes(db, ctx.ports, body, actor), '개체 바코드를 발행했습니다.'),
    unitEvent: async ({ body, actor }) =>
      answer(await postUnitBarcodeEvent(db, body, actor), '기록했습니다.'),
    unitHistory: async ({ body }) => {
      const scan = await scanBarcode(db, body.value);
      return unitBarcodeHistory(db, scan.kind === 'unit' ? scan.value : body.value);
    },
    unitList: async ({ body }) => listUnitBarcodes(db, body),
    unitsOfDocument: async ({ params }) => unitBarcodesOfDocument(db, params.docCode),
    partLabels: async ({ body }) => partLabels(db, body),
    unitLabels: async ({ body }) => unitLabels(db, body),
    printed: async ({ body, actor }) => {
      // One transaction: a run with one unknown or void unit records no print at all.
      // A scanned QR address ('/B/U0000000174') counts as the unit it names, and once.
      const values: string[] = [];
      for (const scanned of body.values) {
        const scan = await scanBarcode(db, scanned);
        if (scan.kind !== 'unit')
          throw new AppError('E2001', `개체 바코드 ${withParticle(scanned, '을/를')} 찾을 수 없습니다.`);
        if (!values.includes(scan.value)) values.push(scan.value);
      }
      await db.transaction(async (tx) => {
        for (const value of values) await recordUnitBarcodeEvent(tx, { value, event: 'printed' }, actor);
      });
      return answer({ printed: values.length }, '인쇄를 기록했습니다.');
    },
    excelLabels: async ({ query, request }) => {
      const { items, errors } = await labelItemsFromSheet(db, await uploadedSheet(request));
      const sheet =
        items.length > 0
          ? await partLabels(db, { ...query, items, warehouseCode: null })
          : { layout: null, labels: [], totalLabels: 0 };
      return { sheet, errors };
    },
    dateLabel: async ({ body }) => {
      const code = batteryDateCode(body.manufacturedOn);
      if (!code) throw new AppError('E0422', '제조일: 2000년부터 2099년 사이의 날짜여야 합니다.');
      if (body.manufacturedOn > toYmd(new Date()))
        throw new AppError('E0422', '제조일: 오늘보다 뒤의 날짜는 넣을 수 없습니다.');
      const part = body.partCode ? await getPart(db, body.partCode.toUpperCase()) : null;
      return {
        ...code,
        imageUrl: barcodeImageUrl('code128', code.value),
        copies: body.copies,
        part: part ? { code: part.code, partNo: part.partNo, name: part.name } : null,
      };
    },
    dateParse: async ({ body }) => {
      const code = parseBatteryDateCode(body.value);
      if (!code) throw new AppError('E0422', '바코드: 제조일(일-월-년) 형식이 아닙니다.');
      const today = toYmd(new Date());
      // A date ahead of today is a misread or a label printed in another order (월-일-년…).
      if (code.ymd > today)
        throw new AppError(
          'E0422',
          `바코드: 제조일 ${code.ymd.slice(0, 4)}-${code.ymd.slice(4, 6)}-${withParticle(code.ymd.slice(6), '이/가')} 오늘보다 뒤입니다. 일-월-년 순서로 찍힌 바코드인지 확인하세요.`,
        );
      return { ...code, ageMonths: batteryAgeMonths(code.ymd, today) };
    },
    image: async ({ params, query, reply }) => {
      const png = await renderBarcodePng(params.symbol, query.value, {
        text: query.text === 'Y',
        scale: query.scale,
      });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=86400')
        .send(png);
    },
    symbologies: async () => [...BARCODE_SYMBOLOGIES],
  });
};
