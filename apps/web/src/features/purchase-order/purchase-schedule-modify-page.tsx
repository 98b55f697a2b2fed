import { purchaseOrderApi, type ScheduleChange, toYmd } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { callApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { LoadedCards, TableCard } from '../purchase/loaded-cards';
import { ScheduleChangeCard, useScheduleForm, useSeqParam } from '../purchase/schedule-change';

const HISTORY_COLUMNS = [
  { title: '변경 시각', dataIndex: 'changedAt', width: 150, render: formatKstDateTime },
  { title: '변경 전', dataIndex: 'fromDate', width: 110, render: formatYmd },
  { title: '변경 후', dataIndex: 'toDate', width: 110, render: formatYmd },
  { title: '변경자', dataIndex: 'changedByName', width: 100 },
  { title: '사유', dataIndex: 'reason' },
];

/** PurchaseScheduleModify/:seq: one order line's expected day, changed with a reason; every change is kept. */
export const PurchaseScheduleModifyPage = () => {
  const { id, valid } = useSeqParam();
  const query = useApiQuery(
    purchaseOrderApi.scheduleLine,
    { params: { id: valid ? id : 1 } },
    { enabled: valid },
  );
  const queryClient = useQueryClient();
  const form = useScheduleForm();
  const { date, reason } = form;
  const line = query.data;
  const save = () => {
    if (!date) return toast.warning('새 입고 예정일을 고르세요.');
    return form.run(async () => {
      await callApi(purchaseOrderApi.scheduleModify, {
        params: { id },
        body: { expectedDate: toYmd(date.toDate()), reason: reason.trim() || null },
      });
      toast.success('입고 예정일을 바꿨습니다.');
      form.setReason('');
      await queryClient.invalidateQueries({ queryKey: ['purchase'] });
    });
  };
  return (
    <div className="erp-page">
      <PageHead
        title="입고 예정일 변경"
        description="발주 품목 한 줄의 입고 예정일을 바꿉니다. 누가 언제 무엇에서 무엇으로 바꿨는지 남습니다."
      />
      {!valid ? (
        <Alert type="warning" showIcon title="발주 품목 번호가 올바르지 않습니다." />
      ) : (
        <LoadedCards error={query.error} ready={line !== undefined}>
          {line && (
            <>
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
              <ScheduleChangeCard
                form={form}
                shown={date ?? dayjs(line.expectedDate, 'YYYYMMDD')}
                labels={{ title: '변경', date: '새 입고 예정일' }}
                limits={{ width: 320, maxLength: 500 }}
                onSave={() => void save()}
              />
              <TableCard<ScheduleChange>
                title="변경 이력"
                rowKey="id"
                rows={line.history}
                columns={HISTORY_COLUMNS}
              />
            </>
          )}
        </LoadedCards>
      )}
    </div>
  );
};
