import { partInputSchema, partUpdateImportSchema } from '@erp/domain';
import type { SampleColumn } from '../../components/excel-import/excel-import';
import {
  ExcelImportPage,
  sampleColumnsOf,
  wonSample,
  yesNoSample,
} from '../../components/excel-import/excel-import-page';
import { partKeys } from './part.api';
import { PART_PATHS } from './part-paths';

// What the preview shows of each row to be written, labelled as in the form.
const NEW_PART_COLUMNS: SampleColumn[] = sampleColumnsOf(
  partInputSchema,
  [
    'partNo',
    'name',
    'carModel',
    'norm',
    'brandCode',
    'kindCode',
    'salePrice',
    'purchasePrice',
    'vatIncluded',
    'active',
  ],
  { salePrice: wonSample, purchasePrice: wonSample, vatIncluded: yesNoSample, active: yesNoSample },
);

const UPDATE_COLUMNS: SampleColumn[] = sampleColumnsOf(
  partUpdateImportSchema,
  ['partCode', 'partNo', 'name', 'salePrice', 'purchasePrice', 'properStock', 'active', 'reason'],
  { salePrice: wonSample, purchasePrice: wonSample, active: yesNoSample },
);

const REFRESH = { queryKey: partKeys.all, change: { entity: 'part', action: 'updated' } } as const;
const BACK = { to: PART_PATHS.list, label: '품목 목록으로' };

/** PartExcelUpload: new parts from a sheet (브랜드·분류는 코드나 이름으로). */
export const PartExcelUploadPage = () => (
  <ExcelImportPage
    title="품목 엑셀 등록"
    description="양식에 맞춘 엑셀 파일로 새 품목을 한꺼번에 등록합니다. 브랜드와 품목 분류는 코드나 이름으로 적을 수 있고, 품명에 붙은 차종은 자동으로 나뉩니다."
    entity="part"
    entityLabel="품목"
    columns={NEW_PART_COLUMNS}
    refresh={REFRESH}
    back={BACK}
  />
);

/** PartExcelInsert: prices and a few fields of parts already registered. */
export const PartExcelInsertPage = () => (
  <ExcelImportPage
    title="품목 엑셀 수정"
    description="등록된 품목의 판매가·매입가·품명·규격·적정 재고·사용 여부를 엑셀로 한꺼번에 고칩니다. 품목 코드(또는 한 품목뿐인 품번)로 찾고, 빈 칸은 그대로 둡니다. 바뀐 가격은 가격 변경 이력에 사유와 함께 남습니다."
    entity="part-update"
    entityLabel="품목 수정"
    columns={UPDATE_COLUMNS}
    refresh={REFRESH}
    back={BACK}
  />
);
