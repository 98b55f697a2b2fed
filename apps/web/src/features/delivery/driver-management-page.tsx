import { type Driver, deliveryApi } from '@erp/domain';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { PageHead } from '../../components/page-head/page-head';
import { hmText, useDeliveryStep, useDrivers } from './delivery.api';

// DeliveryManager/DriverManagement (SPEC §2.15): drivers with their vehicle, capacity, shift and
// start point, which the dispatch and the solve of the day read. A driver is an existing mobile or
// staff account (the driver signs in on /Company/MobileLogin); saving the same account changes it.

const COLUMNS: DataColumn<Driver>[] = [
  { colId: 'name', headerName: '이름', field: 'name', width: 100, pinned: 'left' },
  { colId: 'loginId', headerName: '기사 계정', field: 'loginId', width: 110 },
  { colId: 'phone', headerName: '전화번호', field: 'phone', width: 120 },
  { colId: 'vehicleNo', headerName: '차량 번호', field: 'vehicleNo', width: 110 },
  { colId: 'vehicleKind', headerName: '차종', field: 'vehicleKind', width: 100 },
  { colId: 'capacity', headerName: '적재 용량', field: 'capacity', width: 90, type: 'rightAligned' },
  {
    colId: 'shift',
    headerName: '근무 시간',
    width: 110,
    valueGetter: (p) => (p.data ? `${hmText(p.data.shiftStart)}~${hmText(p.data.shiftEnd)}` : ''),
  },
  {
    colId: 'start',
    headerName: '출발지',
    width: 160,
    valueGetter: (p) => (p.data?.startLat != null ? `${p.data.startLat}, ${p.data.startLng}` : ''),
  },
  { colId: 'openStops', headerName: '배차 중', field: 'openStops', width: 80, type: 'rightAligned' },
  {
    colId: 'active',
    headerName: '사용',
    field: 'active',
    width: 64,
    valueFormatter: (p) => (p.value ? 'Y' : 'N'),
  },
  { colId: 'memo', headerName: '비고', field: 'memo', width: 200 },
];

type Draft = {
  loginId: string;
  phone: string;
  vehicleNo: string;
  vehicleKind: string;
  capacity: number;
  shiftStart: string;
  shiftEnd: string;
  startLat: number | null;
  startLng: number | null;
  active: boolean;
  memo: string;
};
const draftOf = (d: Driver | null): Draft => ({
  loginId: d?.loginId ?? '',
  phone: d?.phone ?? '',
  vehicleNo: d?.vehicleNo ?? '',
  vehicleKind: d?.vehicleKind ?? '',
  capacity: d?.capacity ?? 100,
  shiftStart: d?.shiftStart ?? '0900',
  shiftEnd: d?.shiftEnd ?? '1800',
  startLat: d?.startLat ?? null,
  startLng: d?.startLng ?? null,
  active: d?.active ?? true,
  memo: d?.memo ?? '',
});
const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

const DriverDialog = ({ driver, onClose }: { driver: Driver | null; onClose: () => void }) => {
  const [d, setD] = useState<Draft>(draftOf(driver));
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const { run, busy } = useDeliveryStep();
  const save = async () => {
    const body = {
      ...d,
      phone: blankToNull(d.phone),
      vehicleNo: blankToNull(d.vehicleNo),
      vehicleKind: blankToNull(d.vehicleKind),
      memo: blankToNull(d.memo),
    };
    if (await run(deliveryApi.driverSave, { body })) onClose();
  };
  const text = (
    key: 'loginId' | 'phone' | 'vehicleNo' | 'vehicleKind' | 'shiftStart' | 'shiftEnd' | 'memo',
    label: string,
    max: number,
  ) => (
    <Form.Item label={label} htmlFor={`driver-${key}`}>
      <Input
        id={`driver-${key}`}
        maxLength={max}
        value={d[key]}
        disabled={key === 'loginId' && driver !== null}
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={driver ? `기사 수정 · ${driver.name}` : '기사 등록'}
      onCancel={onClose}
      onOk={() => void save()}
      okText="저장"
      confirmLoading={busy}
    >
      <Form layout="vertical" onFinish={() => void save()}>
        {text('loginId', '기사 계정 (모바일·직원 아이디)', 50)}
        {text('phone', '전화번호', 20)}
        <Space>
          {text('vehicleNo', '차량 번호', 20)}
          {text('vehicleKind', '차종', 30)}
        </Space>
        <Form.Item label="적재 용량 (개)" htmlFor="driver-capacity">
          <InputNumber
            id="driver-capacity"
            min={0}
            max={100000}
            value={d.capacity}
            onChange={(v) => set({ capacity: v ?? 0 })}
          />
        </Form.Item>
        <Space>
          {text('shiftStart', '근무 시작 (HHmm)', 4)}
          {text('shiftEnd', '근무 끝 (HHmm)', 4)}
        </Space>
        <Space>
          <Form.Item label="출발지 위도" htmlFor="driver-lat">
            <InputNumber
              id="driver-lat"
              step={0.0001}
              value={d.startLat}
              onChange={(v) => set({ startLat: v })}
            />
          </Form.Item>
          <Form.Item label="출발지 경도" htmlFor="driver-lng">
            <InputNumber
              id="driver-lng"
              step={0.0001}
              value={d.startLng}
              onChange={(v) => set({ startLng: v })}
            />
          </Form.Item>
        </Space>
        {text('memo', '비고', 500)}
        <Checkbox checked={d.active} onChange={(e) => set({ active: e.target.checked })}>
          사용
        </Checkbox>
      </Form>
    </Modal>
  );
};

export const DriverManagementPage = () => {
  const drivers = useDrivers();
  const [open, setOpen] = useState<Driver | 'new' | null>(null);
  return (
    <div className="erp-page">
      <PageHead
        title="기사 관리"
        description="기사의 차량, 적재 용량, 근무 시간, 출발지입니다. Enter 또는 두 번 클릭: 수정"
        actions={
          <Button type="primary" onClick={() => setOpen('new')}>
            기사 등록
          </Button>
        }
      />
      <DataTable<Driver>
        gridId="drivers"
        columns={COLUMNS}
        rows={drivers.data}
        loading={drivers.isFetching}
        rowId={(r) => String(r.id)}
        onRowOpen={(r) => setOpen(r)}
        emptyText="등록된 기사가 없습니다."
      />
      {open && <DriverDialog driver={open === 'new' ? null : open} onClose={() => setOpen(null)} />}
    </div>
  );
};
