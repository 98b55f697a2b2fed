import { DownloadOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatThousands, withObjectParticle, withParticle } from '@erp/domain';
import { Alert, App, Button, Card, Progress, Result, Space, Steps, Typography, Upload } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { downloadFile } from '../file-transfer/file-transfer';
import {
  commitImport,
  importErrorsUrl,
  importTemplateUrl,
  previewImport,
  watchImport,
} from './excel-import.api';
import { PreviewPanel, type SampleColumn } from './import-preview-panel';
import {
  type ImportPreview,
  type ImportStatus,
  isFinished,
  progressPercent,
  progressText,
} from './import-progress';
import './excel-import.css';

export type { SampleColumn };

type Props = {
  /** The importer's name on the server (`customer`). */
  entity: string;
  /** What is imported, for the texts ("거래처"). */
  entityLabel: string;
  /** Korean labels of the preview's sample columns, in the order to show them. */
  sampleColumns: readonly SampleColumn[];
  /** After the last row is written (refresh lists). */
  onDone?: (status: ImportStatus) => void;
  /** Buttons on the result (go to the list…). */
  doneActions?: ReactNode;
};

type Stage =
  | { step: 'upload' }
  | { step: 'preview'; preview: ImportPreview }
  | { step: 'import'; preview: ImportPreview; status: ImportStatus };

const STEP_INDEX = { upload: 0, preview: 1, import: 2 } as const;

/**
 * The generic Excel import (DESIGN §3): upload a sheet with Korean headers, see every row's
 * problems before anything is written, confirm, follow the server's progress, and download the
 * list of rows that were left out.
 */
export const ExcelImport = ({ entity, entityLabel, sampleColumns, onDone, doneActions }: Props) => {
  const { modal } = App.useApp();
  const [stage, setStage] = useState<Stage>({ step: 'upload' });
  const [busy, setBusy] = useState(false);
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);

  const upload = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      modal.warning({
        title: '엑셀(.xlsx) 파일만 올릴 수 있습니다.',
        content: `${withParticle(file.name, '은/는')} .xlsx 파일이 아닙니다.`,
      });
      return;
    }
    setBusy(true);
    try {
      setStage({ step: 'preview', preview: await previewImport(entity, file) });
    } catch {
      // The error dialog shows the server's reason (missing headers, not a sheet…).
    } finally {
      setBusy(false);
    }
  };

  const commit = async (preview: ImportPreview) => {
    setBusy(true);
    try {
      const status = await commitImport(entity, preview.id);
      setStage({ step: 'import', preview, status });
      stopWatching.current = watchImport(entity, preview.id, (next) => {
        setStage((current) => (current.step === 'import' ? { ...current, status: next } : current));
        if (isFinished(next)) {
          stopWatching.current?.();
          if (next.status === 'done') onDone?.(next);
        }
      });
    } catch {
      // Shown by the error dialog; the preview stays so the user can try again.
    } finally {
      setBusy(false);
    }
  };

  const downloadErrors = (id: string) =>
    downloadFile(importErrorsUrl(entity, id), { fallbackName: `${entityLabel}_가져오기_오류.xlsx` }).catch(
      () => undefined,
    );

  const restart = () => {
    stopWatching.current?.();
    setStage({ step: 'upload' });
  };

  return (
    <div className="erp-excel-import">
      <Steps
        size="small"
        current={STEP_INDEX[stage.step]}
        items={[{ title: '파일 올리기' }, { title: '미리보기·오류 확인' }, { title: '가져오기' }]}
        className="erp-excel-import-steps"
      />
      {stage.step === 'upload' && (
        <Card size="small">
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Alert
              type="info"
              showIcon
              title={`첫 행에 한글 제목을 두고 둘째 행부터 ${withObjectParticle(entityLabel)} 한 줄에 하나씩 적습니다.`}
              description="제목 끝에 *가 붙은 칸은 꼭 채워야 합니다. 올리면 먼저 모든 행을 검사해 보여 드리고, 확정하기 전에는 아무것도 저장하지 않습니다."
            />
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                void downloadFile(importTemplateUrl(entity), {
                  fallbackName: `${entityLabel}_양식.xlsx`,
                }).catch(() => undefined)
              }
            >
              양식 내려받기
            </Button>
            <Upload.Dragger
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              multiple={false}
              showUploadList={false}
              disabled={busy}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">
                {busy ? '검사하는 중…' : '여기를 눌러 파일을 고르거나 끌어다 놓으세요'}
              </p>
              <p className="ant-upload-hint">.xlsx · 20MB · 50,000행까지</p>
            </Upload.Dragger>
          </Space>
        </Card>
      )}
      {stage.step === 'preview' && (
        <PreviewPanel
          preview={stage.preview}
          entityLabel={entityLabel}
          sampleColumns={sampleColumns}
          busy={busy}
          onCommit={() => void commit(stage.preview)}
          onRestart={restart}
          onDownloadErrors={() => void downloadErrors(stage.preview.id)}
        />
      )}
      {stage.step === 'import' && (
        <Card size="small">
          {stage.status.status === 'done' ? (
            <Result
              status="success"
              title={`${entityLabel} ${formatThousands(stage.status.processed)}건을 가져왔습니다.`}
              subTitle={
                stage.preview.errorRows > 0
                  ? `오류가 있는 ${formatThousands(stage.preview.errorRows)}행은 저장하지 않았습니다.`
                  : '모든 행을 저장했습니다.'
              }
              extra={
                <Space wrap>
                  {doneActions}
                  {stage.preview.errorRows > 0 && (
                    <Button icon={<DownloadOutlined />} onClick={() => void downloadErrors(stage.preview.id)}>
                      오류 행 내려받기
                    </Button>
                  )}
                  <Button icon={<ReloadOutlined />} onClick={restart}>
                    다른 파일 가져오기
                  </Button>
                </Space>
              }
            />
          ) : stage.status.status === 'failed' ? (
            <Result
              status="error"
              title="가져오기가 중단되었습니다."
              subTitle={progressText(stage.status)}
              extra={<Button onClick={restart}>처음으로</Button>}
            />
          ) : (
            <div className="erp-excel-import-progress" aria-live="polite">
              <Typography.Text strong>{progressText(stage.status)}</Typography.Text>
              <Progress percent={progressPercent(stage.status)} status="active" />
              <Typography.Text type="secondary">
                다른 화면으로 가도 저장은 서버에서 계속됩니다.
              </Typography.Text>
            </div>
          )}
        </Card>
      )}
    </div>
  );
};
