import { purchaseOrderApi, type ScheduleChange, toYmd } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, Input, Space, Spin, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';

/** PurchaseScheduleModify/:seq: one order line's expected day, changed with a reason; every change is kept. */
export const PurchaseScheduleModifyPage = () => {
  const { seq = '' } = useParams();
  const id = Number(seq);
  const valid = Number.isInteger(id) && id > 0;
  const query = useApiQuery(
    purchaseOrderApi.scheduleLine,
    { params: { id: valid ? id : 1 } },
    { enabled: valid },
  );
  const queryClient = useQueryClient();
  const [date, setDate] = useState<Dayjs | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const line = query.data;
  const save = async () => {
    if (!date) return toast.warning('새 입고 예정일을 고르세요.');
    setBusy(true);
    try {
      await callApi(purchaseOrderApi.scheduleModify, {
        params: { id },
        body: { expectedDate: toYmd(date.toDate()), reason: reason.trim() || null },
      });
      toast.success('입고 예정일을 바꿨습니다.');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['purchase'] });
    } catch {
      // The error dialog says why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="erp-page">
      <PageHead
        title="입고 예정일 변경"
        description="발주 품목 한 줄의 입고 예정일을 바꿉니다. 누가 언제 무엇에서 무엇으로 바꿨는지 남습니다."
      />
      {!valid ? (
        <Alert type="warning" showIcon title="발주 품목 번호가 올바르지 않습니다." />
      ) : query.error ? (
        <Alert type="error" showIcon title={messageOf(query.error)} />
      ) : !line ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Card size="small">
            <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="발주 번호">{line.orderCode}</Descriptions.Item>
              <Descriptions.Item label="매입처">{line.supplierName}</Descriptions.Item>
              <Descriptions.Item label="품목">
                {line.partNo} {line.partName}
              </Descriptions.Item>
              <Descriptions.Item label="수량">
                발주 {line.qty} · 입고 {line.receivedQty} · 잔량 {line.remainingQty}
              </Descriptions.Item>
              <Descriptions.Item label="입고 예정일">{formatYmd(line.expectedDate)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title="변경">
            <Space wrap>
              <DatePicker
                aria-label="새 입고 예정일"
                value={date ?? dayjs(line.expectedDate, 'YYYYMMDD')}
                onChange={setDate}
              />
              <Input
                aria-label="변경 사유"
                placeholder="변경 사유"
                style={{ width: 320 }}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button type="primary" loading={busy} onClick={() => void save()}>
                저장
              </Button>
            </Space>
          </Card>
          <Card size="small" title={`변경 이력 (${line.history.length})`}>
            <Table<ScheduleChange>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={line.history}
              columns={[
                { title: '변경 시각', dataIndex: 'changedAt', width: 150, render: formatKstDateTime },
                { title: '변경 전', dataIndex: 'fromDate', width: 110, render: formatYmd },
                { title: '변경 후', dataIndex: 'toDate', width: 110, render: formatYmd },
                { title: '변경자', dataIndex: 'changedByName', width: 100 },
                { title: '사유', dataIndex: 'reason' },
              ]}
            />
          </Card>
        </Space>
      )}
    </div>
  );
};
