import { outsourcingSalesApi, PARTNER_PRODUCT_COLUMNS, type PartnerProductRow } from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';

const COLUMNS = gridColumnsOf(PARTNER_PRODUCT_COLUMNS);
const DEFAULTS = { q: '', page: 1, size: 50 };

/** {Partner}ProductList: the parts head office supplies to the partner, at the partner's price. */
export const PartnerProductListPage = () => {
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const body = { search: params.q, page: params.page, size: params.size };
  const list = useApiQuery(outsourcingSalesApi.productList, { body });
  return (
    <ListPage<PartnerProductRow>
      title="상품 목록"
      description="본사가 공급하는 품목과 협력사 단가입니다. 주문 요청에 품목 코드를 적으면 처리가 빨라집니다."
      filterBar={
        <FilterCard onSearch={() => setParams({ q: search.trim(), page: 1 })}>
          <FilterItem label="검색어" htmlFor="osc-product-search" width={280}>
            <Input
              id="osc-product-search"
              allowClear
              placeholder="품번·품명·차종·품목코드"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'osc-product-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.partCode,
        loading: list.isFetching,
        emptyText: '품목이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
      onExcelDownload={() => downloadApi(outsourcingSalesApi.productExcel, { body }, '상품목록.xlsx')}
    />
  );
};
