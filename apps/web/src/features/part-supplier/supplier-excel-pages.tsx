import { UnorderedListOutlined } from '@ant-design/icons';
import { supplierInputSchema, supplierPartImportSchema } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { announceDataChange } from '../../components/data-sync/data-change';
import { formatWon } from '../../components/data-table/cell-format';
import { ExcelImport, type SampleColumn } from '../../components/excel-import/excel-import';
import { fieldLabel } from '../../components/form-page/zod-form';
import { supplierKeys } from './part-supplier.api';
import { SUPPLIER_PATHS } from './supplier-paths';

const won = (v: unknown) => (typeof v === 'number' ? formatWon(v) : '');
const yesNo = (v: unknown) => (v === true ? '예' : v === false ? '아니오' : '');

const SUPPLIER_COLUMNS: SampleColumn[] = (
  ['name', 'bizNo', 'representative', 'contactName', 'phone', 'paymentTerms', 'active'] as const
).map((key) => ({
  key,
  label: fieldLabel(supplierInputSchema, key),
  ...(key === 'active' ? { format: yesNo } : {}),
}));

const LINK_COLUMNS: SampleColumn[] = (
  ['supplierCode', 'partCode', 'partNo', 'supplierPartNo', 'purchasePrice', 'preferred'] as const
).map((key) => ({
  key,
  label: fieldLabel(supplierPartImportSchema, key),
  ...(key === 'purchasePrice' ? { format: won } : key === 'preferred' ? { format: yesNo } : {}),
}));

const Page = ({
  title,
  description,
  entity,
  entityLabel,
  columns,
  back,
  backLabel,
}: {
  title: string;
  description: ReactNode;
  entity: string;
  entityLabel: string;
  columns: SampleColumn[];
  back: string;
  backLabel: string;
}) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="erp-page">
      <div className="erp-page-head">
        <div>
          <Typography.Title level={3} className="erp-page-title">
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </div>
      </div>
      <ExcelImport
        entity={entity}
        entityLabel={entityLabel}
        sampleColumns={columns}
        onDone={() => {
          // The product area: suppliers and the parts whose supplier links changed.
          void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
          announceDataChange({ entity: 'supplier', action: 'updated' });
        }}
        doneActions={
          <Button type="primary" icon={<UnorderedListOutlined />} onClick={() => navigate(back)}>
            {backLabel}
          </Button>
        }
      />
    </div>
  );
};

/** PartSupplierExcel: suppliers from a sheet. */
export const PartSupplierExcelPage = () => (
  <Page
    title="매입처 엑셀 등록"
    description="매입처명·사업자등록번호·연락처가 든 엑셀 파일로 매입처를 한꺼번에 등록합니다."
    entity="supplier"
    entityLabel="매입처"
    columns={SUPPLIER_COLUMNS}
    back={SUPPLIER_PATHS.list}
    backLabel="매입처 목록으로"
  />
);

/** productVendorExcelUpload: supplier links (own part numbers and prices) from a sheet. */
export const ProductVendorExcelUploadPage = () => (
  <Page
    title="품목별 매입처 엑셀 등록"
    description="매입처 코드와 품목 코드(또는 품번)로 매입처 품번·매입 단가를 한꺼번에 연결합니다. 바뀐 단가는 가격 변경 이력에 남습니다."
    entity="part-vendor"
    entityLabel="품목별 매입처"
    columns={LINK_COLUMNS}
    back={SUPPLIER_PATHS.vendors}
    backLabel="품목별 매입처로"
  />
);
