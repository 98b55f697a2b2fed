import { outsourcingSalesApi, PARTNER_AS_COLUMNS, type PartnerAsRow } from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem, YmdRangePicker } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';

const COLUMNS = gridColumnsOf(PARTNER_AS_COLUMNS);
const DEFAULTS = { q: '', from: '', to: '', page: 1, size: 50 };

/** AsList (TaeGyeong's screen, shared by Hr and AutoReman): returns of the partner's orders. */
export const PartnerAsListPage = () => {
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const body = {
    search: params.q,
    fromYmd: params.from || undefined,
    toYmd: params.to || undefined,
    page: params.page,
    size: params.size,
  };
  const list = useApiQuery(outsourcingSalesApi.asList, { body });
  return (
    <ListPage<PartnerAsRow>
      title="AS 목록"
      description="내 주문의 반품·불량·교환 접수와 처리 결과입니다 (본사가 검수하면 금액이 차감됩니다)."
      filterBar={
        <FilterCard onSearch={() => setParams({ q: search.trim(), page: 1 })}>
          <FilterItem label="검색어" htmlFor="osc-as-search" width={260}>
            <Input
              id="osc-as-search"
              allowClear
              placeholder="AS 번호·주문번호·사유"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FilterItem>
          <FilterItem label="접수일">
            <YmdRangePicker
              label="접수일"
              ends="open"
              from={params.from}
              to={params.to}
              onChange={(from, to) => setParams({ from, to, page: 1 })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'osc-as-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.returnCode,
        loading: list.isFetching,
        emptyText: 'AS 접수가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
      onExcelDownload={() => downloadApi(outsourcingSalesApi.asExcel, { body }, 'AS목록.xlsx')}
    />
  );
};
