import { CLAIM_KIND_LABELS, CLAIM_KINDS, type Claim, type ClaimKind, deliveryClaimApi } from '@erp/domain';
import { Button, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../app/contract-client';
import { formatCount, formatKstDateTime } from '../../components/data-table/cell-format';
import { DataTable } from '../../components/data-table/data-table';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { PageHead } from '../../components/page-head/page-head';
import { choicesOf, FilterCard, FilterChoice, FilterSwitch } from '../../components/screen-parts/filter-card';
import { useDeliveryStep } from './delivery.api';

// Claim/ClaimDeliveryInfoList (SPEC §2.15): customers' claims about deliveries — damaged, late,
// wrong goods — recorded on the delivery; a claim is resolved in the return flow by linking the
// return registered for the same order (Enter or a double click on a claim without one).

const COLUMNS: DataColumn<Claim>[] = [
  {
    colId: 'createdAt',
    headerName: '등록 시각',
    field: 'createdAt',
    width: 150,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  { colId: 'kindLabel', headerName: '구분', field: 'kindLabel', width: 80 },
  { colId: 'deliveryCode', headerName: '배송 번호', field: 'deliveryCode', width: 140 },
  { colId: 'orderCode', headerName: '주문 번호', field: 'orderCode', width: 140 },
  { colId: 'customerName', headerName: '거래처', field: 'customerName', width: 150 },
  { colId: 'memo', headerName: '내용', field: 'memo', width: 260, tooltip: true },
  { colId: 'returnCode', headerName: '반품 번호', field: 'returnCode', width: 140 },
  { colId: 'createdByName', headerName: '등록자', field: 'createdByName', width: 90 },
];

const RegisterDialog = ({ onClose }: { onClose: () => void }) => {
  const [d, setD] = useState<{ deliveryCode: string; kind: ClaimKind; memo: string }>({
    deliveryCode: '',
    kind: 'damaged',
    memo: '',
  });
  const { run, busy } = useDeliveryStep();
  return (
    <Modal
      open
      title="배송 클레임 등록"
      okText="등록"
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        if (await run(deliveryClaimApi.register, { body: d })) onClose();
      }}
    >
      <div className="erp-claim-form" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Input
          aria-label="배송 번호"
          placeholder="배송 번호 (L…)"
          autoFocus
          value={d.deliveryCode}
          onChange={(e) => setD({ ...d, deliveryCode: e.target.value })}
        />
        <Select
          aria-label="클레임 구분"
          value={d.kind}
          options={choicesOf(CLAIM_KINDS, CLAIM_KIND_LABELS)}
          onChange={(kind) => setD({ ...d, kind })}
        />
        <Input.TextArea
          aria-label="클레임 내용"
          placeholder="내용 (예: 램프 깨짐)"
          maxLength={500}
          value={d.memo}
          onChange={(e) => setD({ ...d, memo: e.target.value })}
        />
      </div>
    </Modal>
  );
};

const LinkDialog = ({ claim, onClose }: { claim: Claim; onClose: () => void }) => {
  const [returnCode, setReturnCode] = useState('');
  const { run, busy } = useDeliveryStep();
  return (
    <Modal
      open
      title={`반품 연결 · ${claim.deliveryCode}`}
      okText="연결"
      okButtonProps={{ disabled: returnCode.trim() === '' }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        if (await run(deliveryClaimApi.linkReturn, { params: { id: claim.id }, body: { returnCode } }))
          onClose();
      }}
    >
      <Typography.Paragraph>
        주문 {claim.orderCode}에 대해 접수한 반품 번호를 입력하세요. 다른 주문의 반품은 연결할 수 없습니다.
      </Typography.Paragraph>
      <Input
        aria-label="반품 번호"
        placeholder="반품 번호 (U…)"
        autoFocus
        value={returnCode}
        onChange={(e) => setReturnCode(e.target.value)}
      />
    </Modal>
  );
};

export const ClaimDeliveryInfoListPage = () => {
  const [kind, setKind] = useState<ClaimKind | ''>('');
  const [open, setOpen] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [linking, setLinking] = useState<Claim | null>(null);
  const list = useApiQuery(deliveryClaimApi.list, {
    body: { ...(kind ? { kind } : {}), open, page: 1, size: 500 },
  });
  return (
    <div className="erp-page">
      <PageHead
        title="배송 클레임"
        description="배송에 대한 파손·지연·오배송 클레임입니다 (최근 500건). Enter 또는 두 번 클릭: 반품 연결"
        actions={
          <Button type="primary" onClick={() => setRegistering(true)}>
            클레임 등록
          </Button>
        }
      />
      <FilterCard>
        <FilterChoice
          label="구분"
          width={120}
          value={kind}
          choices={choicesOf(CLAIM_KINDS, CLAIM_KIND_LABELS)}
          onChange={(v) => setKind(v as ClaimKind | '')}
        />
        <FilterSwitch label="반품 미연결만" checked={open} onChange={setOpen} />
        <Typography.Text>{formatCount(list.data?.total ?? 0)}건</Typography.Text>
      </FilterCard>
      <DataTable<Claim>
        gridId="delivery-claims"
        columns={COLUMNS}
        rows={list.data?.rows}
        loading={list.isFetching}
        rowId={(r) => String(r.id)}
        onRowOpen={(r) => r.returnCode === null && setLinking(r)}
        emptyText="등록된 클레임이 없습니다."
      />
      {registering && <RegisterDialog onClose={() => setRegistering(false)} />}
      {linking && <LinkDialog claim={linking} onClose={() => setLinking(null)} />}
    </div>
  );
};
