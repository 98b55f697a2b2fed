import { PROPER_STOCK_COLUMNS, type ProperStockRow } from '@erp/domain';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { urlPaging } from '../../components/list-page/paged-list';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard } from '../../components/screen-parts/filter-card';
import { useProperStock } from './part-info.api';
import { PART_INFO_PATHS } from './part-info-paths';
import { WarehouseSelect } from './warehouse-select';

const DEFAULTS = { warehouseCode: '', keyword: '', page: 1, size: 50 };
const COLUMNS = gridColumnsOf(PROPER_STOCK_COLUMNS, {
  overrides: { shortage: { cellClass: 'erp-cell-number erp-status-suspended' } },
});

/**
 * PartProperStockRecordList[/:type]: parts whose stock is under their proper (minimum) stock, in
 * all warehouses or one, the biggest shortage first. Enter or a double click opens its locations.
 */
export const PartProperStockPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [keyword, setKeyword] = useState(params.keyword);
  useEffect(() => setKeyword(params.keyword), [params.keyword]);
  const list = useProperStock({
    page: params.page,
    size: params.size,
    ...(params.warehouseCode ? { warehouseCode: params.warehouseCode } : {}),
    ...(params.keyword ? { keyword: params.keyword } : {}),
  });
  return (
    <ListPage<ProperStockRow>
      title="적정 재고 미달 품목"
      description="현재고가 적정 재고보다 적은 품목입니다. 재고는 재고 원장(입출고 기록)의 합계입니다."
      filterBar={
        <FilterCard onSearch={() => setParams({ keyword: keyword.trim(), page: 1 })}>
          <WarehouseSelect
            width={180}
            value={params.warehouseCode}
            onChange={(warehouseCode) => setParams({ warehouseCode, page: 1 })}
          />
          <Input
            aria-label="검색어"
            placeholder="품명·차종"
            allowClear
            style={{ width: 220 }}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </FilterCard>
      }
      table={{
        gridId: 'part-proper-stock',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.partCode,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(PART_INFO_PATHS.locations(r.partCode)),
        emptyText: '적정 재고보다 적은 품목이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
