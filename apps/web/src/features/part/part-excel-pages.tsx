import { UnorderedListOutlined } from '@ant-design/icons';
import { partInputSchema, partUpdateImportSchema } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { announceDataChange } from '../../components/data-sync/data-change';
import { formatWon } from '../../components/data-table/cell-format';
import { ExcelImport, type SampleColumn } from '../../components/excel-import/excel-import';
import { fieldLabel } from '../../components/form-page/zod-form';
import { partKeys } from './part.api';
import { PART_PATHS } from './part-paths';

const won = (v: unknown) => (typeof v === 'number' ? formatWon(v) : '');
const yesNo = (v: unknown) => (v === true ? '예' : v === false ? '아니오' : '');

const column = (schema: Parameters<typeof fieldLabel>[0], key: string, format?: (v: unknown) => string) => ({
  key,
  label: fieldLabel(schema, key),
  ...(format ? { format } : {}),
});

// What the preview shows of each row to be written, labelled as in the form.
const NEW_PART_COLUMNS: SampleColumn[] = [
  column(partInputSchema, 'partNo'),
  column(partInputSchema, 'name'),
  column(partInputSchema, 'carModel'),
  column(partInputSchema, 'norm'),
  column(partInputSchema, 'brandCode'),
  column(partInputSchema, 'kindCode'),
  column(partInputSchema, 'salePrice', won),
  column(partInputSchema, 'purchasePrice', won),
  column(partInputSchema, 'vatIncluded', yesNo),
  column(partInputSchema, 'active', yesNo),
];

const UPDATE_COLUMNS: SampleColumn[] = [
  column(partUpdateImportSchema, 'partCode'),
  column(partUpdateImportSchema, 'partNo'),
  column(partUpdateImportSchema, 'name'),
  column(partUpdateImportSchema, 'salePrice', won),
  column(partUpdateImportSchema, 'purchasePrice', won),
  column(partUpdateImportSchema, 'properStock'),
  column(partUpdateImportSchema, 'active', yesNo),
  column(partUpdateImportSchema, 'reason'),
];

const ExcelPage = ({
  title,
  description,
  entity,
  entityLabel,
  columns,
}: {
  title: string;
  description: ReactNode;
  entity: string;
  entityLabel: string;
  columns: SampleColumn[];
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
          void queryClient.invalidateQueries({ queryKey: partKeys.all });
          announceDataChange({ entity: 'part', action: 'updated' });
        }}
        doneActions={
          <Button type="primary" icon={<UnorderedListOutlined />} onClick={() => navigate(PART_PATHS.list)}>
            품목 목록으로
          </Button>
        }
      />
    </div>
  );
};

/** PartExcelUpload: new parts from a sheet (브랜드·분류는 코드나 이름으로). */
export const PartExcelUploadPage = () => (
  <ExcelPage
    title="품목 엑셀 등록"
    description="양식에 맞춘 엑셀 파일로 새 품목을 한꺼번에 등록합니다. 브랜드와 품목 분류는 코드나 이름으로 적을 수 있고, 품명에 붙은 차종은 자동으로 나뉩니다."
    entity="part"
    entityLabel="품목"
    columns={NEW_PART_COLUMNS}
  />
);

/** PartExcelInsert: prices and a few fields of parts already registered. */
export const PartExcelInsertPage = () => (
  <ExcelPage
    title="품목 엑셀 수정"
    description="등록된 품목의 판매가·매입가·품명·규격·적정 재고·사용 여부를 엑셀로 한꺼번에 고칩니다. 품목 코드(또는 한 품목뿐인 품번)로 찾고, 빈 칸은 그대로 둡니다. 바뀐 가격은 가격 변경 이력에 사유와 함께 남습니다."
    entity="part-update"
    entityLabel="품목 수정"
    columns={UPDATE_COLUMNS}
  />
);
