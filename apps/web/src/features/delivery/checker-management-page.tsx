import { type Checker, deliveryApi, stockApi } from '@erp/domain';
import { Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../app/contract-client';
import { DataTable } from '../../components/data-table/data-table';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { PageHead } from '../../components/page-head/page-head';
import { useDeliveryStep } from './delivery.api';

// DeliveryManager/CheckerManagement (SPEC §2.15): who checks the loading (검수자), by warehouse.
// A checker is an existing mobile or staff account; saving the same account changes it.

const COLUMNS: DataColumn<Checker>[] = [
  { colId: 'name', headerName: '이름', field: 'name', width: 110, pinned: 'left' },
  { colId: 'loginId', headerName: '검수자 계정', field: 'loginId', width: 120 },
  { colId: 'phone', headerName: '전화번호', field: 'phone', width: 130 },
  { colId: 'warehouseCode', headerName: '창고', field: 'warehouseCode', width: 110 },
  {
    colId: 'active',
    headerName: '사용',
    field: 'active',
    width: 64,
    valueFormatter: (p) => (p.value ? 'Y' : 'N'),
  },
  { colId: 'memo', headerName: '비고', field: 'memo', width: 240 },
];

type Draft = { loginId: string; phone: string; warehouseCode: string | null; active: boolean; memo: string };
const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

const CheckerDialog = ({ checker, onClose }: { checker: Checker | null; onClose: () => void }) => {
  const [d, setD] = useState<Draft>({
    loginId: checker?.loginId ?? '',
    phone: checker?.phone ?? '',
    warehouseCode: checker?.warehouseCode ?? null,
    active: checker?.active ?? true,
    memo: checker?.memo ?? '',
  });
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const warehouses = useApiQuery(stockApi.warehouseList, {});
  const { run, busy } = useDeliveryStep();
  const save = async () => {
    const body = { ...d, phone: blankToNull(d.phone), memo: blankToNull(d.memo) };
    if (await run(deliveryApi.checkerSave, { body })) onClose();
  };
  return (
    <Modal
      open
      title={checker ? `검수자 수정 · ${checker.name}` : '검수자 등록'}
      onCancel={onClose}
      onOk={() => void save()}
      okText="저장"
      confirmLoading={busy}
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label="검수자 계정 (모바일·직원 아이디)" htmlFor="checker-login">
          <Input
            id="checker-login"
            autoFocus
            maxLength={50}
            disabled={checker !== null}
            value={d.loginId}
            onChange={(e) => set({ loginId: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="전화번호" htmlFor="checker-phone">
          <Input
            id="checker-phone"
            maxLength={20}
            value={d.phone}
            onChange={(e) => set({ phone: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="창고">
          <Select
            aria-label="창고"
            allowClear
            value={d.warehouseCode}
            onChange={(warehouseCode) => set({ warehouseCode: warehouseCode ?? null })}
            options={(warehouses.data ?? [])
              .filter((w) => w.active && w.kind === 'normal')
              .map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))}
          />
        </Form.Item>
        <Form.Item label="비고" htmlFor="checker-memo">
          <Input
            id="checker-memo"
            maxLength={500}
            value={d.memo}
            onChange={(e) => set({ memo: e.target.value })}
          />
        </Form.Item>
        <Checkbox checked={d.active} onChange={(e) => set({ active: e.target.checked })}>
          사용
        </Checkbox>
      </Form>
    </Modal>
  );
};

export const CheckerManagementPage = () => {
  const checkers = useApiQuery(deliveryApi.checkerList, {});
  const [open, setOpen] = useState<Checker | 'new' | null>(null);
  return (
    <div className="erp-page">
      <PageHead
        title="검수자 관리"
        description="출고 적재를 검수하는 사람입니다. Enter 또는 두 번 클릭: 수정"
        actions={
          <Button type="primary" onClick={() => setOpen('new')}>
            검수자 등록
          </Button>
        }
      />
      <DataTable<Checker>
        gridId="checkers"
        columns={COLUMNS}
        rows={checkers.data}
        loading={checkers.isFetching}
        rowId={(r) => String(r.id)}
        onRowOpen={(r) => setOpen(r)}
        emptyText="등록된 검수자가 없습니다."
      />
      {open && <CheckerDialog checker={open === 'new' ? null : open} onClose={() => setOpen(null)} />}
    </div>
  );
};
