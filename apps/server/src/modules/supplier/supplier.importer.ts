import {
  normalizePartNumber,
  type SupplierInput,
  type SupplierPartImportRow,
  supplierInputSchema,
  supplierPartImportSchema,
} from '@erp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { type Importer, parseInteger, parseYesNo } from '../../platform/excel/excel-import.js';
import { parts } from '../part/part.table.js';
import { insertSuppliers, saveSupplierPart } from './supplier.service.js';

/** PartSupplierExcel: suppliers from a sheet. */
export const supplierImporter: Importer<SupplierInput> = {
  entity: 'supplier',
  label: '매입처',
  schema: supplierInputSchema,
  columns: [
    { header: '매입처명', key: 'name', aliases: ['상호', '업체명', '공급처'], required: true },
    { header: '사업자등록번호', key: 'bizNo', aliases: ['사업자번호'] },
    { header: '대표자', key: 'representative' },
    { header: '담당자', key: 'contactName' },
    { header: '전화번호', key: 'phone', aliases: ['전화'] },
    { header: '휴대전화', key: 'mobile', aliases: ['휴대폰'] },
    { header: '팩스', key: 'fax' },
    { header: '이메일', key: 'email' },
    { header: '주소', key: 'address' },
    { header: '입금 계좌', key: 'bankAccount', aliases: ['계좌'] },
    { header: '결제 조건', key: 'paymentTerms' },
    { header: '사용 여부', key: 'active', aliases: ['사용'], parse: parseYesNo },
    { header: '메모', key: 'memo', aliases: ['비고'] },
  ],
  writeBatch: async (tx, rows, actor) => {
    const inserted = await insertSuppliers(tx, rows, actor);
    await writeAudit(tx, actor, {
      action: 'supplier.create.excel',
      entity: 'supplier',
      entityId: `${inserted[0]?.code}..${inserted.at(-1)?.code}`,
      after: { count: inserted.length, codes: inserted.map((r) => r.code) },
    });
  },
};

/** productVendorExcelUpload: supplier links (supplier part number, price) from a sheet. */
export const supplierPartImporter: Importer<SupplierPartImportRow> = {
  entity: 'part-vendor',
  label: '품목별 매입처',
  schema: supplierPartImportSchema,
  columns: [
    { header: '매입처', key: 'supplierCode', aliases: ['매입처 코드', '공급처 코드'], required: true },
    { header: '품목 코드', key: 'partCode', aliases: ['품목코드'] },
    { header: '품번', key: 'partNo' },
    { header: '매입처 품번', key: 'supplierPartNo', aliases: ['공급처 품번'] },
    {
      header: '매입 단가',
      key: 'purchasePrice',
      aliases: ['매입가', '단가'],
      parse: parseInteger,
      required: true,
    },
    { header: '납기(일)', key: 'leadDays', aliases: ['납기'], parse: parseInteger },
    { header: '주 매입처', key: 'preferred', aliases: ['주거래'], parse: parseYesNo },
    { header: '메모', key: 'memo', aliases: ['비고'] },
  ],
  writeBatch: async (tx, rows, actor) => {
    for (const { partCode, partNo, ...link } of rows) {
      const [part] = await tx
        .select({ id: parts.id })
        .from(parts)
        .where(
          partCode
            ? eq(parts.code, partCode.toUpperCase())
            : sql`(${parts.partNoNorm} collate "C") = ${normalizePartNumber(partNo ?? '')}`,
        )
        .orderBy(asc(parts.id))
        .limit(1);
      if (!part) throw new AppError('E0422', `품목을 찾을 수 없습니다 (${partCode ?? partNo}).`);
      await saveSupplierPart(
        tx,
        { ...link, partId: part.id, priceChangeReason: '엑셀 업로드' },
        actor,
        'excel',
      );
    }
  },
};
