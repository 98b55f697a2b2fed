import { SaveOutlined } from '@ant-design/icons';
import {
  linkTo,
  purchaseReturnApi,
  purchaseReturnScreens,
  type ReturnScheduleChange,
  toYmd,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { LoadedCards, TableCard } from '../purchase/loaded-cards';
import { ScheduleChangeCard, useScheduleForm, useSeqParam } from '../purchase/schedule-change';
import { returnKeys } from './purchase-return.api';

const HISTORY_COLUMNS = [
  { title: '변경 시각', dataIndex: 'changedAt', width: 150, render: (v: string) => formatKstDateTime(v) },
  {
    title: '이전 예정일',
    dataIndex: 'beforeDate',
    width: 110,
    render: (v: string | null) => (v ? formatYmd(v) : '-'),
  },
  { title: '바뀐 예정일', dataIndex: 'afterDate', width: 110, render: (v: string) => formatYmd(v) },
  { title: '변경 사유', dataIndex: 'note', render: (v: string | null) => v ?? '' },
  { title: '변경자', dataIndex: 'changedByName', width: 100 },
];

/**
 * PurchaseReturnScheduleModify/:seq (seq = the return's number): moves the day the supplier
 * picks the goods up; every change is kept with who made it and why.
 */
export const PurchaseReturnScheduleModifyPage = () => {
  const { seq, id, valid } = useSeqParam();
  const query = useApiQuery(
    purchaseReturnApi.schedule,
    { params: { id: valid ? id : 1 } },
    { enabled: valid },
  );
  const queryClient = useQueryClient();
  const form = useScheduleForm();
  const { date, reason: note } = form;
  const view = query.data;
  const r = view?.purchaseReturn;
  const shown = date ?? (r?.plannedPickupDate ? dayjs(r.plannedPickupDate, 'YYYYMMDD') : null);

  const save = () => {
    if (!r || !shown) return toast.warning('회수 예정일을 고르세요.');
    return form.run(async () => {
      await callApi(purchaseReturnApi.scheduleUpdate, {
        params: { id: r.id },
        body: { version: r.version, plannedPickupDate: toYmd(shown.toDate()), note: note.trim() },
      });
      toast.success(`반품 ${r.code}의 회수 예정일을 바꿨습니다.`);
      form.setDate(null);
      form.setReason('');
      await queryClient.invalidateQueries({ queryKey: returnKeys.all });
    });
  };

  return (
    <div className="erp-page">
      <PageHead
        title="반품 회수 일정 변경"
        description="매입처가 물건을 가져갈 날을 바꿉니다. 바꾼 기록은 모두 남습니다."
      />
      {!valid && <Alert type="error" showIcon title={`반품 번호가 올바르지 않습니다 (${seq}).`} />}
      {valid && (
        <LoadedCards error={query.error} ready={view !== undefined}>
          {r && view && (
            <>
              <Card size="small">
                <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
                  <Descriptions.Item label="반품 번호">
                    <Link to={linkTo(purchaseReturnScreens.purchaseReturnLastCheck, { code: r.code })}>
                      {r.code}
                    </Link>
                  </Descriptions.Item>
                  <Descriptions.Item label="상태">{r.statusLabel}</Descriptions.Item>
                  <Descriptions.Item label="매입처">
                    {r.supplierName} ({r.supplierCode})
                  </Descriptions.Item>
                  <Descriptions.Item label="현재 예정일">
                    {r.plannedPickupDate ? formatYmd(r.plannedPickupDate) : '미정'}
                  </Descriptions.Item>
                  <Descriptions.Item label="수량">{r.totalQty}개</Descriptions.Item>
                  <Descriptions.Item label="반품 사유">{r.reason ?? '-'}</Descriptions.Item>
                </Descriptions>
              </Card>
              <ScheduleChangeCard
                form={form}
                shown={shown}
                labels={{ title: '예정일 변경', date: '회수 예정일' }}
                limits={{ width: 300, maxLength: 200, allowClear: false }}
                icon={<SaveOutlined />}
                onSave={() => void save()}
              />
              <TableCard<ReturnScheduleChange>
                title="변경 이력"
                rowKey="id"
                columns={HISTORY_COLUMNS}
                rows={view.changes}
                empty="바꾼 기록이 없습니다."
              />
            </>
          )}
        </LoadedCards>
      )}
    </div>
  );
};
