import {
  customerMoneyScreens,
  depositApi,
  linkTo,
  PROFIT_LOSS_COLUMNS,
  type ProfitLossRow,
  toYmd,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterPeriod } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';

const COLUMNS = gridColumnsOf(PROFIT_LOSS_COLUMNS, {
  overrides: { profit: { cellClassRules: { 'erp-cell-negative': ({ value }) => Number(value) < 0 } } },
});
const today = toYmd(new Date());
const DEFAULTS = { from: `${today.slice(0, 4)}0101`, to: today, page: 1, size: 50 };

/**
 * CustLossAmountInfoAllList[/:type] (거래처 손익; type 'loss' lists the customers sold at a loss)
 * and CustLossAmountInfoList/:custcode (one customer by month): net sales less returns and cost.
 */
export const ProfitLossPage = () => {
  const { custcode = '', type } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const query = {
    fromDate: params.from,
    toDate: params.to,
    customerCode: custcode || null,
    type: type === 'loss' ? ('loss' as const) : ('all' as const),
    page: params.page,
    size: params.size,
  };
  const list = useApiQuery(depositApi.profitLoss, { body: query }, { placeholderData: keepPreviousData });
  const title = custcode
    ? `거래처 손익 (${custcode}, 월별)`
    : type === 'loss'
      ? '거래처 손익 (손실 거래처)'
      : '거래처 손익';
  return (
    <ListPage<ProfitLossRow>
      title={title}
      description="매출(공급가, 취소분 제외) − 반품 − 원가(판매 당시 매입 단가). Enter 또는 두 번 클릭: 거래처의 월별 손익"
      onExcelDownload={() => downloadApi(depositApi.profitLossExcel, { body: query }, '거래처손익.xlsx')}
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          <FilterPeriod label="주문일" ends="closed" draft={draft} setDraft={setDraft} />
        </FilterCard>
      }
      table={{
        gridId: 'cust-loss-amount',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.key,
        loading: list.isFetching,
        onRowOpen: custcode
          ? undefined
          : (r) =>
              navigate(linkTo(customerMoneyScreens.custLossAmountInfoList, { custcode: r.customerCode })),
        emptyText: '기간에 매출이 있는 거래처가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
