import {
  KIND_PERCENT_COLUMNS,
  type KindPercentRow,
  linkTo,
  stockProperApi,
  stockProperScreens,
} from '@erp/domain';
import { Card, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { SearchButton } from '../../components/list-page/search-button';
import { useUrlParams } from '../../components/list-page/url-params';
import { WarehouseSelect } from '../part-info/warehouse-select';
import { useKindPercent } from './stock-proper.api';

const COLUMNS = gridColumnsOf(KIND_PERCENT_COLUMNS, {
  overrides: { percent: { type: 'rightAligned', cellClass: 'erp-cell-number' } },
});

/** The threshold of the address (/StockKindPercentLessList/50), else 100 %. */
const percentOf = (type: string | undefined): number => {
  const n = Number(type);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 100;
};

/**
 * Stock/StockKindPercentLessList[/:type]: part kinds whose stock on hand is below `type` % of their
 * proper stock (company-wide: the parts' 적정 재고; one warehouse: its levels). `/:type` is the
 * threshold in percent, so a bookmark opens the list at 30 % or 50 %.
 */
export const KindPercentPage = () => {
  const navigate = useNavigate();
  const { type } = useParams();
  const percent = percentOf(type);
  const [draft, setDraft] = useState(percent);
  const [params, setParams] = useUrlParams({ warehouse: '', page: 1, size: 50 });
  const query = {
    percent,
    page: params.page,
    size: params.size,
    ...(params.warehouse ? { warehouseCode: params.warehouse } : {}),
  };
  const list = useKindPercent(query);
  return (
    <ListPage<KindPercentRow>
      title={`분류별 적정 재고 미달 (${percent}% 미만)`}
      description="품목 분류마다 현재고가 적정 재고 합계의 기준(%)보다 적은 분류입니다. 충족률이 낮은 분류부터 나옵니다."
      onExcelDownload={() =>
        downloadApi(stockProperApi.kindPercentExcel, { body: query }, '분류별적정재고미달.xlsx')
      }
      filterBar={
        <Card size="small" className="erp-filter-card">
          <Space wrap>
            <Space.Compact>
              <InputNumber
                aria-label="기준(%)"
                min={1}
                max={1000}
                precision={0}
                value={draft}
                onChange={(v) => setDraft(v ?? 100)}
                onPressEnter={() =>
                  navigate(linkTo(stockProperScreens.stockKindPercentLessListOf, { type: String(draft) }))
                }
              />
              <Input className="erp-range-sep" disabled value="% 미만" tabIndex={-1} style={{ width: 80 }} />
            </Space.Compact>
            <WarehouseSelect
              width={160}
              value={params.warehouse}
              onChange={(warehouse) => setParams({ warehouse, page: 1 })}
            />
            <SearchButton
              onClick={() =>
                navigate(linkTo(stockProperScreens.stockKindPercentLessListOf, { type: String(draft) }))
              }
            />
          </Space>
        </Card>
      }
      table={{
        gridId: 'stock-kind-percent',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.kindCode || '-',
        loading: list.isFetching,
        emptyText: '기준보다 재고가 적은 분류가 없습니다.',
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page: size === params.size ? page : 1, size }),
      }}
    />
  );
};
