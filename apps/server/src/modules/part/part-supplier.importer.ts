import { type SupplierPartImportRow, supplierPartImportSchema } from '@erp/domain';
import { type Importer, parseInteger, parseYesNo } from '../../platform/excel/excel-import.js';
import { importedPart } from './part.importer.js';
import { saveSupplierPart } from './part-supplier.service.js';

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
      const part = await importedPart(tx, partCode, partNo);
      await saveSupplierPart(
        tx,
        { ...link, partId: part.id, priceChangeReason: '엑셀 업로드' },
        actor,
        'excel',
      );
    }
  },
};
