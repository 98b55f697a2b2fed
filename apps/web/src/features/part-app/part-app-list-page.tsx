import { FileExcelOutlined } from '@ant-design/icons';
import { PART_APP_LIST_SPEC, type PartAppInfo } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDataChange } from '../../components/data-sync/data-change';
import { formatCount, formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn, DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListUrlState } from '../../components/list-page/use-list-url-state';
import { partAppKeys, usePartAppList } from './part-app.api';
import { PART_APP_PATHS } from './part-app-paths';

const num = { type: 'rightAligned', cellClass: 'erp-cell-number' } as const;
const yesNo = (p: { value: unknown }) => (p.value ? '예' : '');
const sortable = (f: keyof typeof PART_APP_LIST_SPEC.fields) => 'sortable' in PART_APP_LIST_SPEC.fields[f];

const COLUMNS: DataColumn<PartAppInfo>[] = [
  {
    colId: 'partCode',
    headerName: '품목 코드',
    field: 'partCode',
    width: 110,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
    sortable: sortable('partCode'),
  },
  { colId: 'partNo', headerName: '품번', field: 'partNo', width: 150, sortable: sortable('partNo') },
  {
    colId: 'name',
    headerName: '품명',
    field: 'name',
    width: 190,
    tooltip: true,
    sortable: sortable('name'),
  },
  { colId: 'carModel', headerName: '차종', field: 'carModel', width: 110 },
  { colId: 'appVisible', headerName: '앱 노출', field: 'appVisible', width: 80, valueFormatter: yesNo },
  { colId: 'appName', headerName: '앱 표시 이름', field: 'appName', width: 170 },
  {
    colId: 'appCategory',
    headerName: '앱 분류',
    field: 'appCategory',
    width: 110,
    sortable: sortable('appCategory'),
  },
  {
    colId: 'salePrice',
    headerName: '판매가',
    field: 'salePrice',
    width: 100,
    ...num,
    valueFormatter: (p) => formatWon(p.value as number),
  },
  {
    colId: 'appPrice',
    headerName: '앱 판매가',
    field: 'appPrice',
    width: 100,
    ...num,
    valueFormatter: (p) => formatWon(p.value as number | null),
  },
  {
    colId: 'appSort',
    headerName: '정렬',
    field: 'appSort',
    width: 70,
    ...num,
    sortable: sortable('appSort'),
    valueFormatter: (p) => formatCount(p.value as number),
  },
  { colId: 'asAvailable', headerName: 'A/S 대상', field: 'asAvailable', width: 85, valueFormatter: yesNo },
  {
    colId: 'asMonths',
    headerName: 'A/S 기간',
    field: 'asMonths',
    width: 85,
    ...num,
    valueFormatter: (p) => (p.value ? `${p.value}개월` : ''),
  },
  {
    colId: 'updatedAt',
    headerName: '수정일',
    field: 'updatedAt',
    width: 105,
    valueFormatter: (p) => formatKstDate(p.value as string | null),
  },
];

const QUICK_FIELDS = [
  { field: 'partNo', op: 'startsWith' as const, placeholder: '품번 앞부분', width: 150 },
  { field: 'appVisible', op: 'eq' as const, width: 120 },
  { field: 'asAvailable', op: 'eq' as const, width: 120 },
];

const AppList = ({ asOnly }: { asOnly: boolean }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tableRef = useRef<DataTableHandle>(null);
  const { query, filterBar, sortBy, goTo } = useListUrlState(PART_APP_LIST_SPEC);
  const list = usePartAppList(query, asOnly);
  useDataChange('part-app', () => void queryClient.invalidateQueries({ queryKey: partAppKeys.all }));
  return (
    <ListPage<PartAppInfo>
      title={asOnly ? 'A/S 대상 품목' : '앱 품목 정보'}
      description={
        asOnly
          ? '모바일 앱에서 A/S를 받을 수 있는 품목입니다. Enter 또는 두 번 클릭: 앱 정보 수정'
          : '모바일 앱에 보일 이름·가격·분류·A/S 정보입니다. Enter 또는 두 번 클릭: 앱 정보 수정'
      }
      actions={
        !asOnly && (
          <Button icon={<FileExcelOutlined />} onClick={() => navigate(PART_APP_PATHS.excel)}>
            엑셀 등록
          </Button>
        )
      }
      filterBar={
        <SpecFilterBar
          {...filterBar}
          quickFields={asOnly ? QUICK_FIELDS.slice(0, 2) : QUICK_FIELDS}
          keywordPlaceholder="품명·차종"
          onLeaveDown={() => tableRef.current?.focusFirstRow()}
        />
      }
      table={{
        gridId: asOnly ? 'part-app-as-list' : 'part-app-list',
        columns: COLUMNS,
        ...pagedRows(list, query, sortBy),
        rowId: (r) => r.partCode,
        onRowOpen: (r) => navigate(PART_APP_PATHS.modify(r.partCode)),
        emptyText: asOnly ? 'A/S 대상으로 정한 품목이 없습니다.' : '조건에 맞는 품목이 없습니다.',
        handleRef: tableRef,
      }}
      paging={pagedPaging(list, query, goTo)}
    />
  );
};

/** Part/App/PartAppInfo: every part with its app data (or the defaults). */
export const PartAppInfoPage = () => <AppList asOnly={false} />;
/** Part/App/As/AsYProductList: the parts the app offers A/S for. */
export const AsYProductListPage = () => <AppList asOnly />;
