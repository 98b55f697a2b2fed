import {
  EXPECTED_CORE_COLUMNS,
  type ExpectedCore,
  oldPartApi,
  UNCOLLECTED_CORE_COLUMNS,
  type UncollectedRow,
} from '@erp/domain';
import { Card, Input, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { codeOrAll, useExpectedCores, useUncollected } from './old-part.api';

const EXPECTED_GRID = gridColumnsOf(EXPECTED_CORE_COLUMNS);

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
  const query = {
    paybackCode: codeOrAll(type),
    customerCode: params.customer || undefined,
    page: params.page,
    size: params.size,
  };
  const list = useExpectedCores(query);
  return (
    <ListPage<ExpectedCore>
      title="폐부품 회수 예정"
      onExcelDownload={() => downloadApi(oldPartApi.expectedExcel, { body: query }, '폐부품회수예정.xlsx')}
      description="페이백 코드가 있는 품목(배터리 등)을 판매해 거래처에 남은 폐부품. 회수분은 오래된 판매부터 정리됩니다."
      filterBar={
        <CustomerFilter value={params.customer} onChange={(v) => setParams({ customer: v, page: 1 })} />
      }
      table={{
        gridId: 'old-part-expected',
        columns: EXPECTED_GRID,
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

const UNCOLLECTED_GRID = gridColumnsOf(UNCOLLECTED_CORE_COLUMNS);

/** Order/Old/OldPartReturnUnCollectedList[/:type]: what is still out, by customer and age. */
export const OldPartReturnUnCollectedListPage = () => {
  const { type } = useParams();
  const [params, setParams] = useUrlParams({ customer: '', page: 1, size: 50 });
  const query = {
    paybackCode: codeOrAll(type),
    customerCode: params.customer || undefined,
    page: params.page,
    size: params.size,
  };
  const list = useUncollected(query);
  return (
    <ListPage<UncollectedRow>
      title="폐부품 미회수"
      onExcelDownload={() => downloadApi(oldPartApi.uncollectedExcel, { body: query }, '폐부품미회수.xlsx')}
      description="거래처별로 아직 회수하지 못한 폐부품을 판매 후 경과일(30/60/90일)로 나눕니다. 오래된 것부터."
      filterBar={
        <CustomerFilter value={params.customer} onChange={(v) => setParams({ customer: v, page: 1 })} />
      }
      table={{
        gridId: 'old-part-uncollected',
        columns: UNCOLLECTED_GRID,
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
