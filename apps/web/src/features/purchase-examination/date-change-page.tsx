import type { ExamScan } from '@erp/domain';
import { Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PickedPurchaseHead, usePickedPurchase } from './code-picker';
import { ARRIVAL_PATHS, changeDateCodes, useArrivalRecord } from './purchase-examination.api';
import { SCAN_COLUMNS } from './scan-columns';
import { useBusyAction } from './use-busy-action';
import '../../components/list-page/list-page.css';

/**
 * PurchaseProductionDateChange: correct the battery date code of examined units of a purchase.
 * Pick the scans, type the right date code; every change is kept (before, after, who, when).
 */
export const PurchaseProductionDateChangePage = () => {
  const picked = usePickedPurchase();
  const { code } = picked;
  const record = useArrivalRecord(code);
  const { busy, run } = useBusyAction();
  const [selected, setSelected] = useState<number[]>([]);
  const [dateCode, setDateCode] = useState('');
  const [reason, setReason] = useState('');
  const scans = (record.data?.scans ?? []).filter((s) => s.dateCode !== null);

  const save = async () => {
    if (!code) return;
    const changes = await run(
      () => changeDateCodes({ purchaseCode: code, scanIds: selected, dateCode, reason }),
      (done) => `${done.length}개의 제조 일자를 바꾸었습니다.`,
    );
    if (changes) setSelected([]);
  };

  return (
    <div className="erp-page">
      <PickedPurchaseHead
        title="제조 일자 변경"
        description="검수 때 잘못 읽거나 적은 배터리 제조 일자를 고칩니다. 변경 이력은 검수 기록에 남습니다."
        hint="검수한 배터리가 있는 매입을 엽니다."
        picked={picked}
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
            columns={SCAN_COLUMNS}
          />
        </Card>
      )}
    </div>
  );
};
