import {
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_TYPE_LABELS,
  type CustomerStatus,
  type CustomerType,
  customerInputSchema,
} from '@erp/domain';
import { useMemo } from 'react';
import type { SampleColumn } from '../../components/excel-import/excel-import';
import { ExcelImportPage } from '../../components/excel-import/excel-import-page';
import { fieldLabel } from '../../components/form-page/zod-form';
import { customerKeys, useDistrictGroups } from './customer.api';
import { CUSTOMER_PATHS } from './customer-paths';

// What the preview shows of each row to be written, labelled as in the form.
const SAMPLE_FIELDS = [
  'name',
  'bizNo',
  'representative',
  'phone',
  'mobile',
  'districtGroup',
  'customerType',
  'status',
  'creditLimit',
  'address',
] as const;

const sampleColumns = (districtName: (code: string) => string): SampleColumn[] =>
  SAMPLE_FIELDS.map((key) => ({
    key,
    label: fieldLabel(customerInputSchema, key),
    ...(key === 'customerType'
      ? { format: (v: unknown) => CUSTOMER_TYPE_LABELS[v as CustomerType] ?? String(v) }
      : {}),
    ...(key === 'status'
      ? { format: (v: unknown) => CUSTOMER_STATUS_LABELS[v as CustomerStatus] ?? String(v) }
      : {}),
    ...(key === 'districtGroup' ? { format: (v: unknown) => districtName(String(v)) } : {}),
  }));

/** CustExcelRegister: customers from a sheet, through the generic importer. */
export const CustExcelRegisterPage = () => {
  const districts = useDistrictGroups();
  const columns = useMemo(() => {
    const names = new Map((districts.data ?? []).map((d) => [d.code, d.name]));
    return sampleColumns((code) => names.get(code) ?? code);
  }, [districts.data]);
  return (
    <ExcelImportPage
      title="거래처 엑셀 등록"
      description="양식에 맞춘 엑셀 파일로 거래처를 한꺼번에 등록합니다. 등록된 거래처는 신규 거래처 확인을 거칩니다."
      entity="customer"
      entityLabel="거래처"
      columns={columns}
      refresh={{ queryKey: customerKeys.all, change: { entity: 'customer', action: 'created' } }}
      back={{ to: CUSTOMER_PATHS.insertCheck, label: '신규 거래처 확인으로' }}
    />
  );
};
