import { dateCodeText, type ExamLine, type PurchaseExamination } from '@erp/domain';
import { Button, Card, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { markDamaged } from './purchase-examination.api';
import { useBusyAction } from './use-busy-action';

// The differences of an arrival, per line: short (입고 − 검수), damaged (entered with a reason) and
// the battery date codes read. Shown on the station and, read-only, on the record.

export const dateCodesText = (line: Pick<ExamLine, 'dateCodes'>): string =>
  line.dateCodes.map((d) => `${dateCodeText(d.dateCode)} ×${d.count}`).join(', ');

const DamageEditor = ({
  code,
  line,
  onSaved,
}: {
  code: string;
  line: ExamLine;
  onSaved: (view: PurchaseExamination) => void;
}) => {
  const [damaged, setDamaged] = useState<number>(line.damaged);
  const [reason, setReason] = useState(line.damageReason ?? '');
  const { busy, run } = useBusyAction();
  const save = async () => {
    const view = await run(
      () => markDamaged(code, { lineNo: line.lineNo, damaged, reason }),
      () => `${line.lineNo}번 파손 ${damaged}개를 기록했습니다.`,
    );
    if (view) onSaved(view);
  };
  return (
    <Space.Compact>
      <InputNumber
        aria-label={`${line.lineNo}번 파손 수량`}
        min={0}
        max={line.examined}
        value={damaged}
        onChange={(v) => setDamaged(v ?? 0)}
        style={{ width: 72 }}
      />
      <Input
        aria-label={`${line.lineNo}번 파손 사유`}
        placeholder="파손 사유"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        style={{ width: 160 }}
      />
      <Button loading={busy} onClick={() => void save()}>
        기록
      </Button>
    </Space.Compact>
  );
};

type Props = {
  view: PurchaseExamination;
  /** Editable while the examination is open (the station); read-only on the record. */
  onChanged?: (view: PurchaseExamination) => void;
};

export const ArrivalDifferences = ({ view, onChanged }: Props) => {
  const editable = onChanged !== undefined && view.status !== 'posted' && view.purchaseStatus === 'draft';
  return (
    <Card size="small" title="품목별 차이 (부족 · 파손 · 제조 일자)">
      <Table<ExamLine>
        size="small"
        pagination={false}
        rowKey="lineNo"
        dataSource={view.lines}
        columns={[
          { title: 'No', dataIndex: 'lineNo', width: 50, align: 'center' },
          { title: '품번', dataIndex: 'partNo', width: 140, className: 'erp-mono' },
          {
            title: '품명',
            dataIndex: 'partName',
            render: (name: string, l) => (
              <Space size={4}>
                {name}
                {l.battery && <Tag color="gold">배터리</Tag>}
              </Space>
            ),
          },
          { title: '입고', dataIndex: 'qty', width: 64, align: 'right' },
          { title: '검수', dataIndex: 'examined', width: 64, align: 'right' },
          {
            title: '부족',
            dataIndex: 'short',
            width: 64,
            align: 'right',
            render: (n: number) => (n > 0 ? <Tag color="orange">{n}</Tag> : 0),
          },
          {
            title: '파손',
            key: 'damaged',
            width: editable ? 320 : 200,
            render: (_: unknown, l) =>
              editable ? (
                <DamageEditor
                  key={`${l.lineNo}-${l.damaged}`}
                  code={view.purchaseCode}
                  line={l}
                  onSaved={onChanged}
                />
              ) : l.damaged > 0 ? (
                `${l.damaged} (${l.damageReason ?? ''})`
              ) : (
                0
              ),
          },
          { title: '입고 확정', dataIndex: 'accepted', width: 80, align: 'right' },
          { title: '제조 일자', key: 'dateCodes', width: 170, render: (_: unknown, l) => dateCodesText(l) },
        ]}
      />
    </Card>
  );
};
