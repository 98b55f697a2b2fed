import {
  ASSOCIATION_POINTS_COLUMNS,
  type AssociationPointsRow,
  associationApi,
  associationScreens,
  linkTo,
} from '@erp/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { thisMonth, useAssociationPoints } from './association.api';
import { AssociationPeriodFilter } from './association-period-filter';

const COLUMNS = gridColumnsOf(ASSOCIATION_POINTS_COLUMNS);

/** Association/AssociationByPointsList (협회별 포인트): each member's association points in a period. */
export const AssociationPointsPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({ association: '', ...thisMonth(), page: 1, size: 50 });
  const [draft, setDraft] = useState(params);
  const query = {
    associationCode: params.association || null,
    from: params.from,
    to: params.to,
    page: params.page,
    size: params.size,
  };
  const list = useAssociationPoints(query);
  return (
    <ListPage<AssociationPointsRow>
      title="협회별 포인트"
      description="포인트 원장의 협회 포인트입니다: 기간의 적립·회수·지급과, 기간과 관계없는 미지급 잔여. Enter: 개별 지급"
      onExcelDownload={() => downloadApi(associationApi.pointsExcel, { body: query }, '협회별포인트.xlsx')}
      filterBar={
        <AssociationPeriodFilter
          draft={draft}
          setDraft={setDraft}
          onSearch={() => setParams({ ...draft, page: 1 })}
        />
      }
      table={{
        gridId: 'association-points',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        onRowOpen: (r) =>
          navigate(`${linkTo(associationScreens.associationPointIndividualProvision)}/${r.customerCode}`),
        emptyText: '협회 회원이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
