import { PrinterOutlined, TagsOutlined } from '@ant-design/icons';
import { BARCODE_SYMBOLOGY_LABELS, type PartBarcode, withParticle } from '@erp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { rowDeleteColumn } from '../../components/row-delete';
import { toast } from '../../shell/toast/toast';
import { AddressWarning, notACodeTitle } from './address-warning';
import {
  addPartBarcode,
  barcodeKeys,
  checkDuplicate,
  isPartCode,
  removePartBarcode,
  stockCount,
  usePart,
  usePartBarcodes,
} from './barcode.api';
import { BARCODE_PATHS } from './barcode-paths';
import { koreanDateTime } from './date-text';
import { ScanInput } from './scan-input';
import './barcode.css';

/**
 * Part/PartBarcode/:partCode: a part's maker barcodes (EAN/UPC/Code128, several per part). A
 * scanned value is checked against every part and unit barcode before it is added; the server
 * refuses a duplicate all the same. The stock count by barcode counts the part's units on hand.
 */
export const PartBarcodePage = () => {
  const { partCode: raw = '' } = useParams();
  const code = raw.trim().toUpperCase();
  const valid = isPartCode(code);
  const part = usePart(valid ? code : null);
  const barcodes = usePartBarcodes(valid ? code : null);
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [memo, setMemo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const first = barcodes.data?.[0]?.value ?? null;
  const count = useQuery({
    queryKey: ['barcode', 'stock-count', first],
    queryFn: () => stockCount(first ?? ''),
    enabled: first !== null,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: barcodeKeys.partBarcodes(code) });
  const add = async (value: string) => {
    setProblem(null);
    try {
      const owner = await checkDuplicate(value);
      if (owner.duplicate) {
        setProblem(
          owner.partCode === code
            ? `${value}: 이 품목에 이미 등록된 바코드입니다.`
            : `${value}: 이미 ${owner.kind === 'unit' ? '개체 바코드로' : '다른 품목에'} 등록된 바코드입니다 (${owner.partCode} ${owner.partName}).`,
        );
        return;
      }
      await addPartBarcode({ partCode: code, value, memo: memo.trim() || null });
      toast.success(`바코드 ${withParticle(value, '을/를')} 등록했습니다.`);
      setMemo('');
      await refresh();
    } catch (e) {
      setProblem(messageOf(e));
    }
  };
  const remove = (row: PartBarcode) =>
    modal.confirm({
      title: `바코드 ${withParticle(row.value, '을/를')} 삭제할까요?`,
      content: '이 바코드로는 더 이상 품목을 찾을 수 없습니다.',
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await removePartBarcode(row.id);
          toast.success('바코드를 삭제했습니다.');
          await refresh();
        } catch (e) {
          toast.error(messageOf(e));
        }
      },
    });

  if (!valid) {
    return (
      <AddressWarning
        title={notACodeTitle(raw, '품목 코드')}
        description="품목 코드는 P와 숫자 7자리입니다 (예: P0000001)."
      />
    );
  }
  return (
    <div className="erp-page">
      <PageHead
        title="품목 바코드"
        description="제조사 바코드를 스캔해 등록합니다. 같은 값은 한 품목에만 등록됩니다."
        actions={
          <Space wrap>
            <Link to={BARCODE_PATHS.partPrint(code)}>
              <Button icon={<PrinterOutlined />}>라벨 인쇄</Button>
            </Link>
            <Link to={BARCODE_PATHS.unitCreate(code)}>
              <Button icon={<TagsOutlined />}>개체 바코드 발행</Button>
            </Link>
          </Space>
        }
      />
      {part.error && <Alert type="error" showIcon title={messageOf(part.error)} />}
      {part.data && (
        <Card size="small">
          <Descriptions size="small" column={{ xs: 1, md: 4 }}>
            <Descriptions.Item label="품목 코드">{part.data.code}</Descriptions.Item>
            <Descriptions.Item label="품번">
              <span className="erp-mono">{part.data.partNo}</span>
            </Descriptions.Item>
            <Descriptions.Item label="품명">{part.data.name}</Descriptions.Item>
            <Descriptions.Item label="바코드 기준 재고">
              {first === null
                ? '바코드 없음'
                : count.data
                  ? `${count.data.onHandUnits}개 (재고 상태 개체 바코드 기준)`
                  : '…'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <Card size="small" title="바코드 추가" style={{ marginTop: 12 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input
            aria-label="바코드 메모"
            placeholder="메모 (선택, 예: 낱개 포장)"
            value={memo}
            maxLength={200}
            onChange={(e) => setMemo(e.target.value)}
            style={{ maxWidth: 420 }}
          />
          <div style={{ maxWidth: 420 }}>
            <ScanInput label="새 바코드" onScan={(v) => void add(v)} autoFocus disabled={!part.data} />
          </div>
          {problem && <Alert type="error" showIcon title={problem} data-testid="barcode-problem" />}
        </Space>
      </Card>
      <Card size="small" title={`등록된 바코드 (${barcodes.data?.length ?? 0})`} style={{ marginTop: 12 }}>
        <Table<PartBarcode>
          size="small"
          rowKey="id"
          loading={barcodes.isFetching}
          pagination={false}
          dataSource={barcodes.data ?? []}
          locale={{ emptyText: '등록된 바코드가 없습니다.' }}
          columns={[
            { title: '바코드', dataIndex: 'value', className: 'erp-mono' },
            {
              title: '종류',
              dataIndex: 'symbology',
              width: 110,
              render: (v: PartBarcode['symbology']) => <Tag>{BARCODE_SYMBOLOGY_LABELS[v]}</Tag>,
            },
            { title: '메모', dataIndex: 'memo', render: (v: string | null) => v ?? '' },
            { title: '등록', dataIndex: 'createdAt', width: 150, render: (v: string) => koreanDateTime(v) },
            rowDeleteColumn<PartBarcode>(52, (row) => `${row.value} 삭제`, remove),
          ]}
        />
      </Card>
    </div>
  );
};
