import { UnorderedListOutlined } from '@ant-design/icons';
import { partAppImportSchema } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { announceDataChange } from '../../components/data-sync/data-change';
import { ExcelImport, type SampleColumn } from '../../components/excel-import/excel-import';
import { fieldLabel } from '../../components/form-page/zod-form';
import { partAppKeys } from './part-app.api';
import { PART_APP_PATHS } from './part-app-paths';

const yesNo = (v: unknown) => (v === true ? '예' : v === false ? '아니오' : '');
const SAMPLE: SampleColumn[] = (
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
  ] as const
).map((key) => ({
  key,
  label: fieldLabel(partAppImportSchema, key),
  ...(key === 'appVisible' || key === 'asAvailable' ? { format: yesNo } : {}),
}));

/** PartAppInfoExcelUpload: app data of many parts from a sheet, by part code or part number. */
export const PartAppExcelPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="erp-page">
      <div className="erp-page-head">
        <div>
          <Typography.Title level={3} className="erp-page-title">
            앱 품목 정보 엑셀 등록
          </Typography.Title>
          <Typography.Text type="secondary">
            품목 코드나 품번으로 품목을 찾아 앱 노출·이름·가격·분류·A/S 정보를 한꺼번에 저장합니다.
          </Typography.Text>
        </div>
      </div>
      <ExcelImport
        entity="part-app"
        entityLabel="앱 품목 정보"
        sampleColumns={SAMPLE}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: partAppKeys.all });
          announceDataChange({ entity: 'part-app', action: 'updated' });
        }}
        doneActions={
          <Button
            type="primary"
            icon={<UnorderedListOutlined />}
            onClick={() => navigate(PART_APP_PATHS.list)}
          >
            앱 품목 정보로
          </Button>
        }
      />
    </div>
  );
};
