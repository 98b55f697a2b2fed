import {
  DIRECT_EXAMINATION_COLUMNS,
  DIRECT_EXAMINATION_LIST_SPEC,
  DIRECT_EXAMINATION_STATUS_LABELS,
  DIRECT_EXAMINATION_STATUSES,
  type DirectExaminationSummary,
  directExaminationApi,
  directExaminationListType,
  directExaminationScreens,
  linkTo,
} from '@erp/domain';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { directPrintPath } from './direct-examination.api';

const COLUMNS = gridColumnsOf(DIRECT_EXAMINATION_COLUMNS, { spec: DIRECT_EXAMINATION_LIST_SPEC });
const EXCEL = { contract: directExaminationApi.excel, fileName: '직송검수목록.xlsx' };
const OPTIONS = {
  status: DIRECT_EXAMINATION_STATUSES.map((s) => ({ value: s, label: DIRECT_EXAMINATION_STATUS_LABELS[s] })),
};

/**
 * DirectExaminationList[/:type] (직송 검수 목록): shipments by request day, supplier, customer,
 * order and status; `type` is waiting, examined or all. A row opens its A4 request.
 */
export const DirectListPage = () => {
  const { type } = useParams();
  const navigate = useNavigate();
  const status = directExaminationListType(type);
  const fixed = useMemo(
    () => (status ? [{ field: 'status', op: 'eq' as const, value: status }] : []),
    [status],
  );
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    directExaminationApi.list,
    DIRECT_EXAMINATION_LIST_SPEC,
    { excel: EXCEL, fixed },
  );
  return (
    <ListPage<DirectExaminationSummary>
      title={status ? `직송 검수 목록 (${DIRECT_EXAMINATION_STATUS_LABELS[status]})` : '직송 검수 목록'}
      description="매입처가 거래처로 바로 보낸 물건입니다. Enter 또는 두 번 클릭: 검수 요청서"
      actions={
        <Button onClick={() => navigate(linkTo(directExaminationScreens.directExamination))}>
          직송 검수
        </Button>
      }
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={OPTIONS}
          quickFields={[
            { field: 'requestedAt', op: 'between' },
            { field: 'code', op: 'eq', width: 160 },
            ...(status ? [] : [{ field: 'status', op: 'eq' as const, width: 120 }]),
          ]}
        />
      }
      table={{
        gridId: 'direct-examination-list',
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (r) => r.code,
        onRowOpen: (r) => navigate(directPrintPath(r.code)),
        emptyText: '조건에 맞는 직송이 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
