import { partAppImportSchema } from '@erp/domain';
import {
  ExcelImportPage,
  sampleColumnsOf,
  yesNoSample,
} from '../../components/excel-import/excel-import-page';
import { partAppKeys } from './part-app.api';
import { PART_APP_PATHS } from './part-app-paths';

const SAMPLE = sampleColumnsOf(
  partAppImportSchema,
  [
    'partCode',
    'partNo',
    'appVisible',
    'appName',
    'appPrice',
    'appCategory',
    'appSort',
    'asAvailable',
    'asMonths',
  ],
  { appVisible: yesNoSample, asAvailable: yesNoSample },
);

/** PartAppInfoExcelUpload: app data of many parts from a sheet, by part code or part number. */
export const PartAppExcelPage = () => (
  <ExcelImportPage
    title="앱 품목 정보 엑셀 등록"
    description="품목 코드나 품번으로 품목을 찾아 앱 노출·이름·가격·분류·A/S 정보를 한꺼번에 저장합니다."
    entity="part-app"
    entityLabel="앱 품목 정보"
    columns={SAMPLE}
    refresh={{ queryKey: partAppKeys.all, change: { entity: 'part-app', action: 'updated' } }}
    back={{ to: PART_APP_PATHS.list, label: '앱 품목 정보로' }}
  />
);
