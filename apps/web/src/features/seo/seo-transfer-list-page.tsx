import {
  linkTo,
  seoApi,
  seoScreens,
  WAREHOUSE_MOVE_COLUMNS,
  WAREHOUSE_MOVE_LIST_SPEC,
  WAREHOUSE_MOVE_STATUS_LABELS,
  WAREHOUSE_MOVE_STATUSES,
  type WarehouseMoveStatus,
  type WarehouseMoveSummary,
} from '@erp/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';

const COLUMNS = gridColumnsOf(WAREHOUSE_MOVE_COLUMNS, { spec: WAREHOUSE_MOVE_LIST_SPEC });
const QUICK: readonly QuickField[] = [{ field: 'requestedAt', op: 'between' }];
const EXCEL = { contract: seoApi.transferExcel, fileName: '부산창고이동.xlsx' };

type Variant = {
  title: string;
  description: string;
  gridId: string;
  statuses: readonly WarehouseMoveStatus[] | null;
  empty: string;
  /** Where a row opens: the transfer (with the scan-in) or its slip. */
  slip?: boolean;
};

const TransferList = ({ variant }: { variant: Variant }) => {
  const navigate = useNavigate();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    seoApi.transferList,
    WAREHOUSE_MOVE_LIST_SPEC,
    {
      excel: EXCEL,
      fixed: variant.statuses ? [{ field: 'status', op: 'in', value: [...variant.statuses] }] : [],
    },
  );
  const options = useMemo(
    () => ({
      status: (variant.statuses ?? WAREHOUSE_MOVE_STATUSES).map((s) => ({
        value: s,
        label: WAREHOUSE_MOVE_STATUS_LABELS[s],
      })),
    }),
    [variant.statuses],
  );
  return (
    <ListPage<WarehouseMoveSummary>
      title={variant.title}
      description={variant.description}
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
        onRowOpen: (r) =>
          navigate(
            variant.slip
              ? linkTo(seoScreens.seoBusanWarehouseMoveSlipDetail, { code: r.code })
              : linkTo(seoScreens.seoBusanWarehouseTransferDetailList, { code: r.code }),
          ),
        emptyText: variant.empty,
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};

/** Seo/SeoBusanWarehouseTransferList: every move into the Busan warehouse. */
export const SeoBusanWarehouseTransferListPage = () => (
  <TransferList
    variant={{
      title: '부산 창고 이동 목록',
      description:
        '본사에서 부산 창고로 오는 이동입니다. Enter 또는 두 번 클릭: 이동 품목 (이동 중이면 입고 검수)',
      gridId: 'seo-transfer-list',
      statuses: null,
      empty: '조건에 맞는 이동이 없습니다.',
    }}
  />
);

/** Seo/SeoBusanWarehouseTransferringList: moves on the road to Busan, waiting for the scan-in. */
export const SeoBusanWarehouseTransferringListPage = () => (
  <TransferList
    variant={{
      title: '부산 이동 중 목록',
      description: '본사가 출고해 부산으로 오고 있는 이동입니다. 열어서 도착한 물건을 스캔하고 입고합니다.',
      gridId: 'seo-transferring-list',
      statuses: ['shipped'],
      empty: '부산으로 이동 중인 물건이 없습니다.',
    }}
  />
);

/** Seo/SeoBusanWarehouseMoveSlipList: the move slips (전표) into Busan, received ones included. */
export const SeoBusanWarehouseMoveSlipListPage = () => (
  <TransferList
    variant={{
      title: '부산 창고 이동 전표',
      description: '부산 창고로 들어온 이동 전표입니다. Enter 또는 두 번 클릭: 전표 상세',
      gridId: 'seo-move-slip-list',
      statuses: ['shipped', 'received'],
      empty: '조건에 맞는 이동 전표가 없습니다.',
      slip: true,
    }}
  />
);
