import {
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_TYPE_LABELS,
  type CustomerInput,
  customerInputSchema,
} from '@erp/domain';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { type Importer, parseByLabel, parseInteger, parseYesNo } from '../../platform/excel/excel-import.js';
import { customers } from './customer.table.js';

/** CustExcelRegister: customers from a sheet with Korean headers, through the generic importer. */
export const customerImporter: Importer<CustomerInput> = {
  entity: 'customer',
  label: '거래처',
  schema: customerInputSchema,
  columns: [
    { header: '거래처명', key: 'name', aliases: ['상호', '업체명'], required: true },
    { header: '사업자등록번호', key: 'bizNo', aliases: ['사업자번호'] },
    { header: '대표자', key: 'representative', aliases: ['대표자명'] },
    { header: '전화번호', key: 'phone', aliases: ['전화'] },
    { header: '휴대전화', key: 'mobile', aliases: ['휴대폰', '핸드폰'] },
    { header: '팩스', key: 'fax' },
    { header: '이메일', key: 'email' },
    { header: '우편번호', key: 'postcode' },
    { header: '주소', key: 'address' },
    { header: '상세 주소', key: 'addressDetail', aliases: ['상세주소'] },
    { header: '지역 그룹', key: 'districtGroup', aliases: ['지역'] },
    {
      header: '거래처 구분',
      key: 'customerType',
      aliases: ['구분'],
      parse: parseByLabel(CUSTOMER_TYPE_LABELS),
    },
    { header: '현재 상황', key: 'status', aliases: ['상태'], parse: parseByLabel(CUSTOMER_STATUS_LABELS) },
    { header: '등급', key: 'rank' },
    { header: '여신 한도', key: 'creditLimit', aliases: ['여신한도'], parse: parseInteger },
    { header: '결제 조건', key: 'paymentTerms' },
    { header: '세금계산서 이메일', key: 'taxInvoiceEmail' },
    { header: '부가세 포함 단가', key: 'vatIncluded', aliases: ['부가세포함'], parse: parseYesNo },
    { header: '폐부품 회수 허용', key: 'oldPartPickupAllowed', aliases: ['폐부품회수'], parse: parseYesNo },
    { header: '메모', key: 'memo', aliases: ['비고'] },
  ],
  writeBatch: async (tx, rows, actor) => {
    const inserted = await tx
      .insert(customers)
      .values(rows.map((r) => ({ ...r, createdBy: actor.accountId })))
      .returning({ code: customers.code });
    await writeAudit(tx, actor, {
      action: 'customer.create.excel',
      entity: 'customer',
      entityId: `${inserted[0]?.code}..${inserted.at(-1)?.code}`,
      after: { count: inserted.length, codes: inserted.map((r) => r.code) },
    });
  },
};
