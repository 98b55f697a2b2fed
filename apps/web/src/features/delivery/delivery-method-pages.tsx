import {
  DELIVERY_METHOD_KIND_LABELS,
  DELIVERY_METHOD_KINDS,
  type DeliveryMethod,
  type DeliveryMethodKind,
  deliveryApi,
  deliveryScreens,
  linkTo,
} from '@erp/domain';
import { Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { formatWon } from '../../components/data-table/cell-format';
import { DataTable } from '../../components/data-table/data-table';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { AmountInput } from '../../components/form-page/form-inputs';
import { PageHead } from '../../components/page-head/page-head';
import { AddButton } from '../../components/screen-parts/add-button';
import { useDeliveryMethods, useDeliveryStep } from './delivery.api';

// DeliveryMethodList and DeliveryMethodRegister[/:code] (SPEC §2.15): the ways a delivery goes
// (own driver, courier with its company, counter pickup, quick service), the default one a new
// delivery starts with, and how many deliveries use each.

const S = deliveryScreens;

const COLUMNS: DataColumn<DeliveryMethod>[] = [
  { colId: 'code', headerName: '방법 코드', field: 'code', width: 110, cellClass: 'erp-cell-code' },
  { colId: 'name', headerName: '방법 이름', field: 'name', width: 180 },
  { colId: 'kind', headerName: '구분', field: 'kindLabel', width: 100 },
  { colId: 'courierName', headerName: '택배사', field: 'courierName', width: 120 },
  {
    colId: 'fee',
    headerName: '배송비',
    field: 'fee',
    width: 100,
    type: 'rightAligned',
    valueFormatter: (p) => formatWon(p.value as number),
  },
  {
    colId: 'isDefault',
    headerName: '기본',
    field: 'isDefault',
    width: 64,
    valueFormatter: (p) => (p.value ? '기본' : ''),
  },
  {
    colId: 'active',
    headerName: '사용',
    field: 'active',
    width: 64,
    valueFormatter: (p) => (p.value ? 'Y' : 'N'),
  },
  { colId: 'useCount', headerName: '사용 건수', field: 'useCount', width: 90, type: 'rightAligned' },
  { colId: 'memo', headerName: '비고', field: 'memo', width: 220 },
];

export const DeliveryMethodListPage = () => {
  const methods = useDeliveryMethods();
  const navigate = useNavigate();
  return (
    <div className="erp-page">
      <PageHead
        title="배송 방법 목록"
        description="Enter 또는 두 번 클릭: 수정"
        actions={<AddButton to={linkTo(S.deliveryMethodRegister)}>방법 등록</AddButton>}
      />
      <DataTable<DeliveryMethod>
        gridId="delivery-methods"
        columns={COLUMNS}
        rows={methods.data}
        loading={methods.isFetching}
        rowId={(r) => r.code}
        onRowOpen={(r) => navigate(linkTo(S.deliveryMethodModify, { code: r.code }))}
        emptyText="등록된 배송 방법이 없습니다."
      />
    </div>
  );
};

type Draft = Omit<DeliveryMethod, 'kindLabel' | 'useCount' | 'updatedAt'>;
const EMPTY: Draft = {
  code: '',
  name: '',
  kind: 'driver',
  courierName: null,
  fee: 0,
  isDefault: false,
  active: true,
  memo: null,
};

const MethodForm = ({ initial, isNew }: { initial: Draft; isNew: boolean }) => {
  const [d, setD] = useState<Draft>(initial);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const navigate = useNavigate();
  const { run, busy } = useDeliveryStep();
  const save = async () => {
    const { code, name, kind, courierName, fee, isDefault, active, memo } = d;
    const body = { code, name, kind, courierName, fee, isDefault, active, memo };
    if (await run(deliveryApi.methodSave, { body })) navigate(linkTo(S.deliveryMethodList));
  };
  return (
    <Card>
      <Form layout="vertical" style={{ maxWidth: 520 }} onFinish={() => void save()}>
        <Form.Item label="방법 코드" htmlFor="method-code" required>
          <Input
            id="method-code"
            autoFocus={isNew}
            disabled={!isNew}
            maxLength={20}
            value={d.code}
            onChange={(e) => set({ code: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="방법 이름" htmlFor="method-name" required>
          <Input
            id="method-name"
            autoFocus={!isNew}
            maxLength={50}
            value={d.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="구분" required>
          <Select<DeliveryMethodKind>
            aria-label="구분"
            value={d.kind}
            onChange={(kind) => set({ kind })}
            options={DELIVERY_METHOD_KINDS.map((k) => ({ value: k, label: DELIVERY_METHOD_KIND_LABELS[k] }))}
          />
        </Form.Item>
        {d.kind === 'courier' && (
          <Form.Item label="택배사" htmlFor="method-courier" required>
            <Input
              id="method-courier"
              maxLength={50}
              value={d.courierName ?? ''}
              onChange={(e) => set({ courierName: e.target.value })}
            />
          </Form.Item>
        )}
        <Form.Item label="배송비 (원)" htmlFor="method-fee">
          <AmountInput id="method-fee" value={d.fee} onChange={(fee) => set({ fee: fee ?? 0 })} />
        </Form.Item>
        <Form.Item label="비고" htmlFor="method-memo">
          <Input
            id="method-memo"
            maxLength={500}
            value={d.memo ?? ''}
            onChange={(e) => set({ memo: e.target.value })}
          />
        </Form.Item>
        <Space style={{ marginBottom: 16 }}>
          <Checkbox checked={d.isDefault} onChange={(e) => set({ isDefault: e.target.checked })}>
            기본 방법 (새 배송이 이 방법으로 시작)
          </Checkbox>
          <Checkbox checked={d.active} onChange={(e) => set({ active: e.target.checked })}>
            사용
          </Checkbox>
        </Space>
        <div>
          <Button type="primary" htmlType="submit" loading={busy}>
            저장
          </Button>
        </div>
      </Form>
    </Card>
  );
};

export const DeliveryMethodRegisterPage = () => (
  <div className="erp-page">
    <PageHead title="배송 방법 등록" />
    <MethodForm initial={EMPTY} isNew />
  </div>
);

export const DeliveryMethodModifyPage = () => {
  const { code = '' } = useParams();
  const detail = useApiQuery(deliveryApi.methodDetail, { params: { code: code.toUpperCase() } });
  const method = detail.data;
  return (
    <div className="erp-page">
      <PageHead title={`배송 방법 수정 · ${code}`} />
      {method ? (
        <MethodForm key={method.code} initial={method} isNew={false} />
      ) : detail.isError ? (
        `배송 방법 ${code}을(를) 찾을 수 없습니다.`
      ) : (
        '불러오는 중…'
      )}
    </div>
  );
};
