import { type SupplierInput, supplierInputSchema } from '@erp/domain';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { type Importer, parseYesNo } from '../../platform/excel/excel-import.js';
import { insertSuppliers } from './supplier.service.js';

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
