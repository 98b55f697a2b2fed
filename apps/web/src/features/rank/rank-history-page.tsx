import { RANK_HISTORY_COLUMNS, type RankHistoryRow, rankApi } from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { useRankHistory } from './rank.api';

const COLUMNS = gridColumnsOf(RANK_HISTORY_COLUMNS);
const DEFAULTS = { customer: '', rank: '', page: 1, size: 50 };

/** Customer/CustomerRankHistory[/:code] (등급 변경 이력): every change with its reason, newest first. */
export const RankHistoryPage = () => {
  const { code } = useParams();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const customerCode = code ?? (params.customer || null);
  const query = { customerCode, rankCode: params.rank || null, page: params.page, size: params.size };
  const list = useRankHistory(query);
  return (
    <ListPage<RankHistoryRow>
      title={code ? `등급 변경 이력 (${code})` : '등급 변경 이력'}
      description="재계산, 수동 지정, 수동 지정 종료로 바뀐 등급과 그 사유입니다."
      onExcelDownload={() => downloadApi(rankApi.historyExcel, { body: query }, '등급변경이력.xlsx')}
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          {!code && (
            <FilterItem label="거래처 코드" htmlFor="rh-customer">
              <Input
                id="rh-customer"
                style={{ width: 120 }}
                value={draft.customer}
                onChange={(e) => setDraft({ ...draft, customer: e.target.value })}
              />
            </FilterItem>
          )}
          <FilterItem label="변경 등급" htmlFor="rh-rank">
            <Input
              id="rh-rank"
              style={{ width: 100 }}
              value={draft.rank}
              onChange={(e) => setDraft({ ...draft, rank: e.target.value })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'customer-rank-history',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        emptyText: '등급 변경 이력이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
