import {
  listQuerySchema,
  SUPPLIER_LIST_SPEC,
  SUPPLIER_PART_LIST_SPEC,
  type Supplier,
  supplierDuplicateGroupSchema,
  supplierInputSchema,
  supplierListPageSchema,
  supplierModifySchema,
  supplierPartInputSchema,
  supplierPartPageSchema,
  supplierPartSchema,
  supplierSaveResultSchema,
  supplierSchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { type ExcelColumn, sendXlsx } from '../../platform/excel/excel-export.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  createSupplier,
  getSupplier,
  iterateSuppliers,
  linkSupplierPart,
  listSupplierDuplicates,
  listSupplierParts,
  listSuppliers,
  modifySupplier,
  unlinkSupplierPart,
} from './supplier.service.js';

// Suppliers (partSupplierList, PartSupplierExcel) and their part links (ProductVendorList,
// productVendorExcelUpload through the generic importer, productVendorDuplicateList).

const code = (label: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((v) => v.toUpperCase())
    .meta({ title: label });
const codeParams = z.object({ code: code('매입처 코드') });
const listBody = listQuerySchema(SUPPLIER_LIST_SPEC);

const supplierColumns: ExcelColumn<Supplier>[] = [
  { header: '매입처 코드', value: (s) => s.code, width: 11 },
  { header: '매입처명', value: (s) => s.name, width: 24 },
  { header: '사업자등록번호', value: (s) => s.bizNo, width: 15 },
  { header: '대표자', value: (s) => s.representative },
  { header: '담당자', value: (s) => s.contactName },
  { header: '전화번호', value: (s) => s.phone },
  { header: '휴대전화', value: (s) => s.mobile },
  { header: '팩스', value: (s) => s.fax },
  { header: '이메일', value: (s) => s.email, width: 22 },
  { header: '주소', value: (s) => s.address, width: 36 },
  { header: '입금 계좌', value: (s) => s.bankAccount, width: 22 },
  { header: '결제 조건', value: (s) => s.paymentTerms },
  { header: '사용 여부', value: (s) => (s.active ? 'Y' : 'N') },
  { header: '메모', value: (s) => s.memo, width: 30 },
];

export const supplierRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['product'];

  app.post(
    '/api/product/v1.0/supplier/page/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입처 목록',
        tags,
        body: listBody,
        response: { 200: envelopeOf(supplierListPageSchema) },
      },
    },
    async (request) => ok(await listSuppliers(db, request.body)),
  );

  app.post(
    '/api/product/v1.0/supplier/excel/download',
    { config: { access: STAFF_ACCESS }, schema: { summary: '매입처 목록 엑셀', tags, body: listBody } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: `매입처목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '매입처',
        columns: supplierColumns,
        batches: iterateSuppliers(db, request.body),
      }),
  );

  app.get(
    '/api/product/v1.0/supplier/single/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입처 단건',
        tags,
        params: codeParams,
        response: { 200: envelopeOf(supplierSchema) },
      },
    },
    async (request) => ok(await getSupplier(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/supplier/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입처 등록',
        tags,
        body: supplierInputSchema,
        response: { 200: envelopeOf(supplierSaveResultSchema) },
      },
    },
    async (request) => ok(await createSupplier(db, request.body, actorOf(request)), '매입처를 등록했습니다.'),
  );

  app.post(
    '/api/product/v1.0/supplier/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '매입처 수정',
        tags,
        params: codeParams,
        body: supplierModifySchema,
        response: { 200: envelopeOf(supplierSaveResultSchema) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return ok(
        await modifySupplier(db, request.params.code, input, version, actorOf(request)),
        '매입처를 수정했습니다.',
      );
    },
  );

  app.post(
    '/api/product/v1.0/vendor/page/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목별 매입처 목록',
        tags,
        body: listQuerySchema(SUPPLIER_PART_LIST_SPEC),
        response: { 200: envelopeOf(supplierPartPageSchema) },
      },
    },
    async (request) => ok(await listSupplierParts(db, request.body)),
  );

  app.post(
    '/api/product/v1.0/vendor/save',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목별 매입처 저장 (매입처 품번·매입 단가)',
        tags,
        body: supplierPartInputSchema,
        response: { 200: envelopeOf(z.array(supplierPartSchema)) },
      },
    },
    async (request) => ok(await linkSupplierPart(db, request.body, actorOf(request)), '저장했습니다.'),
  );

  app.delete(
    '/api/product/v1.0/vendor/delete/:supplierCode/:partCode',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목별 매입처 삭제',
        tags,
        params: z.object({ supplierCode: code('매입처 코드'), partCode: code('품목 코드') }),
      },
    },
    async (request) => {
      await unlinkSupplierPart(db, request.params.supplierCode, request.params.partCode, actorOf(request));
      return ok(null, '삭제했습니다.');
    },
  );

  app.get(
    '/api/product/v1.0/vendor/duplicate/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '중복 의심 매입처·매입처 품번',
        tags,
        response: { 200: envelopeOf(z.array(supplierDuplicateGroupSchema)) },
      },
    },
    async () => ok(await listSupplierDuplicates(db)),
  );
};
