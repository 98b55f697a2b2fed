import {
  APP_ORDER_COLUMNS,
  APP_ORDER_STATE_LABELS,
  APP_ORDER_STATES,
  type AppOrderRow,
  type AppOrderState,
  customerPortalApi,
} from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import {
  choicesOf,
  FilterCard,
  FilterChoice,
  FilterItem,
  YmdRangePicker,
} from '../../components/screen-parts/filter-card';
import { AppOrderPanel } from './app-order-panel';
import { useAppOrderSummary } from './customer-portal.api';
import { daysAgoYmd, todayYmd } from './portal-days';

const COLUMNS = gridColumnsOf(APP_ORDER_COLUMNS);

/** /Company/CustomerOrdering: the app orders customers sent; the staff fix or turn them down. */
export const CustomerOrderingPage = () => {
  const [draft, setDraft] = useState({
    fromDate: daysAgoYmd(7),
    toDate: todayYmd(),
    state: 'waiting' as AppOrderState | '',
    keyword: '',
  });
  const [filter, setFilter] = useState(draft);
  const [paging, setPaging] = useState({ page: 1, size: 50 });
  const [selected, setSelected] = useState<AppOrderRow | null>(null);
  const query = {
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    state: filter.state || null,
    keyword: filter.keyword || null,
    ...paging,
  };
  const list = useAppOrderSummary(query);
  return (
    <ListPage<AppOrderRow>
      title="앱 주문 처리"
      description="거래처가 앱에서 보낸 주문입니다. 행을 두 번 누르면 아래에서 품목을 보고 확정·반려합니다."
      onExcelDownload={() => downloadApi(customerPortalApi.summaryExcel, { body: query }, '앱주문.xlsx')}
      filterBar={
        <FilterCard
          onSearch={() => {
            setFilter(draft);
            setPaging({ ...paging, page: 1 });
          }}
        >
          <FilterItem label="주문일">
            <YmdRangePicker
              label="주문일"
              ends="closed"
              from={draft.fromDate}
              to={draft.toDate}
              onChange={(fromDate, toDate) => setDraft({ ...draft, fromDate, toDate })}
            />
          </FilterItem>
          <FilterChoice
            label="상태"
            width={120}
            value={draft.state}
            onChange={(state) => setDraft({ ...draft, state: state as AppOrderState | '' })}
            choices={choicesOf(APP_ORDER_STATES, APP_ORDER_STATE_LABELS)}
          />
          <FilterItem label="거래처·주문 번호" htmlFor="co-keyword">
            <Input
              id="co-keyword"
              style={{ width: 180 }}
              value={draft.keyword}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'customer-ordering',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.code,
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => setSelected(rows[0] ?? null),
        onRowOpen: setSelected,
        emptyText: '앱 주문이 없습니다.',
      }}
      paging={{
        page: paging.page,
        size: paging.size,
        total: list.data?.total ?? 0,
        totalCapped: list.data?.totalCapped ?? false,
        onChange: (page, size) => setPaging({ page, size }),
      }}
      footer={selected && <AppOrderPanel code={selected.code} onDone={() => setSelected(null)} />}
    />
  );
};
