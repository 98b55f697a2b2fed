import {
  linkTo,
  WAREHOUSE_MOVE_CHOICES,
  WAREHOUSE_MOVE_COLUMNS,
  WAREHOUSE_MOVE_LIST_SPEC,
  WAREHOUSE_MOVE_STATUS_LABELS,
  WAREHOUSE_MOVE_STATUSES,
  type WarehouseMoveChoice,
  type WarehouseMoveStatus,
  type WarehouseMoveSummary,
  warehouseMoveApi,
  warehouseMoveScreens,
} from '@erp/domain';
import { Alert, Segmented } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { AddButton } from '../../components/screen-parts/add-button';
import { useMovePlaces } from './warehouse-move.api';

const COLUMNS = gridColumnsOf(WAREHOUSE_MOVE_COLUMNS, { spec: WAREHOUSE_MOVE_LIST_SPEC });
const S = warehouseMoveScreens;
const QUICK: readonly QuickField[] = [
  { field: 'requestedAt', op: 'between' },
  { field: 'fromWarehouseCode', op: 'eq', width: 160 },
  { field: 'toWarehouseCode', op: 'eq', width: 160 },
];
const EXCEL = { contract: warehouseMoveApi.excel, fileName: '창고이동목록.xlsx' };

type Variant = {
  title: string;
  description: string;
  gridId: string;
  /** The statuses this screen is about (none: every status, chosen in the filter). */
  statuses: readonly WarehouseMoveStatus[] | null;
  open: (r: WarehouseMoveSummary) => string;
  empty: string;
  head?: React.ReactNode;
};

const eachList = (r: WarehouseMoveSummary) => linkTo(S.warehouseMoveEachList, { code: r.code });
/** A move in transit opens at the destination's scan station; any other at its lines. */
const byStage = (r: WarehouseMoveSummary) =>
  r.status === 'shipped' ? `${linkTo(S.warehouseMoveExamination)}?code=${r.code}` : eachList(r);

const MoveListPage = ({ variant }: { variant: Variant }) => {
  const navigate = useNavigate();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    warehouseMoveApi.list,
    WAREHOUSE_MOVE_LIST_SPEC,
    {
      excel: EXCEL,
      fixed: variant.statuses ? [{ field: 'status', op: 'in', value: [...variant.statuses] }] : [],
    },
  );
  const places = useMovePlaces();
  const options = useMemo(
    () => ({
      fromWarehouseCode: places,
      toWarehouseCode: places,
      status: (variant.statuses ?? WAREHOUSE_MOVE_STATUSES).map((s) => ({
        value: s,
        label: WAREHOUSE_MOVE_STATUS_LABELS[s],
      })),
    }),
    [places, variant.statuses],
  );
  return (
    <>
      {variant.head}
      <ListPage<WarehouseMoveSummary>
        title={variant.title}
        description={variant.description}
        actions={<AddButton to={linkTo(S.warehouseMoveRegister)}>이동 등록</AddButton>}
        onExcelDownload={downloadExcel}
        filterBar={
          <SpecFilterBar
            {...filterBar}
            options={options}
            quickFields={variant.statuses ? QUICK : [...QUICK, { field: 'status', op: 'eq', width: 120 }]}
            keywordPlaceholder="이동 번호·비고"
          />
        }
        table={{
          gridId: variant.gridId,
          columns: COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => r.code,
          onRowOpen: (r) => navigate(variant.open(r)),
          emptyText: variant.empty,
        }}
        paging={pagedPaging(page, query, goTo)}
      />
    </>
  );
};

/** Warehouse/WarehouseMoveList: every move by period, place, status and part; Excel. */
export const WarehouseMoveListPage = () => (
  <MoveListPage
    variant={{
      title: '창고 이동 목록',
      description: '기간·창고·상태·품목으로 찾습니다. Enter 또는 두 번 클릭: 이동 품목 보기',
      gridId: 'warehouse-move-list',
      statuses: null,
      open: eachList,
      empty: '조건에 맞는 창고 이동이 없습니다.',
    }}
  />
);

/** Warehouse/WarehouseMoveList/:type: the list opened on one status (requested, shipped, received, cancelled). */
export const WarehouseMoveListOfPage = () => {
  const { type = '' } = useParams();
  const status = (WAREHOUSE_MOVE_STATUSES as readonly string[]).includes(type)
    ? (type as WarehouseMoveStatus)
    : null;
  if (!status)
    return (
      <Alert
        type="warning"
        showIcon
        title={`알 수 없는 상태입니다 (${type}). requested·shipped·received·cancelled 중 하나입니다.`}
      />
    );
  return (
    <MoveListPage
      key={status}
      variant={{
        title: `창고 이동 목록 · ${WAREHOUSE_MOVE_STATUS_LABELS[status]}`,
        description: 'Enter 또는 두 번 클릭: 이동 중인 건은 입고 검수, 그 밖에는 이동 품목',
        gridId: 'warehouse-move-list-of',
        statuses: [status],
        open: byStage,
        empty: `${WAREHOUSE_MOVE_STATUS_LABELS[status]} 상태의 창고 이동이 없습니다.`,
      }}
    />
  );
};

/** Examination/Request/RequestExaminationList: requests waiting to ship and moves waiting to be received. */
export const RequestExaminationListPage = () => (
  <MoveListPage
    variant={{
      title: '창고 이동 요청 목록',
      description: '처리할 이동입니다: 요청은 열어서 출고하고, 이동 중인 건은 열면 입고 검수로 갑니다.',
      gridId: 'warehouse-move-requests',
      statuses: ['requested', 'shipped'],
      open: byStage,
      empty: '처리할 창고 이동이 없습니다.',
    }}
  />
);

const CHOICE_LABELS: Record<WarehouseMoveChoice, string> = {
  request: '출고 대기 (요청)',
  ship: '입고 대기 (이동 중)',
  receive: '입고 완료',
};

/** Warehouse/WarehouseMoveCheck/:choice: the board of one stage (request → ship → receive). */
export const WarehouseMoveCheckPage = () => {
  const { choice = 'request' } = useParams();
  const navigate = useNavigate();
  const stage = (choice in WAREHOUSE_MOVE_CHOICES ? choice : 'request') as WarehouseMoveChoice;
  const tabs = (
    <Segmented<WarehouseMoveChoice>
      style={{ marginBottom: 8 }}
      value={stage}
      options={(Object.keys(CHOICE_LABELS) as WarehouseMoveChoice[]).map((c) => ({
        value: c,
        label: CHOICE_LABELS[c],
      }))}
      onChange={(c) => navigate(linkTo(S.warehouseMoveCheck, { choice: c }))}
    />
  );
  return (
    <MoveListPage
      key={stage}
      variant={{
        title: `창고 이동 확인 · ${CHOICE_LABELS[stage]}`,
        description:
          stage === 'request'
            ? '출고할 요청입니다. 열어서 재고를 확인하고 출고합니다.'
            : stage === 'ship'
              ? '입고 창고에서 검수할 이동입니다. 열면 입고 검수 화면으로 갑니다.'
              : '입고를 마친 이동입니다 (부족·파손 포함).',
        gridId: 'warehouse-move-check',
        statuses: [WAREHOUSE_MOVE_CHOICES[stage]],
        open: byStage,
        empty: '해당 단계의 창고 이동이 없습니다.',
        head: tabs,
      }}
    />
  );
};
