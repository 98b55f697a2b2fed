import {
  driverPayApi,
  driverPayScreens,
  linkTo,
  PROVISION_KIND_LABELS,
  PROVISION_KINDS,
  type Provision,
  type ProvisionCandidate,
  type ProvisionKind,
  type ProvisionView,
} from '@erp/domain';
import { Button, Descriptions, Input, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiQuery } from '../../../app/contract-client';
import { formatCount, formatKstDateTime, formatWon } from '../../../components/data-table/cell-format';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table.types';
import { PageHead } from '../../../components/page-head/page-head';
import { choicesOf, FilterCard, FilterChoice } from '../../../components/screen-parts/filter-card';
import { useDeliveryStep } from '../delivery.api';

// Driver/Provision/* (SPEC §2.15 지급 확인): what drivers collected earns customers cash-back
// points; the admin picks the collections waiting, confirms them as one batch (ZP…) and only then
// are the points posted — each collection once. The list of batches and one batch's lines.

const points = (p: { value: unknown }) => formatWon(p.value as number);

const CANDIDATE_COLUMNS: DataColumn<ProvisionCandidate>[] = [
  { colId: 'sourceCode', headerName: '회수 번호', field: 'sourceCode', width: 150, pinned: 'left' },
  { colId: 'customerName', headerName: '거래처', field: 'customerName', width: 160 },
  { colId: 'customerCode', headerName: '거래처 코드', field: 'customerCode', width: 100 },
  { colId: 'driverName', headerName: '기사', field: 'driverName', width: 100 },
  {
    colId: 'collectedAt',
    headerName: '회수 시각',
    field: 'collectedAt',
    width: 150,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  {
    colId: 'units',
    headerName: '수량',
    field: 'units',
    width: 70,
    type: 'rightAligned',
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'points',
    headerName: '적립 포인트',
    field: 'points',
    width: 110,
    type: 'rightAligned',
    valueFormatter: points,
  },
];

const ConfirmPage = ({ kind }: { kind: ProvisionKind }) => {
  const navigate = useNavigate();
  const waiting = useApiQuery(
    kind === 'old' ? driverPayApi.oldCandidates : driverPayApi.returnCandidates,
    {},
  );
  const [picked, setPicked] = useState<ProvisionCandidate[]>([]);
  const [memo, setMemo] = useState('');
  const { run, busy } = useDeliveryStep();
  const confirm = async () => {
    const body = { sourceCodes: picked.map((p) => p.sourceCode), ...(memo.trim() ? { memo } : {}) };
    const done = await run(kind === 'old' ? driverPayApi.oldConfirm : driverPayApi.returnConfirm, { body });
    if (done) navigate(linkTo(driverPayScreens.provisionView, { code: done.code }));
  };
  const total = picked.reduce((n, p) => n + p.points, 0);
  return (
    <div className="erp-page">
      <PageHead
        title={`${PROVISION_KIND_LABELS[kind]} 지급 확인`}
        description={
          kind === 'old'
            ? '기사가 스캔해 회수한 폐부품의 캐시백입니다. 고른 건을 확인하면 거래처 포인트로 적립되며, 한 건은 한 번만 적립됩니다.'
            : '기사가 회수 완료한 반품마다 단가표의 반품 회수 적립 포인트입니다. 고른 건을 확인하면 거래처 포인트로 적립되며, 한 반품은 한 번만 적립됩니다.'
        }
      />
      <FilterCard>
        <Input
          aria-label="메모"
          placeholder="메모 (선택)"
          maxLength={200}
          style={{ width: 260 }}
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
        />
        <Typography.Text>
          {picked.length}건 선택 · {formatWon(total)}점
        </Typography.Text>
        <Button type="primary" disabled={picked.length === 0} loading={busy} onClick={() => void confirm()}>
          지급 확인
        </Button>
      </FilterCard>
      <DataTable<ProvisionCandidate>
        gridId={`provision-${kind}`}
        columns={CANDIDATE_COLUMNS}
        rows={waiting.data}
        loading={waiting.isFetching}
        rowId={(r) => r.sourceCode}
        selection="multi"
        onSelectionChange={setPicked}
        emptyText="지급 확인을 기다리는 회수가 없습니다."
      />
    </div>
  );
};

export const OldPointProvisionPage = () => <ConfirmPage kind="old" />;
export const ReturnPointProvisionPage = () => <ConfirmPage kind="return" />;

const PROVISION_COLUMNS: DataColumn<Provision>[] = [
  { colId: 'code', headerName: '확인 번호', field: 'code', width: 150, pinned: 'left' },
  { colId: 'kindLabel', headerName: '구분', field: 'kindLabel', width: 130 },
  {
    colId: 'lineCount',
    headerName: '건수',
    field: 'lineCount',
    width: 70,
    type: 'rightAligned',
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'points',
    headerName: '적립 포인트',
    field: 'points',
    width: 120,
    type: 'rightAligned',
    valueFormatter: points,
  },
  { colId: 'confirmedByName', headerName: '확인자', field: 'confirmedByName', width: 100 },
  {
    colId: 'confirmedAt',
    headerName: '확인 시각',
    field: 'confirmedAt',
    width: 150,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  { colId: 'memo', headerName: '메모', field: 'memo', width: 220 },
];

export const ProvisionListPage = () => {
  const navigate = useNavigate();
  const [kind, setKind] = useState<ProvisionKind | ''>('');
  const list = useApiQuery(driverPayApi.provisionList, {
    body: { ...(kind ? { kind } : {}), page: 1, size: 500 },
  });
  return (
    <div className="erp-page">
      <PageHead
        title="지급 확인 목록"
        description="기사 회수 건의 캐시백을 확인해 적립한 기록입니다 (최근 500건). Enter 또는 두 번 클릭: 상세"
        actions={
          <Space>
            <Button onClick={() => navigate(driverPayScreens.oldPointProvision.path)}>
              폐부품 캐시백 확인
            </Button>
            <Button onClick={() => navigate(driverPayScreens.returnPointProvision.path)}>
              반품 회수 적립 확인
            </Button>
          </Space>
        }
      />
      <FilterCard>
        <FilterChoice
          label="구분"
          width={160}
          value={kind}
          choices={choicesOf(PROVISION_KINDS, PROVISION_KIND_LABELS)}
          onChange={(v) => setKind(v as ProvisionKind | '')}
        />
        <Typography.Text>{formatCount(list.data?.total ?? 0)}건</Typography.Text>
      </FilterCard>
      <DataTable<Provision>
        gridId="provision-list"
        columns={PROVISION_COLUMNS}
        rows={list.data?.rows}
        loading={list.isFetching}
        rowId={(r) => r.code}
        onRowOpen={(r) => navigate(linkTo(driverPayScreens.provisionView, { code: r.code }))}
        emptyText="지급 확인한 기록이 없습니다."
      />
    </div>
  );
};

type Line = ProvisionView['lines'][number];
const LINE_COLUMNS: DataColumn<Line>[] = [
  { colId: 'sourceCode', headerName: '회수 번호', field: 'sourceCode', width: 150 },
  { colId: 'customerName', headerName: '거래처', field: 'customerName', width: 160 },
  { colId: 'customerCode', headerName: '거래처 코드', field: 'customerCode', width: 100 },
  { colId: 'driverName', headerName: '기사', field: 'driverName', width: 100 },
  {
    colId: 'points',
    headerName: '적립 포인트',
    field: 'points',
    width: 110,
    type: 'rightAligned',
    valueFormatter: points,
  },
];

export const ProvisionViewPage = () => {
  const { code = '' } = useParams();
  const view = useApiQuery(driverPayApi.provisionDetail, { params: { code } });
  if (view.isError) return <Result status="404" title={`지급 확인 ${code}을(를) 찾을 수 없습니다.`} />;
  const v = view.data;
  return (
    <div className="erp-page">
      <PageHead
        title={`지급 확인 ${code}`}
        description="이 확인으로 거래처 포인트에 적립된 건별 내역입니다."
      />
      {v && (
        <Descriptions size="small" bordered column={3} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="구분">{v.kindLabel}</Descriptions.Item>
          <Descriptions.Item label="건수">{formatCount(v.lineCount)}</Descriptions.Item>
          <Descriptions.Item label="적립 포인트">{formatWon(v.points)}점</Descriptions.Item>
          <Descriptions.Item label="확인자">{v.confirmedByName}</Descriptions.Item>
          <Descriptions.Item label="확인 시각">{formatKstDateTime(v.confirmedAt)}</Descriptions.Item>
          <Descriptions.Item label="메모">{v.memo}</Descriptions.Item>
        </Descriptions>
      )}
      <DataTable<Line>
        gridId="provision-lines"
        columns={LINE_COLUMNS}
        rows={v?.lines}
        loading={view.isFetching}
        rowId={(r) => r.sourceCode}
        emptyText="내역이 없습니다."
      />
    </div>
  );
};
