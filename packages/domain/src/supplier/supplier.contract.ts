import { z } from 'zod';
import { defineContracts, PURCHASE_DESK, STAFF_ONLY } from '../contract/contract.js';
import { codeKeyedContracts, listWithExcel } from '../contract/contract-builders.js';
import { upperCode, upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  SUPPLIER_LIST_SPEC,
  SUPPLIER_PART_LIST_SPEC,
  supplierDuplicateGroupSchema,
  supplierInputSchema,
  supplierListPageSchema,
  supplierModifySchema,
  supplierPartInputSchema,
  supplierPartPageSchema,
  supplierPartSchema,
  supplierSaveResultSchema,
  supplierSchema,
} from './supplier.schema.js';

// Suppliers (partSupplierList, PartSupplierExcel) and their part links (ProductVendorList,
// productVendorDuplicateList) under /api/product/v1.0; the links' Excel upload goes through the
// generic importer (excelImportApi).

const codeParams = upperCodeParams('매입처 코드');
const listBody = listQuerySchema(SUPPLIER_LIST_SPEC);

export const supplierApi = defineContracts({
  ...listWithExcel(
    listBody,
    {
      path: '/api/product/v1.0/supplier/page/list',
      summary: '매입처 목록',
      access: PURCHASE_DESK,
      response: supplierListPageSchema,
    },
    { path: '/api/product/v1.0/supplier/excel/download', summary: '매입처 목록 엑셀', access: STAFF_ONLY },
  ),
  ...codeKeyedContracts('/api/product/v1.0/supplier', {
    access: STAFF_ONLY,
    params: codeParams,
    response: supplierSchema,
    saved: supplierSaveResultSchema,
    insertBody: supplierInputSchema,
    updateBody: supplierModifySchema,
    summaries: { single: '매입처 단건', insert: '매입처 등록', update: '매입처 수정' },
  }),
  linkList: {
    method: 'POST',
    path: '/api/product/v1.0/vendor/page/list',
    summary: '품목별 매입처 목록',
    access: STAFF_ONLY,
    body: listQuerySchema(SUPPLIER_PART_LIST_SPEC),
    response: supplierPartPageSchema,
  },
  /** Answers the part's supplier links after the save. */
  linkSave: {
    method: 'POST',
    path: '/api/product/v1.0/vendor/save',
    summary: '품목별 매입처 저장 (매입처 품번·매입 단가)',
    access: STAFF_ONLY,
    body: supplierPartInputSchema,
    response: z.array(supplierPartSchema),
  },
  linkRemove: {
    method: 'DELETE',
    path: '/api/product/v1.0/vendor/delete/:supplierCode/:partCode',
    summary: '품목별 매입처 삭제',
    access: STAFF_ONLY,
    params: z.object({ supplierCode: upperCode('매입처 코드'), partCode: upperCode('품목 코드') }),
    response: z.null(),
  },
  duplicates: {
    method: 'GET',
    path: '/api/product/v1.0/vendor/duplicate/list',
    summary: '중복 의심 매입처·매입처 품번',
    access: STAFF_ONLY,
    response: z.array(supplierDuplicateGroupSchema),
  },
});
