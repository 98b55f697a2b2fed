import { dateCodeText, type ExamScan } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { PurchaseCodeBox, usePickedPurchase } from './code-picker';
import { ARRIVAL_PATHS, changeDateCodes, useArrivalRecord } from './purchase-examination.api';
import '../../components/list-page/list-page.css';

/**
 * PurchaseProductionDateChange: correct the battery date code of examined units of a purchase.
 * Pick the scans, type the right date code; every change is kept (before, after, who, when).
 */
export const PurchaseProductionDateChangePage = () => {
  const { code, pick } = usePickedPurchase();
  const record = useArrivalRecord(code);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const [dateCode, setDateCode] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const scans = (record.data?.scans ?? []).filter((s) => s.dateCode !== null);

  const save = async () => {
    if (!code) return;
    setBusy(true);
    try {
      const changes = await changeDateCodes({ purchaseCode: code, scanIds: selected, dateCode, reason });
      toast.success(`${changes.length}개의 제조 일자를 바꾸었습니다.`);
      setSelected([]);
      await queryClient.invalidateQueries();
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="erp-page">
      <PageHead
        title="제조 일자 변경"
        description="검수 때 잘못 읽거나 적은 배터리 제조 일자를 고칩니다. 변경 이력은 검수 기록에 남습니다."
      />
      <PurchaseCodeBox
        key={code ?? ''}
        code={code}
        onPick={pick}
        hint="검수한 배터리가 있는 매입을 엽니다."
      />
      {code && (
        <Card
          size="small"
          title={
            <Space>
              <span>제조 일자가 있는 검수 {scans.length}건</span>
              <Link to={ARRIVAL_PATHS.record(code)}>검수 기록 보기</Link>
            </Space>
          }
          extra={
            <Space.Compact>
              <Input
                aria-label="새 제조 일자"
                className="erp-mono"
                style={{ width: 170 }}
                placeholder="YYMM 또는 YYYYMMDD"
                value={dateCode}
                onChange={(e) => setDateCode(e.target.value)}
              />
              <Input
                aria-label="변경 사유"
                style={{ width: 180 }}
                placeholder="변경 사유"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button
                type="primary"
                loading={busy}
                disabled={selected.length === 0 || !dateCode.trim()}
                onClick={() => void save()}
              >
                {selected.length}개 변경
              </Button>
            </Space.Compact>
          }
        >
          <Table<ExamScan>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={scans}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
            columns={[
              {
                title: '검수 시각',
                dataIndex: 'at',
                width: 160,
                render: (v: string) => formatKstDateTime(v),
              },
              { title: '품목', dataIndex: 'partCode', width: 110 },
              { title: '개체 바코드', dataIndex: 'unitBarcode', width: 150 },
              {
                title: '제조 일자',
                dataIndex: 'dateCode',
                width: 120,
                render: (v: string | null) => dateCodeText(v),
              },
              { title: '검수자', dataIndex: 'scannedByName' },
            ]}
          />
        </Card>
      )}
    </div>
  );
};
