import { InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, List, Typography, Upload } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { excelLabels } from './barcode.api';
import { DEFAULT_LABEL_OPTIONS } from './label-options';
import { LabelRun } from './label-run';
import './barcode.css';

/**
 * BarcodeExcelPrint: labels from an Excel list (columns 품목 코드 or 품번, and 매수). The sheet is
 * read by the server and never stored; rows that name no part are listed with their row number.
 */
export const BarcodeExcelPrintPage = () => {
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState(DEFAULT_LABEL_OPTIONS);
  const read = useQuery({
    queryKey: ['barcode', 'excel-labels', file?.name, file?.size, file?.lastModified, options],
    queryFn: () => excelLabels(file as File, options),
    enabled: file !== null && options.fields.length > 0,
    retry: false,
  });
  const errors = read.data?.errors ?? [];
  const source = (
    <Card size="small" title="엑셀 목록">
      <Upload.Dragger
        accept=".xlsx"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(f) => {
          setFile(f);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>엑셀(.xlsx) 파일을 끌어 놓거나 눌러서 고르세요.</p>
        <Typography.Text type="secondary">
          첫 행 제목: <b>품목 코드</b> 또는 <b>품번</b>, <b>매수</b>(없으면 1장)
        </Typography.Text>
      </Upload.Dragger>
      {file && (
        <Typography.Paragraph style={{ marginTop: 8 }}>
          파일: <b>{file.name}</b>
          {read.data && ` · 라벨 ${read.data.sheet.totalLabels}장, 제외된 행 ${errors.length}개`}
        </Typography.Paragraph>
      )}
      {errors.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="다음 행은 라벨을 만들지 못했습니다."
          description={
            <List
              size="small"
              dataSource={errors}
              renderItem={(e) => (
                <List.Item>
                  {e.row}행: {e.message}
                </List.Item>
              )}
            />
          }
        />
      )}
    </Card>
  );
  return (
    <div className="erp-page">
      <PageHead title="엑셀 라벨 인쇄" description="엑셀에 적은 품목과 매수대로 라벨을 인쇄합니다." />
      <LabelRun
        options={options}
        onOptionsChange={setOptions}
        sheet={
          file && read.data?.sheet.layout ? { ...read.data.sheet, layout: read.data.sheet.layout } : undefined
        }
        loading={read.isFetching}
        error={read.error ? messageOf(read.error) : null}
        source={source}
        emptyText={file ? '라벨을 만들 행이 없습니다.' : '엑셀 파일을 올리세요.'}
      />
    </div>
  );
};
