import { DeleteOutlined } from '@ant-design/icons';
import {
  linkTo,
  outsourcingPurchaseApi,
  outsourcingSalesApi,
  outsourcingScreens,
  PARTNER_PURCHASE_COLUMNS,
  type PartnerProductRow,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderRow,
  type RequestPartnerKey,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Input, InputNumber, Select, Space, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApiWithMessage, downloadApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { TitledPage } from '../../components/page-head/page-head';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';

const S = outsourcingScreens;
const detailPath = (partner: RequestPartnerKey, code: string) =>
  partner === 'Hr'
    ? linkTo(S.hrPurchaseOrderDetail, { code })
    : partner === 'AutoReman'
      ? linkTo(S.autoRemanPurchaseOrderDetail, { code })
      : linkTo(S.taeGyeongPurchaseOrderDetail, { code });

type Line = { part: PartnerProductRow; qty: number };

/** A product of the partner's catalogue, found as the partner types. */
const ProductSearch = ({ onPick }: { onPick: (p: PartnerProductRow) => void }) => {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useApiQuery(
    outsourcingSalesApi.productList,
    { body: { search: term, size: 20 } },
    { enabled: term.length > 0 },
  );
  return (
    <Select
      aria-label="상품 검색"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="품번·품명·차종으로 찾아 추가"
      style={{ width: 460 }}
      value={null}
      notFoundContent={
        found.isFetching ? <Spin size="small" /> : term ? '찾는 상품이 없습니다.' : '검색어를 입력하세요.'
      }
      options={(found.data?.rows ?? []).map((p) => ({
        value: p.partCode,
        label: `${p.partNo} · ${p.name} ${p.carModel} (${p.partCode}) ${formatWon(p.partnerPrice)}원`,
      }))}
      onChange={(code: string) => {
        const p = found.data?.rows.find((r) => r.partCode === code);
        if (p) onPick(p);
      }}
    />
  );
};

/** {Partner}PurchaseOrderRegistration: parts bought from head office's catalogue. */
const PurchaseRegistration = ({ partner }: { partner: RequestPartnerKey }) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>([]);
  const [memo, setMemo] = useState('');
  const [saving, setSaving] = useState(false);
  const add = (part: PartnerProductRow) =>
    setLines((ls) => (ls.some((l) => l.part.partCode === part.partCode) ? ls : [...ls, { part, qty: 1 }]));
  const total = lines.reduce((sum, l) => sum + l.qty * l.part.partnerPrice, 0);
  const save = async () => {
    setSaving(true);
    try {
      const { data, message: said } = await callApiWithMessage(outsourcingPurchaseApi.save, {
        body: { memo: memo || null, lines: lines.map((l) => ({ partCode: l.part.partCode, qty: l.qty })) },
      });
      message.success(said);
      await queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
      navigate(detailPath(partner, data.orderCode));
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage
      title="발주 등록"
      description="본사 상품을 골라 발주합니다. 본사가 확인해 확정하면 출고됩니다."
    >
      <Card>
        <ProductSearch onPick={add} />
        <Table
          size="small"
          style={{ marginTop: 12 }}
          rowKey={(l) => l.part.partCode}
          pagination={false}
          dataSource={lines}
          locale={{ emptyText: '상품을 찾아 추가하세요.' }}
          columns={[
            {
              title: '품목',
              key: 'part',
              render: (_v, l: Line) => `${l.part.partNo} · ${l.part.name} (${l.part.partCode})`,
            },
            {
              title: '단가',
              key: 'price',
              width: 110,
              align: 'right',
              render: (_v, l: Line) => formatWon(l.part.partnerPrice),
            },
            {
              title: '수량',
              key: 'qty',
              width: 110,
              render: (_v, l: Line) => (
                <InputNumber
                  aria-label={`${l.part.partCode} 수량`}
                  min={1}
                  max={999}
                  precision={0}
                  value={l.qty}
                  onChange={(v) =>
                    setLines((ls) =>
                      ls.map((x) => (x.part.partCode === l.part.partCode ? { ...x, qty: v ?? 1 } : x)),
                    )
                  }
                />
              ),
            },
            {
              title: '금액',
              key: 'amount',
              width: 120,
              align: 'right',
              render: (_v, l: Line) => formatWon(l.qty * l.part.partnerPrice),
            },
            {
              title: '',
              key: 'remove',
              width: 50,
              render: (_v, l: Line) => (
                <Button
                  aria-label="줄 삭제"
                  icon={<DeleteOutlined />}
                  onClick={() => setLines((ls) => ls.filter((x) => x.part.partCode !== l.part.partCode))}
                />
              ),
            },
          ]}
        />
        <Space wrap style={{ marginTop: 12 }}>
          <Input
            aria-label="비고"
            placeholder="비고"
            maxLength={500}
            style={{ width: 320 }}
            value={memo}
            onChange={(e) => setMemo(e.target.value)}
          />
          <strong>{`합계 ${formatWon(total)}원`}</strong>
          <Button type="primary" loading={saving} disabled={lines.length === 0} onClick={save}>
            발주하기
          </Button>
        </Space>
      </Card>
    </TitledPage>
  );
};

const COLUMNS = gridColumnsOf(PARTNER_PURCHASE_COLUMNS);
const DEFAULTS = { q: '', page: 1, size: 50 };

/** {Partner}PurchaseOrderList: the partner's orders at head office, newest first. */
const PurchaseList = ({ partner }: { partner: RequestPartnerKey }) => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const body = { search: params.q, page: params.page, size: params.size };
  const list = useApiQuery(outsourcingPurchaseApi.orderList, { body });
  return (
    <ListPage<PurchaseOrderRow>
      title="발주 목록"
      description="본사에 낸 발주와 주문 요청으로 등록된 주문입니다. 두 번 클릭하면 품목을 봅니다."
      filterBar={
        <FilterCard onSearch={() => setParams({ q: search.trim(), page: 1 })}>
          <FilterItem label="검색어" htmlFor="osc-po-search" width={240}>
            <Input
              id="osc-po-search"
              allowClear
              placeholder="주문번호·송장번호"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'osc-purchase-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.orderCode,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(detailPath(partner, r.orderCode)),
        emptyText: '발주가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
      onExcelDownload={() => downloadApi(outsourcingPurchaseApi.orderExcel, { body }, '발주목록.xlsx')}
    />
  );
};

/** {Partner}PurchaseOrderDetail/:code: one order's lines. */
const PurchaseDetail = () => {
  const { code = '' } = useParams();
  const query = useApiQuery(outsourcingPurchaseApi.detailList, { params: { id: code } }, { retry: false });
  const d = query.data;
  if (query.isLoading) return <Spin />;
  if (!d)
    return (
      <TitledPage title="발주 상세">
        <Empty description={`주문 ${code}을(를) 찾을 수 없습니다.`} />
      </TitledPage>
    );
  return (
    <TitledPage
      title={`발주 ${d.orderCode}`}
      description={d.memo ?? undefined}
      actions={
        d.status === 'fixed' ? (
          <Button href={linkTo(S.outsourcingStatementOfAccount, { code: d.orderCode })} target="_blank">
            거래명세서
          </Button>
        ) : undefined
      }
    >
      <Card>
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="상태">
            {PURCHASE_ORDER_STATUS_LABELS[d.status] ?? d.status}
          </Descriptions.Item>
          <Descriptions.Item label="발주 일시">{formatKstDateTime(d.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="확정 일시">{formatKstDateTime(d.fixedAt)}</Descriptions.Item>
          <Descriptions.Item label="금액">{`${formatWon(d.total)}원`}</Descriptions.Item>
          <Descriptions.Item label="송장번호">{d.waybillNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="요청번호">{d.requestCode ?? '-'}</Descriptions.Item>
        </Descriptions>
        <Table
          size="small"
          style={{ marginTop: 12 }}
          rowKey="lineNo"
          pagination={false}
          dataSource={d.lines}
          columns={[
            { title: '번호', dataIndex: 'lineNo', width: 60 },
            { title: '품목코드', dataIndex: 'partCode', width: 110 },
            { title: '품명', dataIndex: 'partName' },
            { title: '수량', dataIndex: 'qty', width: 70, align: 'right' },
            { title: '취소', dataIndex: 'cancelledQty', width: 70, align: 'right' },
            {
              title: '단가',
              dataIndex: 'unitPrice',
              width: 110,
              align: 'right',
              render: (v: number) => formatWon(v),
            },
            {
              title: '금액',
              dataIndex: 'amount',
              width: 120,
              align: 'right',
              render: (v: number) => formatWon(v),
            },
          ]}
        />
      </Card>
    </TitledPage>
  );
};

export const HrPurchaseOrderRegistrationPage = () => <PurchaseRegistration partner="Hr" />;
export const AutoRemanPurchaseOrderRegistrationPage = () => <PurchaseRegistration partner="AutoReman" />;
export const TaeGyeongPurchaseOrderRegistrationPage = () => <PurchaseRegistration partner="TaeGyeong" />;
export const HrPurchaseOrderListPage = () => <PurchaseList partner="Hr" />;
export const AutoRemanPurchaseOrderListPage = () => <PurchaseList partner="AutoReman" />;
export const TaeGyeongPurchaseOrderListPage = () => <PurchaseList partner="TaeGyeong" />;
export const PurchaseOrderDetailPage = PurchaseDetail;
