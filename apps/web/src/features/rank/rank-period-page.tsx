import { RANK_PERIOD_COLUMNS, type RankPeriodAmountRow, rankApi, toYmd } from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem, FilterPeriod } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { useRankPeriodAmounts } from './rank.api';

const COLUMNS = gridColumnsOf(RANK_PERIOD_COLUMNS);
const today = toYmd(new Date());
const DEFAULTS = { from: `${today.slice(0, 6)}01`, to: today, rank: '', customer: '', page: 1, size: 50 };

/**
 * Order/OrderCustRankPeriodAmount (거래처 등급별 기간 구매 금액): net purchases per customer over a
 * chosen period (sales less cancels and returns), its rank now and the rank the amount reaches.
 */
export const RankPeriodPage = () => {
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const query = {
    fromDate: params.from,
    toDate: params.to,
    rankCode: params.rank || null,
    customerCode: params.customer || null,
    page: params.page,
    size: params.size,
  };
  const list = useRankPeriodAmounts(query, params.from !== '' && params.to !== '');
  return (
    <ListPage<RankPeriodAmountRow>
      title="거래처 등급별 기간 구매 금액"
      description="기간의 순 구매 금액(매출 − 취소·반품, 거래처원장 기준)이 큰 거래처부터 나옵니다."
      onExcelDownload={() =>
        downloadApi(rankApi.periodAmountsExcel, { body: query }, '등급별기간구매금액.xlsx')
      }
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          <FilterPeriod label="기간" ends="closed" draft={draft} setDraft={setDraft} />
          <FilterItem label="현재 등급" htmlFor="rp-rank">
            <Input
              id="rp-rank"
              style={{ width: 100 }}
              value={draft.rank}
              onChange={(e) => setDraft({ ...draft, rank: e.target.value })}
            />
          </FilterItem>
          <FilterItem label="거래처 코드" htmlFor="rp-customer">
            <Input
              id="rp-customer"
              style={{ width: 120 }}
              value={draft.customer}
              onChange={(e) => setDraft({ ...draft, customer: e.target.value })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'order-cust-rank-period',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        emptyText: '기간에 구매한 거래처가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
