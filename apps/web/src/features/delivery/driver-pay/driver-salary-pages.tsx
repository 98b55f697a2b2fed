import { type DriverPayEntry, type DriverPayLine, driverPayApi, toYmd } from '@erp/domain';
import { Alert, Button, DatePicker, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useApiQuery } from '../../../app/contract-client';
import { formatCount, formatKstDateTime, formatWon } from '../../../components/data-table/cell-format';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table.types';
import { PageHead } from '../../../components/page-head/page-head';
import { FilterCard, FilterItem } from '../../../components/screen-parts/filter-card';
import { useDeliveryStep, useDriverOptions } from '../delivery.api';
import { PayRatesCard } from './pay-rates-card';

// Driver/DriverSalaryCalculate and Driver/Salary/DriverSalary (SPEC
// §2.15): a month's pay of every driver from completed stops and picked pickups by the rate table,
// fixed once; one driver's entries (pay and reversals).

const won = (p: { value: unknown }) => formatWon(p.value as number);
const count = (p: { value: unknown }) => formatCount(p.value as number);

const LINE_COLUMNS: DataColumn<DriverPayLine>[] = [
  { colId: 'driverName', headerName: '기사', field: 'driverName', width: 120, pinned: 'left' },
  { colId: 'vehicleNo', headerName: '차량 번호', field: 'vehicleNo', width: 110 },
  {
    colId: 'stops',
    headerName: '배송 완료',
    field: 'stops',
    width: 100,
    type: 'rightAligned',
    valueFormatter: count,
  },
  {
    colId: 'returnPickups',
    headerName: '반품 회수',
    field: 'returnPickups',
    width: 100,
    type: 'rightAligned',
    valueFormatter: count,
  },
  {
    colId: 'junkPickups',
    headerName: '폐부품 회수',
    field: 'junkPickups',
    width: 100,
    type: 'rightAligned',
    valueFormatter: count,
  },
  {
    colId: 'amount',
    headerName: '급여 (원)',
    field: 'amount',
    width: 130,
    type: 'rightAligned',
    valueFormatter: won,
  },
];

const thisMonth = () => toYmd(new Date()).slice(0, 6);

export const DriverSalaryCalculatePage = () => {
  const [month, setMonth] = useState(thisMonth);
  const pay = useApiQuery(driverPayApi.month, { query: { month } });
  const { run, busy } = useDeliveryStep();
  const [reason, setReason] = useState<string | null>(null);
  const m = pay.data;
  return (
    <div className="erp-page">
      <PageHead
        title="기사 급여 계산"
        description="그 달(한국 시간)에 완료한 배송과 회수한 건수 × 단가입니다. 한 달은 한 번 확정하며, 고칠 때는 확정을 취소(반대 기록)하고 다시 확정합니다."
      />
      <FilterCard>
        <FilterItem label="급여 월">
          <DatePicker
            picker="month"
            aria-label="급여 월"
            allowClear={false}
            value={dayjs(`${month}01`, 'YYYYMMDD')}
            onChange={(d) => d && setMonth(d.format('YYYYMM'))}
          />
        </FilterItem>
        <Space>
          {m?.status === 'paid' ? (
            <Tag color="green">확정 {m.runCode}</Tag>
          ) : (
            <Tag color="orange">미확정 (지금 건수로 계산)</Tag>
          )}
          <Typography.Text strong data-testid="pay-total">
            합계 {formatWon(m?.total ?? 0)}원
          </Typography.Text>
          {m?.status === 'open' ? (
            <Button
              type="primary"
              loading={busy}
              onClick={() => void run(driverPayApi.fix, { body: { month } })}
            >
              급여 확정
            </Button>
          ) : (
            <Button danger disabled={!m} onClick={() => setReason('')}>
              확정 취소
            </Button>
          )}
        </Space>
      </FilterCard>
      {m?.status === 'paid' && (
        <Alert
          type="info"
          showIcon
          title={`${formatKstDateTime(m.paidAt)} ${m.paidByName ?? ''} 확정: 확정 당시의 건수와 단가입니다.`}
        />
      )}
      <DataTable<DriverPayLine>
        gridId="driver-pay-month"
        columns={LINE_COLUMNS}
        rows={m?.lines}
        loading={pay.isFetching}
        rowId={(r) => String(r.driverId)}
        emptyText="등록된 기사가 없습니다."
      />
      <PayRatesCard rates={m?.rates} />
      {reason !== null && (
        <Modal
          open
          title="급여 확정 취소"
          okText="확정 취소"
          okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
          confirmLoading={busy}
          onCancel={() => setReason(null)}
          onOk={async () => {
            if (await run(driverPayApi.reverse, { body: { month, reason } })) setReason(null);
          }}
        >
          <Input.TextArea
            aria-label="취소 사유"
            placeholder="취소 사유 (예: 누락 건 반영)"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Modal>
      )}
    </div>
  );
};

const ENTRY_COLUMNS: DataColumn<DriverPayEntry>[] = [
  { colId: 'month', headerName: '급여 월', field: 'month', width: 90 },
  {
    colId: 'kind',
    headerName: '구분',
    field: 'kind',
    width: 80,
    valueFormatter: (p) => (p.value === 'pay' ? '지급' : '취소'),
  },
  { colId: 'runCode', headerName: '확정 번호', field: 'runCode', width: 140 },
  {
    colId: 'stops',
    headerName: '배송 완료',
    field: 'stops',
    width: 90,
    type: 'rightAligned',
    valueFormatter: count,
  },
  {
    colId: 'pickups',
    headerName: '회수',
    width: 80,
    type: 'rightAligned',
    valueGetter: (p) => (p.data ? p.data.returnPickups + p.data.junkPickups : null),
    valueFormatter: count,
  },
  {
    colId: 'amount',
    headerName: '금액 (원)',
    field: 'amount',
    width: 120,
    type: 'rightAligned',
    valueFormatter: won,
  },
  { colId: 'memo', headerName: '사유', field: 'memo', width: 200 },
  { colId: 'byName', headerName: '처리자', field: 'byName', width: 100 },
  {
    colId: 'at',
    headerName: '처리 시각',
    field: 'at',
    width: 150,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
];

export const DriverSalaryPage = () => {
  const options = useDriverOptions();
  const [driverId, setDriverId] = useState<number | null>(null);
  const chosen = driverId ?? (options[0]?.value as number | undefined) ?? null;
  const history = useApiQuery(
    driverPayApi.history,
    { body: { driverId: chosen ?? 0, page: 1, size: 500 } },
    {
      enabled: chosen !== null,
    },
  );
  return (
    <div className="erp-page">
      <PageHead title="기사 급여" description="기사 한 명의 월별 급여 확정과 취소 기록입니다 (최근 500건)." />
      <FilterCard>
        <FilterItem label="기사">
          <Select
            aria-label="기사"
            style={{ width: 220 }}
            value={chosen}
            options={options}
            onChange={(v) => setDriverId(v)}
          />
        </FilterItem>
        <Typography.Text strong>지급 합계 {formatWon(history.data?.balance ?? 0)}원</Typography.Text>
      </FilterCard>
      <DataTable<DriverPayEntry>
        gridId="driver-pay-history"
        columns={ENTRY_COLUMNS}
        rows={chosen === null ? [] : history.data?.rows}
        loading={history.isFetching}
        rowId={(r) => String(r.id)}
        emptyText={chosen === null ? '등록된 기사가 없습니다.' : '확정한 급여가 없습니다.'}
      />
    </div>
  );
};
