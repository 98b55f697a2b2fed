import {
  linkTo,
  STOCK_ABNORMAL_COLUMNS,
  STOCK_ABNORMAL_LIST_SPEC,
  STOCK_ABNORMAL_SECTION_LABELS,
  STOCK_ABNORMAL_SECTIONS,
  STOCK_COUNT_COLUMNS,
  STOCK_COUNT_LIST_SPEC,
  STOCK_COUNT_STATUS_LABELS,
  STOCK_COUNT_STATUSES,
  STOCK_MOVE_COLUMNS,
  STOCK_MOVE_LIST_SPEC,
  type StockAbnormalRow,
  type StockAbnormalSection,
  type StockCountRow,
  type StockMoveRow,
  stockAbnormalApi,
  stockApi,
  stockCountApi,
  stockCountScreens,
  stockMoveApi,
} from '@erp/domain';
import { Segmented } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';

const useWarehouseOptions = () => {
  const warehouses = useApiQuery(stockApi.warehouseList, {}, { staleTime: 10 * 60_000 });
  return useMemo(
    () => (warehouses.data ?? []).map((w) => ({ value: w.code, label: w.name })),
    [warehouses.data],
  );
};

const COUNT_COLUMNS = gridColumnsOf(STOCK_COUNT_COLUMNS, { spec: STOCK_COUNT_LIST_SPEC });
const STATUS_OPTIONS = STOCK_COUNT_STATUSES.map((s) => ({ value: s, label: STOCK_COUNT_STATUS_LABELS[s] }));

/** StockScheduleList: every count with its progress; Enter or a double click opens its plan. */
export const StockScheduleListPage = () => {
  const navigate = useNavigate();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    stockCountApi.list,
    STOCK_COUNT_LIST_SPEC,
    {
      excel: { contract: stockCountApi.excel, fileName: '재고실사목록.xlsx' },
    },
  );
  const warehouses = useWarehouseOptions();
  return (
    <ListPage<StockCountRow>
      title="재고 실사 목록"
      description="계획한 실사와 진행, 차이, 승인을 봅니다. 줄을 두 번 누르거나 Enter로 계획을 엽니다."
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={{ status: STATUS_OPTIONS, warehouseCode: warehouses }}
          quickFields={[
            { field: 'plannedOn', op: 'between' as const, width: 260 },
            { field: 'status', op: 'in' as const, width: 220 },
            { field: 'warehouseCode', op: 'in' as const, width: 200 },
          ]}
          keywordPlaceholder="실사 번호·비고"
        />
      }
      table={{
        gridId: 'stock-count-list',
        columns: COUNT_COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (r) => r.code,
        onRowOpen: (r) => navigate(linkTo(stockCountScreens.stockScheduleRegisterOf, { code: r.code })),
        emptyText: '조건에 맞는 재고 실사가 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};

const ABNORMAL_COLUMNS = gridColumnsOf(STOCK_ABNORMAL_COLUMNS, { spec: STOCK_ABNORMAL_LIST_SPEC });
const isSection = (v: string | null): v is StockAbnormalSection =>
  STOCK_ABNORMAL_SECTIONS.some((s) => s === v);

const AbnormalList = ({ section }: { section: StockAbnormalSection }) => {
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    stockAbnormalApi.list,
    STOCK_ABNORMAL_LIST_SPEC,
    {
      excel: { contract: stockAbnormalApi.excel, fileName: '이상재고.xlsx' },
      fixed: [{ field: 'section', op: 'eq', value: section }],
    },
  );
  const warehouses = useWarehouseOptions();
  return (
    <ListPage<StockAbnormalRow>
      title={`이상 재고: ${STOCK_ABNORMAL_SECTION_LABELS[section]}`}
      description="마이너스·미출고 재고, 낱개 바코드 수와 맞지 않는 재고, 실사한 적 없는 재고를 찾아 실사 대상을 정합니다."
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={{ warehouseCode: warehouses }}
          quickFields={[{ field: 'warehouseCode', op: 'eq' as const, width: 200 }]}
          keywordPlaceholder="품목 코드"
        />
      }
      table={{
        gridId: 'stock-abnormal-list',
        columns: ABNORMAL_COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (r) => `${r.warehouseCode}|${r.partCode}`,
        emptyText: '해당하는 재고가 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};

/** StockAbnormal: the three sections, one at a time (the choice stays in the address). */
export const StockAbnormalPage = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('section');
  const section = isSection(raw) ? raw : 'negative';
  return (
    <>
      <Segmented
        aria-label="이상 재고 구분"
        value={section}
        onChange={(v) => setParams({ section: String(v) }, { replace: true })}
        options={STOCK_ABNORMAL_SECTIONS.map((s) => ({ value: s, label: STOCK_ABNORMAL_SECTION_LABELS[s] }))}
        style={{ marginBottom: 8 }}
      />
      <AbnormalList key={section} section={section} />
    </>
  );
};

const MOVE_COLUMNS = gridColumnsOf(STOCK_MOVE_COLUMNS, { spec: STOCK_MOVE_LIST_SPEC });

/** StockChangeRecord/:code: the stock moves one document (a count, an order…) made. */
export const StockChangeRecordPage = () => {
  const { code = '' } = useParams();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    stockMoveApi.list,
    STOCK_MOVE_LIST_SPEC,
    {
      excel: { contract: stockMoveApi.excel, fileName: `재고변경_${code}.xlsx` },
      fixed: [{ field: 'docCode', op: 'eq', value: code }],
    },
  );
  return (
    <ListPage<StockMoveRow>
      title={`재고 변경 내역: ${code}`}
      description="이 문서가 움직인 재고입니다. 실사는 승인할 때 차이만큼 실사 조정으로 반영됩니다."
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar {...filterBar} options={{}} quickFields={[]} keywordPlaceholder="품번·품목 코드" />
      }
      table={{
        gridId: 'stock-change-record',
        columns: MOVE_COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (m) => String(m.id),
        emptyText: '이 문서로 움직인 재고가 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
