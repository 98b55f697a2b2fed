import {
  CORE_ENTRY_KIND_LABELS,
  type ExternalCoreRow,
  externalApi,
  externalScreens,
  linkTo,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Descriptions, Pagination, Result, Segmented, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { MobileCardList } from '../../components/mobile-page/mobile-card-list';
import { TitledPage } from '../../components/page-head/page-head';
import './external.css';

const PAGE = 50;

const codeName = (r: ExternalCoreRow) =>
  r.paybackName ? `${r.paybackName} (${r.paybackCode})` : r.paybackCode;

const CoreLine = ({ r }: { r: ExternalCoreRow }) => (
  <span className="ext-customer-card-sub">
    판매 {r.owed} · 회수 {r.collected} · 미회수 <strong>{r.outstanding}</strong>
    {r.lastCollectedAt ? ` · 최근 회수 ${formatKstDateTime(r.lastCollectedAt)}` : ''}
  </span>
);

/** ExternalOldPartList: the cores my customers owe and have brought back, per payback code. */
export const ExternalOldPartListPage = () => {
  const navigate = useNavigate();
  const [outstandingOnly, setOutstandingOnly] = useState(true);
  const [page, setPage] = useState(1);
  const list = useApiQuery(
    externalApi.cores,
    { body: { outstandingOnly, page, size: PAGE } },
    { placeholderData: keepPreviousData },
  );
  return (
    <TitledPage
      title="폐부품 목록"
      description="내 거래처가 돌려줄 폐부품(코어)입니다. 회수는 배송 기사·매장이 등록합니다."
      className="ext-page"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Segmented
          aria-label="보기"
          value={outstandingOnly ? 'out' : 'all'}
          onChange={(v) => {
            setOutstandingOnly(v === 'out');
            setPage(1);
          }}
          options={[
            { value: 'out', label: '미회수만' },
            { value: 'all', label: '전체' },
          ]}
        />
        <MobileCardList<ExternalCoreRow>
          items={list.data?.rows ?? []}
          keyOf={(r) => `${r.customerCode}/${r.paybackCode}`}
          loading={list.isLoading}
          emptyText="폐부품이 없습니다."
          classPrefix="ext-customer"
          onOpen={(r) => navigate(linkTo(externalScreens.externalOldPartInfo, { custcode: r.customerCode }))}
          renderMain={(r) => (
            <>
              <strong>
                {r.customerName} <Tag>{codeName(r)}</Tag>
              </strong>
              <CoreLine r={r} />
            </>
          )}
        />
        {(list.data?.total ?? 0) > PAGE && (
          <Pagination
            simple
            current={page}
            pageSize={PAGE}
            total={list.data?.total ?? 0}
            onChange={setPage}
          />
        )}
      </Space>
    </TitledPage>
  );
};

/** ExternalOldPartInfo/:custcode: one of my customers' cores per code and the ledger lines. */
export const ExternalOldPartInfoPage = () => {
  const { custcode = '' } = useParams();
  const customerCode = custcode.trim().toUpperCase();
  const [page, setPage] = useState(1);
  const info = useApiQuery(
    externalApi.coreInfo,
    { body: { customerCode, page, size: 30 } },
    { placeholderData: keepPreviousData, retry: false },
  );
  if (info.isLoading) return <Spin style={{ margin: 40 }} />;
  const d = info.data;
  if (!d) return <Result status="404" title="거래처를 찾을 수 없습니다." />;
  const out = d.balances.reduce((s, b) => s + b.outstanding, 0);
  return (
    <TitledPage title={`${d.customerName} 폐부품`} description={`미회수 ${out}개`} className="ext-page">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Card size="small" title="코드별">
          {d.balances.length === 0 ? (
            '판매된 폐부품 대상 품목이 없습니다.'
          ) : (
            <Descriptions bordered size="small" column={1}>
              {d.balances.map((b) => (
                <Descriptions.Item key={b.paybackCode} label={codeName(b)}>
                  <CoreLine r={b} />
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </Card>
        <Table
          size="small"
          rowKey="id"
          scroll={{ x: true }}
          dataSource={d.entries}
          loading={info.isFetching}
          pagination={{ current: page, pageSize: 30, total: d.total, onChange: setPage, simple: true }}
          columns={[
            { title: '일시', dataIndex: 'at', render: (v: string) => formatKstDateTime(v) },
            { title: '코드', dataIndex: 'paybackCode' },
            { title: '구분', dataIndex: 'kind', render: (v: string) => CORE_ENTRY_KIND_LABELS[v] ?? v },
            { title: '수량', dataIndex: 'qty', align: 'right' },
            { title: '문서', dataIndex: 'docCode' },
          ]}
          locale={{ emptyText: '원장 내역이 없습니다.' }}
        />
      </Space>
    </TitledPage>
  );
};
