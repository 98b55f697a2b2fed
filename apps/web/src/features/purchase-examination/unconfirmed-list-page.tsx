import { PURCHASE_LIST_SPEC, purchaseExaminationApi, type UnconfirmedArrival } from '@erp/domain';
import { formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { useListQuery } from '../../components/list-page/use-list-query';
import { PurchaseSpecList } from '../purchase/purchase-spec-list';
import { codeAndDayColumns, supplierSizeColumns } from '../purchase/supplier-doc-columns';
import { ARRIVAL_PATHS } from './purchase-examination.api';

const COLUMNS: DataColumn<UnconfirmedArrival>[] = [
  ...codeAndDayColumns<UnconfirmedArrival>('입고 번호', 'purchaseDate', '입고일'),
  {
    colId: 'ageDays',
    headerName: '경과일',
    field: 'ageDays',
    width: 76,
    type: 'rightAligned',
    valueFormatter: (p) => `${p.value as number}일`,
  },
  {
    colId: 'examStatus',
    headerName: '검수',
    field: 'examStatusLabel',
    width: 90,
    cellClass: 'erp-cell-center',
  },
  ...supplierSizeColumns<UnconfirmedArrival>(),
  { colId: 'examinedQty', headerName: '검수 수량', field: 'examinedQty', width: 86, type: 'rightAligned' },
  {
    colId: 'total',
    headerName: '합계',
    field: 'total',
    width: 110,
    type: 'rightAligned',
    sortable: true,
    valueFormatter: (p) => formatWon(p.value as number),
  },
  { colId: 'memo', headerName: '비고', field: 'memo', width: 200 },
];

const EXCEL = { contract: purchaseExaminationApi.excel, fileName: '검수대기입고.xlsx' };

const NO_CHOICES = {};

/** PurchaseUnConfirmedList: arrivals (draft purchases) waiting for examination, oldest first by age. */
export const PurchaseUnConfirmedListPage = () => {
  const list = useListQuery(purchaseExaminationApi.list, PURCHASE_LIST_SPEC, { excel: EXCEL });
  return (
    <PurchaseSpecList<UnconfirmedArrival>
      list={list}
      title="검수 대기 입고"
      description="확정되지 않은 입고(매입)와 입고 후 지난 날수, 검수 진행입니다. Enter 또는 두 번 클릭: 검수 화면"
      choices={NO_CHOICES}
      withStatus={false}
      keywordPlaceholder="입고 번호·매입처명"
      gridId="purchase-unconfirmed-list"
      columns={COLUMNS}
      pathOf={(p) => ARRIVAL_PATHS.stationOf(p.code)}
      emptyText="검수를 기다리는 입고가 없습니다."
    />
  );
};
