import { outsourcingSalesApi, PARTNER_SALE_COLUMNS, type PartnerSaleRow } from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem, YmdRangePicker } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';

const COLUMNS = gridColumnsOf(PARTNER_SALE_COLUMNS);
const DEFAULTS = { q: '', from: '', to: '', page: 1, size: 50 };

/** {Partner}ProductOrderList: the parts of the partner's fixed orders, line by line. */
const SalesList = ({ title }: { title: string }) => {
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const body = {
    search: params.q,
    fromYmd: params.from || undefined,
    toYmd: params.to || undefined,
    page: params.page,
    size: params.size,
  };
  const list = useApiQuery(outsourcingSalesApi.salesList, { body });
  return (
    <ListPage<PartnerSaleRow>
      title={title}
      description="본사가 확정한 내 주문의 품목별 수량과 금액입니다 (취소 수량 포함)."
      filterBar={
        <FilterCard onSearch={() => setParams({ q: search.trim(), page: 1 })}>
          <FilterItem label="검색어" htmlFor="osc-sales-search" width={260}>
            <Input
              id="osc-sales-search"
              allowClear
              placeholder="주문번호·품목·차대번호"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FilterItem>
          <FilterItem label="확정일">
            <YmdRangePicker
              label="확정일"
              ends="open"
              from={params.from}
              to={params.to}
              onChange={(from, to) => setParams({ from, to, page: 1 })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'osc-sales-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => `${r.orderCode}-${r.lineNo}`,
        loading: list.isFetching,
        emptyText: '확정된 주문 품목이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
      onExcelDownload={() => downloadApi(outsourcingSalesApi.salesExcel, { body }, '품목주문목록.xlsx')}
    />
  );
};

export const HrProductOrderListPage = () => <SalesList title="품목 주문 목록" />;
export const AutoRemanProductOrderListPage = () => <SalesList title="품목 주문 목록" />;
export const TaeGyeongProductOrderListPage = () => <SalesList title="품목 매출 목록" />;
