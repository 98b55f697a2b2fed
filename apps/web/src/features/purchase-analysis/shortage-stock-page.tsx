import { type ProperStockRow, SHORTAGE_COLUMNS } from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatWon } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { urlPaging } from '../../components/list-page/paged-list';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard } from '../../components/screen-parts/filter-card';
import { WarehouseSelect } from '../part-info/warehouse-select';
import { downloadShortage, useShortage } from './purchase-analysis.api';
import { PURCHASE_ANALYSIS_PATHS as P } from './purchase-analysis-paths';

const COLUMNS = gridColumnsOf(SHORTAGE_COLUMNS, {
  overrides: { shortage: { cellClass: 'erp-cell-number erp-cell-strong' } },
});

/**
 * ShortageStock: parts whose on-hand (all warehouses, or one) is under their proper stock, with the
 * quantity that fills them up and its cost at the part's purchase price. Parts have no separate
 * minimum stock field, so the proper stock is the line. Rows are selectable to total an order.
 */
export const ShortageStockPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({ warehouse: '', q: '', page: 1, size: 50 });
  const [keyword, setKeyword] = useState(params.q);
  const [selected, setSelected] = useState<ProperStockRow[]>([]);
  const query = {
    page: params.page,
    size: params.size,
    warehouseCode: params.warehouse || null,
    keyword: params.q || null,
  };
  const list = useShortage(query);
  const selectedQty = selected.reduce((n, r) => n + r.shortage, 0);
  const selectedCost = selected.reduce((n, r) => n + r.shortage * r.purchasePrice, 0);
  return (
    <ListPage<ProperStockRow>
      title="부족 재고"
      description="적정 재고보다 적은 품목과 채울 수량(적정 − 현재고)입니다. 두 번 클릭하면 매입처별 가격 비교가 열립니다."
      onExcelDownload={() => downloadShortage(query)}
      filterBar={
        <FilterCard>
          <WarehouseSelect
            width={160}
            value={params.warehouse}
            onChange={(warehouse) => setParams({ warehouse, page: 1 })}
          />
          <Input.Search
            aria-label="검색어"
            placeholder="품번·품명"
            style={{ width: 240 }}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(q) => setParams({ q: q.trim(), page: 1 })}
            enterButton="조회"
          />
        </FilterCard>
      }
      table={{
        gridId: 'purchase-shortage-stock',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.partCode,
        loading: list.isFetching,
        selection: 'multi',
        onSelectionChange: setSelected,
        onRowOpen: (r) => navigate(P.priceOf(r.partCode)),
        toolbar: selected.length > 0 && (
          <span data-testid="shortage-selected">
            선택 {selected.length}품목 · 제안 수량 {selectedQty.toLocaleString('ko-KR')}개 · 예상 금액{' '}
            {formatWon(selectedCost)}원
          </span>
        ),
        emptyText: '적정 재고보다 적은 품목이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
