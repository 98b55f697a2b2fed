import { PlusOutlined } from '@ant-design/icons';
import { type ListQuery, normalizePartNumber, PART_SET_LIST_SPEC, toYmd } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDataChange } from '../../components/data-sync/data-change';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListUrlState } from '../../components/list-page/use-list-url-state';
import { addDays } from '../part-report/report-period';
import { partSetKeys, usePartSetList } from './part-set.api';
import { PART_SET_COLUMNS, type PartSetRow } from './part-set-columns';
import { PART_SET_PATHS } from './part-set-paths';

const QUICK_FIELDS = [
  { field: 'partNo', op: 'startsWith' as const, placeholder: '품번 앞부분', width: 160 },
  { field: 'componentCode', op: 'eq' as const, placeholder: '구성 품목 코드 (P…)', width: 170 },
  { field: 'active', op: 'eq' as const, width: 130 },
];
const NEW_DAYS = 30;

/** PartSetList and PartSetNewList (sets registered in the last 30 days, newest first). */
const SetList = ({ recent }: { recent: boolean }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tableRef = useRef<DataTableHandle>(null);
  const { query, filterBar, sortBy, goTo } = useListUrlState(PART_SET_LIST_SPEC);
  const since = useMemo(() => addDays(toYmd(new Date()), -(NEW_DAYS - 1)), []);
  // The set list compares part numbers in their normalised form (no spaces or hyphens, upper
  // case), so 'CAPAS-SET' must be sent as 'CAPASSET' to match.
  const filters = query.filters.map((f) =>
    f.field === 'partNo' && typeof f.value === 'string' ? { ...f, value: normalizePartNumber(f.value) } : f,
  );
  const effective: ListQuery = {
    ...query,
    filters: recent ? [...filters, { field: 'createdAt', op: 'gte', value: since }] : filters,
  };
  const list = usePartSetList(effective);
  useDataChange('part-set', () => void queryClient.invalidateQueries({ queryKey: partSetKeys.all }));
  return (
    <ListPage<PartSetRow>
      title={recent ? '신규 세트 목록' : '세트 목록'}
      description={
        recent
          ? `최근 ${NEW_DAYS}일 동안 등록한 세트입니다. 세트는 주문에서 구성 품목으로 나뉘어 팔립니다.`
          : '세트는 주문에서 구성 품목으로 나뉘어 팔립니다. Enter 또는 두 번 클릭: 구성 수정'
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PART_SET_PATHS.register)}>
          세트 등록
        </Button>
      }
      filterBar={
        <SpecFilterBar
          {...filterBar}
          quickFields={QUICK_FIELDS}
          keywordPlaceholder="세트명·차종"
          onLeaveDown={() => tableRef.current?.focusFirstRow()}
        />
      }
      table={{
        gridId: recent ? 'part-set-new-list' : 'part-set-list',
        columns: PART_SET_COLUMNS,
        ...pagedRows(list, query, sortBy),
        rowId: (r) => r.code,
        onRowOpen: (r) => navigate(PART_SET_PATHS.modify(r.code)),
        emptyText: recent
          ? `최근 ${NEW_DAYS}일 동안 등록한 세트가 없습니다.`
          : '조건에 맞는 세트가 없습니다.',
        handleRef: tableRef,
      }}
      paging={pagedPaging(list, query, goTo)}
    />
  );
};

export const PartSetListPage = () => <SetList recent={false} />;
export const PartSetNewListPage = () => <SetList recent />;
