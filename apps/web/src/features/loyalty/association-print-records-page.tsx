import { associationScreens, linkTo, PRINT_RECORD_COLUMNS, type PrintRecordRow } from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { usePrintRecords } from './association.api';

const COLUMNS = gridColumnsOf(PRINT_RECORD_COLUMNS);

/**
 * Association/AssociationPointPrintRecordList[/:type] (협회 포인트 출력 기록): every print and
 * re-print of a point statement: who, when, which payout. Enter: the re-print screen.
 */
export const AssociationPrintRecordsPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({ payout: '', page: 1, size: 50 });
  const [draft, setDraft] = useState(params);
  const list = usePrintRecords({ payoutCode: params.payout || null, page: params.page, size: params.size });
  return (
    <ListPage<PrintRecordRow>
      title="협회 포인트 출력 기록"
      description="협회 포인트 명세서를 인쇄·재인쇄할 때마다 남는 기록입니다. Enter 또는 두 번 클릭: 재인쇄"
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          <FilterItem label="지급 번호" htmlFor="pr-payout">
            <Input
              id="pr-payout"
              style={{ width: 180 }}
              value={draft.payout}
              onChange={(e) => setDraft({ ...draft, payout: e.target.value })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'association-print-records',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        onRowOpen: (r) => navigate(linkTo(associationScreens.associationRePrint, { code: r.payoutCode })),
        emptyText: '출력 기록이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
