import type { PartListRow } from '@erp/domain';
import { particleFor } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, InputNumber, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { rowDeleteColumn } from '../../components/row-delete';
import { fetchPart, isPartCode, partLabels } from './barcode.api';
import { DEFAULT_LABEL_OPTIONS } from './label-options';
import { LabelRun } from './label-run';
import { PartFinder } from './part-finder';
import './barcode.css';

type Item = { partCode: string; partNo: string; name: string; copies: number };

const MAX_COPIES = 500;

/**
 * Part labels (BarcodeInfoPrint, BarcodePartPrint/:code and the mobile pair): parts and copies
 * on the left, label options, and the preview of the paper on the right. The server answers
 * each label's text and barcode; the layout is drawn here in millimetres.
 */
const PartLabelPrint = ({ mobile, code }: { mobile: boolean; code: string | null }) => {
  const [items, setItems] = useState<Item[]>([]);
  const [options, setOptions] = useState(DEFAULT_LABEL_OPTIONS);
  const codeOk = code !== null && isPartCode(code);
  const first = useQuery({
    queryKey: ['barcode', 'label-part', code],
    queryFn: () => fetchPart((code ?? '').toUpperCase()),
    enabled: codeOk,
    retry: false,
  });
  useEffect(() => {
    const part = first.data;
    if (part) setItems([{ partCode: part.code, partNo: part.partNo, name: part.name, copies: 1 }]);
  }, [first.data]);

  const request = items.filter((i) => i.copies > 0).map((i) => ({ partCode: i.partCode, copies: i.copies }));
  const sheet = useQuery({
    queryKey: ['barcode', 'labels', request, options],
    queryFn: () => partLabels(request, options),
    enabled: request.length > 0 && options.fields.length > 0,
    placeholderData: keepPreviousData,
  });

  const add = (part: Pick<PartListRow, 'code' | 'partNo' | 'name'>) =>
    setItems((list) =>
      list.some((i) => i.partCode === part.code)
        ? list.map((i) =>
            i.partCode === part.code ? { ...i, copies: Math.min(MAX_COPIES, i.copies + 1) } : i,
          )
        : [...list, { partCode: part.code, partNo: part.partNo, name: part.name, copies: 1 }],
    );

  const source = (
    <Card size="small" title="인쇄할 품목">
      {code !== null && !codeOk && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={`'${code}'${particleFor(code, '은/는')} 품목 코드가 아닙니다 (P와 숫자 7자리). 아래에서 품목을 찾으세요.`}
        />
      )}
      {first.error && (
        <Alert type="error" showIcon style={{ marginBottom: 8 }} title={messageOf(first.error)} />
      )}
      <PartFinder onPick={add} camera={mobile} autoFocus={!code} />
      <Table<Item>
        size="small"
        className="erp-barcode-items"
        style={{ marginTop: 8 }}
        rowKey="partCode"
        pagination={false}
        dataSource={items}
        locale={{ emptyText: '품목을 찾아 추가하세요. 같은 품목을 다시 스캔하면 매수가 늘어납니다.' }}
        columns={[
          {
            title: '품번',
            dataIndex: 'partNo',
            render: (v: string, row) => (
              <div>
                <div className="erp-mono">{v}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.name}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: '매수',
            dataIndex: 'copies',
            width: 96,
            render: (v: number, row) => (
              <InputNumber<number>
                aria-label={`${row.partNo} 매수`}
                min={1}
                max={MAX_COPIES}
                precision={0}
                value={v}
                style={{ width: 80 }}
                onChange={(n) =>
                  setItems((list) =>
                    list.map((i) => (i.partCode === row.partCode ? { ...i, copies: n ?? 1 } : i)),
                  )
                }
              />
            ),
          },
          rowDeleteColumn<Item>(
            44,
            (row) => `${row.partNo} 빼기`,
            (row) => setItems((list) => list.filter((i) => i.partCode !== row.partCode)),
          ),
        ]}
      />
    </Card>
  );

  return (
    <div className={`erp-page${mobile ? ' erp-barcode-mobile' : ''}`}>
      {!mobile && (
        <PageHead
          title="바코드 라벨 인쇄"
          description="품목을 찾거나 스캔해 넣고, 라벨 크기와 항목을 고른 뒤 미리보기 그대로 인쇄합니다."
        />
      )}
      <LabelRun
        options={options}
        onOptionsChange={setOptions}
        sheet={request.length > 0 ? sheet.data : undefined}
        loading={sheet.isFetching}
        error={
          sheet.error
            ? messageOf(sheet.error)
            : options.fields.length === 0
              ? '라벨 항목을 하나 이상 고르세요.'
              : null
        }
        source={source}
      />
    </div>
  );
};

export const BarcodeInfoPrintPage = () => <PartLabelPrint mobile={false} code={null} />;
export const MobileBarcodeInfoPrintPage = () => <PartLabelPrint mobile code={null} />;

export const BarcodePartPrintPage = () => {
  const { code } = useParams();
  return <PartLabelPrint mobile={false} code={code ?? null} />;
};
export const MobileBarcodePrintPage = () => {
  const { code } = useParams();
  return <PartLabelPrint mobile code={code ?? null} />;
};
