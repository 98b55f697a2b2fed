import { type Supplier, supplierApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { type ExcelColumn, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  createSupplier,
  getSupplier,
  iterateSuppliers,
  listSuppliers,
  modifySupplier,
} from './supplier.service.js';

// Suppliers (partSupplierList, PartSupplierExcel): supplierApi in the domain. Its part links
// (ProductVendorList, productVendorDuplicateList) are mounted by the part module
// (part-supplier.routes.ts): suppliers come before parts and import none of them.
const { list, excel, single, insert, update } = supplierApi;
export const supplierOwnContracts = { list, excel, single, insert, update };

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

export const supplierRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, supplierOwnContracts, {
    list: async ({ body }) => listSuppliers(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `매입처목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '매입처',
        columns: supplierColumns,
        batches: iterateSuppliers(db, body),
      }),
    single: async ({ params }) => getSupplier(db, params.code),
    insert: async ({ body, actor }) =>
      answer(await createSupplier(db, body, actor), '매입처를 등록했습니다.'),
    update: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(await modifySupplier(db, params.code, input, version, actor), '매입처를 수정했습니다.');
    },
  });
};
