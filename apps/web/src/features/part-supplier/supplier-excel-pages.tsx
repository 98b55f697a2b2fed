import { supplierInputSchema, supplierPartImportSchema } from '@erp/domain';
import {
  ExcelImportPage,
  sampleColumnsOf,
  wonSample,
  yesNoSample,
} from '../../components/excel-import/excel-import-page';
import { supplierKeys } from './part-supplier.api';
import { SUPPLIER_PATHS } from './supplier-paths';

const SUPPLIER_COLUMNS = sampleColumnsOf(
  supplierInputSchema,
  ['name', 'bizNo', 'representative', 'contactName', 'phone', 'paymentTerms', 'active'],
  { active: yesNoSample },
);

const LINK_COLUMNS = sampleColumnsOf(
  supplierPartImportSchema,
  ['supplierCode', 'partCode', 'partNo', 'supplierPartNo', 'purchasePrice', 'preferred'],
  { purchasePrice: wonSample, preferred: yesNoSample },
);

// The product area: suppliers and the parts whose supplier links changed.
const REFRESH = { queryKey: supplierKeys.all, change: { entity: 'supplier', action: 'updated' } } as const;

/** PartSupplierExcel: suppliers from a sheet. */
export const PartSupplierExcelPage = () => (
  <ExcelImportPage
    title="매입처 엑셀 등록"
    description="매입처명·사업자등록번호·연락처가 든 엑셀 파일로 매입처를 한꺼번에 등록합니다."
    entity="supplier"
    entityLabel="매입처"
    columns={SUPPLIER_COLUMNS}
    refresh={REFRESH}
    back={{ to: SUPPLIER_PATHS.list, label: '매입처 목록으로' }}
  />
);

/** productVendorExcelUpload: supplier links (own part numbers and prices) from a sheet. */
export const ProductVendorExcelUploadPage = () => (
  <ExcelImportPage
    title="품목별 매입처 엑셀 등록"
    description="매입처 코드와 품목 코드(또는 품번)로 매입처 품번·매입 단가를 한꺼번에 연결합니다. 바뀐 단가는 가격 변경 이력에 남습니다."
    entity="part-vendor"
    entityLabel="품목별 매입처"
    columns={LINK_COLUMNS}
    refresh={REFRESH}
    back={{ to: SUPPLIER_PATHS.vendors, label: '품목별 매입처로' }}
  />
);
