import { CORE_AGE_BUCKET_LABELS, type ExpectedCore, type UncollectedRow } from '@erp/domain';
import { Card, Input, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { codeOrAll, useExpectedCores, useUncollected } from './old-part.api';

const num = <T,>(colId: Extract<keyof T, string>, headerName: string, width = 80): DataColumn<T> => ({
  colId,
  headerName,
  field: colId,
  width,
  cellClass: 'erp-cell-number',
  headerClass: 'erp-cell-number',
});

const EXPECTED_COLUMNS: DataColumn<ExpectedCore>[] = [
  {
    colId: 'soldAt',
    headerName: '판매 일시',
    field: 'soldAt',
    width: 132,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  { colId: 'orderCode', headerName: '주문번호', field: 'orderCode', width: 138, cellClass: 'erp-cell-code' },
  { colId: 'customerName', headerName: '거래처', field: 'customerName', width: 150, tooltip: true },
  { colId: 'paybackCode', headerName: '페이백', field: 'paybackCode', width: 80 },
  { colId: 'partNo', headerName: '품번', field: 'partNo', width: 120 },
  { colId: 'partName', headerName: '품명', field: 'partName', flex: 1, minWidth: 140 },
  num<ExpectedCore>('sold', '판매'),
  num<ExpectedCore>('outstanding', '미회수'),
  num<ExpectedCore>('days', '경과일'),
  {
    colId: 'bucket',
    headerName: '구간',
    field: 'bucket',
    width: 90,
    valueFormatter: (p) => CORE_AGE_BUCKET_LABELS[p.value as ExpectedCore['bucket']] ?? '',
  },
];

const CustomerFilter = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
  <Card size="small" className="erp-filter-card">
    <Space>
      <Typography.Text>거래처 코드</Typography.Text>
      <Input.Search
        aria-label="거래처 코드"
        allowClear
        defaultValue={value}
        style={{ width: 200 }}
        onSearch={(v) => onChange(v.trim())}
      />
    </Space>
  </Card>
);

/**
 * ObtainNewOldPartList[/:type[/:custcode]]: sale lines whose cores are still with the customer
 * (type = a payback code or 'all'), the oldest collected first being settled.
 */
export const ObtainNewOldPartListPage = () => {
  const { type, custcode } = useParams();
  const [params, setParams] = useUrlParams({ customer: custcode ?? '', page: 1, size: 50 });
  const list = useExpectedCores({
    paybackCode: codeOrAll(type),
    customerCode: params.customer || undefined,
    page: params.page,
    size: params.size,
  });
  return (
    <ListPage<ExpectedCore>
      title="폐부품 회수 예정"
      description="페이백 코드가 있는 품목(배터리 등)을 판매해 거래처에 남은 폐부품. 회수분은 오래된 판매부터 정리됩니다."
      filterBar={
        <CustomerFilter value={params.customer} onChange={(v) => setParams({ customer: v, page: 1 })} />
      }
      table={{
        gridId: 'old-part-expected',
        columns: EXPECTED_COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => `${r.orderCode}-${r.lineNo}`,
        loading: list.isFetching,
        emptyText: '회수할 폐부품이 없습니다.',
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page, size }),
      }}
    />
  );
};

const UNCOLLECTED_COLUMNS: DataColumn<UncollectedRow>[] = [
  {
    colId: 'customerCode',
    headerName: '거래처 코드',
    field: 'customerCode',
    width: 100,
    cellClass: 'erp-cell-code',
  },
  { colId: 'customerName', headerName: '거래처', field: 'customerName', width: 160, tooltip: true },
  { colId: 'paybackCode', headerName: '페이백', field: 'paybackCode', width: 80 },
  {
    colId: 'pickupAllowed',
    headerName: '회수 허용',
    field: 'pickupAllowed',
    width: 80,
    valueFormatter: (p) => (p.value ? 'Y' : 'N'),
  },
  num<UncollectedRow>('d30', '30일 이내'),
  num<UncollectedRow>('d60', '31~60일'),
  num<UncollectedRow>('d90', '61~90일'),
  num<UncollectedRow>('over90', '90일 초과'),
  num<UncollectedRow>('total', '합계'),
  num<UncollectedRow>('oldestDays', '최장 경과일', 90),
];

/** Order/Old/OldPartReturnUnCollectedList[/:type]: what is still out, by customer and age. */
export const OldPartReturnUnCollectedListPage = () => {
  const { type } = useParams();
  const [params, setParams] = useUrlParams({ customer: '', page: 1, size: 50 });
  const list = useUncollected({
    paybackCode: codeOrAll(type),
    customerCode: params.customer || undefined,
    page: params.page,
    size: params.size,
  });
  return (
    <ListPage<UncollectedRow>
      title="폐부품 미회수"
      description="거래처별로 아직 회수하지 못한 폐부품을 판매 후 경과일(30/60/90일)로 나눕니다. 오래된 것부터."
      filterBar={
        <CustomerFilter value={params.customer} onChange={(v) => setParams({ customer: v, page: 1 })} />
      }
      table={{
        gridId: 'old-part-uncollected',
        columns: UNCOLLECTED_COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => `${r.customerCode}-${r.paybackCode}`,
        loading: list.isFetching,
        emptyText: '미회수 폐부품이 없습니다.',
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page, size }),
      }}
    />
  );
};
