import {
  FREIGHT_COST_COLUMNS,
  FREIGHT_COST_LIST_SPEC,
  FREIGHT_DOC_KIND_LABELS,
  FREIGHT_DOC_KINDS,
  FREIGHT_STATUS_LABELS,
  FREIGHT_STATUSES,
  type FreightCostSummary,
  freightCostApi,
  freightCostScreens,
  freightListType,
  linkTo,
} from '@erp/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { AddButton } from '../../components/screen-parts/add-button';
import { freightDocPath } from './freight-cost.api';

const COLUMNS = gridColumnsOf(FREIGHT_COST_COLUMNS, { spec: FREIGHT_COST_LIST_SPEC });
const EXCEL = { contract: freightCostApi.excel, fileName: '운임목록.xlsx' };
const OPTIONS = {
  docKind: FREIGHT_DOC_KINDS.map((k) => ({ value: k, label: FREIGHT_DOC_KIND_LABELS[k] })),
  status: FREIGHT_STATUSES.map((s) => ({ value: s, label: FREIGHT_STATUS_LABELS[s] })),
};

/**
 * FreightCostList[/:type] (운임 목록): the bills by day, document, carrier and status; `type` is a
 * document kind (purchase, move) or a status (posted, cancelled). A row opens its document's
 * registration screen, where the bill can be cancelled.
 */
export const FreightListPage = () => {
  const { type } = useParams();
  const navigate = useNavigate();
  const fixed = useMemo(() => {
    const { docKind, status } = freightListType(type);
    if (docKind) return [{ field: 'docKind', op: 'eq' as const, value: docKind }];
    if (status) return [{ field: 'status', op: 'eq' as const, value: status }];
    return [];
  }, [type]);
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    freightCostApi.list,
    FREIGHT_COST_LIST_SPEC,
    { excel: EXCEL, fixed },
  );
  const { docKind, status } = freightListType(type);
  const title = docKind
    ? `운임 목록 (${FREIGHT_DOC_KIND_LABELS[docKind]})`
    : status
      ? `운임 목록 (${FREIGHT_STATUS_LABELS[status]})`
      : '운임 목록';
  return (
    <ListPage<FreightCostSummary>
      title={title}
      description="등록일·지급일·문서·운송사·상태로 찾습니다. Enter 또는 두 번 클릭: 문서의 운임 등록 화면 (취소)"
      actions={<AddButton to={linkTo(freightCostScreens.freightCostRegistration)}>운임 등록</AddButton>}
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={OPTIONS}
          quickFields={[
            { field: 'createdAt', op: 'between' },
            { field: 'docCode', op: 'eq', width: 160 },
            ...(status ? [] : [{ field: 'status', op: 'eq' as const, width: 110 }]),
          ]}
        />
      }
      table={{
        gridId: 'freight-cost-list',
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (r) => r.code,
        onRowOpen: (r) => navigate(freightDocPath(r.docKind, r.docCode)),
        emptyText: '조건에 맞는 운임이 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
