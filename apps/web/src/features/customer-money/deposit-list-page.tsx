import {
  customerMoneyScreens,
  DEPOSIT_COLUMNS,
  DEPOSIT_KIND_LABELS,
  DEPOSIT_KINDS,
  type DepositEntry,
  type DepositKind,
  depositApi,
  linkTo,
} from '@erp/domain';
import { useNavigate, useParams } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterChoice, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { CustomerPicker } from '../customer/customer-picker';
import { useDeposits } from './customer-money.api';
import { MoneySummary } from './money-summary';

const COLUMNS = gridColumnsOf(DEPOSIT_COLUMNS);
const DEFAULTS = { kind: '', page: 1, size: 50 };

/**
 * Customer/Customer/CustomerDepositSearchScreen[/:customerCode] (선수금 내역): every entry, newest
 * first; Enter or a double click opens the entry's correction (CustomerDepositModify).
 */
export const DepositListPage = () => {
  const { customerCode = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const query = {
    customerCode: customerCode || null,
    kind: (params.kind || null) as DepositKind | null,
    page: params.page,
    size: params.size,
  };
  const list = useDeposits(query);
  return (
    <ListPage<DepositEntry>
      title={customerCode ? `선수금 내역 (${customerCode})` : '선수금 내역'}
      description="입금, 주문 충당, 환불, 정정(역분개)의 기록입니다. Enter 또는 두 번 클릭: 정정"
      onExcelDownload={() => downloadApi(depositApi.excel, { body: query }, '선수금내역.xlsx')}
      filterBar={
        <>
          <FilterCard>
            <FilterItem label="거래처">
              <CustomerPicker
                value={customerCode || undefined}
                onChange={(code) =>
                  navigate(
                    code
                      ? linkTo(customerMoneyScreens.customerDepositSearchCode, { customerCode: code })
                      : linkTo(customerMoneyScreens.customerDepositSearch),
                  )
                }
                style={{ width: 260 }}
              />
            </FilterItem>
            <FilterChoice
              label="구분"
              width={140}
              value={params.kind}
              onChange={(kind) => setParams({ kind, page: 1 })}
              choices={DEPOSIT_KINDS.map((k) => ({ value: k, label: DEPOSIT_KIND_LABELS[k] }))}
            />
          </FilterCard>
          {customerCode && <MoneySummary customerCode={customerCode} />}
        </>
      }
      table={{
        gridId: 'customer-deposit-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.code,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(linkTo(customerMoneyScreens.customerDepositModify, { code: r.code })),
        emptyText: '선수금 기록이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
