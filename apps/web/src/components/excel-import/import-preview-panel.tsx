import { CheckCircleOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatThousands } from '@erp/domain';
import { Alert, Button, Card, Space, Statistic, Table, Typography } from 'antd';
import type { ImportPreview, ImportRowError } from './import-progress';

/** A column of the preview's sample; `format` shows a stored code in its usual words. */
export type SampleColumn = { key: string; label: string; format?: (value: unknown) => string };

const sampleText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? '예'
        : '아니오'
      : typeof value === 'number'
        ? formatThousands(value)
        : String(value);

type PreviewProps = {
  preview: ImportPreview;
  entityLabel: string;
  sampleColumns: readonly SampleColumn[];
  busy: boolean;
  onCommit: () => void;
  onRestart: () => void;
  onDownloadErrors: () => void;
};

/** What the server found in the sheet: counts, each bad row's reason, and the first rows to be written. */
export const PreviewPanel = ({
  preview,
  entityLabel,
  sampleColumns,
  busy,
  onCommit,
  onRestart,
  onDownloadErrors,
}: PreviewProps) => (
  <Space orientation="vertical" size={12} style={{ width: '100%' }}>
    <Card size="small">
      <div className="erp-excel-import-stats" data-testid="import-preview-stats">
        <Statistic title="전체 행" value={preview.totalRows} suffix="행" />
        <Statistic
          title="저장할 행"
          value={preview.validRows}
          suffix="행"
          styles={{ content: { color: '#3ac47d' } }}
        />
        <Statistic
          title="오류 행"
          value={preview.errorRows}
          suffix="행"
          styles={{ content: { color: preview.errorRows > 0 ? '#d92550' : undefined } }}
        />
        <Space wrap className="erp-excel-import-actions">
          <Button
            type="primary"
            icon={<CheckCircleOutlined />}
            loading={busy}
            disabled={preview.validRows === 0}
            onClick={onCommit}
          >
            {formatThousands(preview.validRows)}건 가져오기 확정
          </Button>
          <Button icon={<ReloadOutlined />} onClick={onRestart} disabled={busy}>
            다른 파일 선택
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary" className="erp-excel-import-note">
        {preview.fileName} — 아직 아무것도 저장하지 않았습니다. 확정하면 오류가 없는 행만 저장합니다.
      </Typography.Paragraph>
      {preview.unknownHeaders.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`알 수 없는 열은 건너뜁니다: ${preview.unknownHeaders.join(', ')}`}
          description="양식의 제목과 같은지 확인하세요."
        />
      )}
    </Card>
    {preview.errors.length > 0 && (
      <Card
        size="small"
        title={`오류 ${formatThousands(preview.errors.length)}건 (${formatThousands(preview.errorRows)}행)`}
        extra={
          <Button size="small" icon={<DownloadOutlined />} onClick={onDownloadErrors}>
            오류 목록 엑셀
          </Button>
        }
      >
        <Table<ImportRowError>
          size="small"
          data-testid="import-errors"
          rowKey={(e) => `${e.row}-${e.field}`}
          dataSource={preview.errors}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { title: '행', dataIndex: 'row', width: 80, align: 'right' },
            { title: '항목', dataIndex: 'label', width: 180 },
            { title: '오류', dataIndex: 'message' },
          ]}
        />
      </Card>
    )}
    <Card size="small" title={`저장할 ${entityLabel} 미리보기 (앞 ${preview.sample.length}행)`}>
      <Table<Record<string, unknown>>
        size="small"
        rowKey={(r) => String(r.row)}
        dataSource={preview.sample}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '행', dataIndex: 'row', width: 64, align: 'right', fixed: 'left' },
          ...sampleColumns.map((c) => ({
            title: c.label,
            dataIndex: c.key,
            ellipsis: true,
            render: (value: unknown) =>
              value === null || value === undefined ? '' : c.format ? c.format(value) : sampleText(value),
          })),
        ]}
      />
    </Card>
  </Space>
);
