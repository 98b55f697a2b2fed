import { ASSOCIATION_SALES_COLUMNS, type AssociationSalesRow, associationApi } from '@erp/domain';
import { useState } from 'react';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { thisMonth, useAssociationSales } from './association.api';
import { AssociationPeriodFilter } from './association-period-filter';

const COLUMNS = gridColumnsOf(ASSOCIATION_SALES_COLUMNS);

/** Association/AssociationByOrderList (협회별 매출): each member's fixed orders in a period. */
export const AssociationSalesPage = () => {
  const [params, setParams] = useUrlParams({ association: '', ...thisMonth(), page: 1, size: 50 });
  const [draft, setDraft] = useState(params);
  const query = {
    associationCode: params.association || null,
    from: params.from,
    to: params.to,
    page: params.page,
    size: params.size,
  };
  const list = useAssociationSales(query);
  const sum = (list.data?.rows ?? []).reduce((s, r) => s + r.total, 0);
  return (
    <ListPage<AssociationSalesRow>
      title="협회별 매출"
      description="협회 회원 거래처가 기간 안에 확정한 주문입니다 (취소·반품된 몫은 뺀 금액)."
      onExcelDownload={() => downloadApi(associationApi.salesExcel, { body: query }, '협회별매출.xlsx')}
      filterBar={
        <AssociationPeriodFilter
          draft={draft}
          setDraft={setDraft}
          onSearch={() => setParams({ ...draft, page: 1 })}
        />
      }
      table={{
        gridId: 'association-sales',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        summaryRow: { customerName: '이 쪽 합계', total: sum },
        emptyText: '협회 회원이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
