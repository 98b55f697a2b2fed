import {
  APP_SETTLEMENT_COLUMNS,
  APP_SETTLEMENT_CYCLE_LABELS,
  APP_SETTLEMENT_CYCLES,
  APP_SETTLEMENT_METHOD_LABELS,
  APP_SETTLEMENT_METHODS,
  type AppSettlementRow,
  appSettlementInputSchema,
  customerMoneyScreens,
  depositApi,
  linkTo,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Input, InputNumber, Select, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { callApiWithMessage, downloadApi, useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterChoice } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { toast } from '../../shell/toast/toast';
import { useMoneyRefresh } from './customer-money.api';

const COLUMNS = gridColumnsOf(APP_SETTLEMENT_COLUMNS);
type Cycle = (typeof APP_SETTLEMENT_CYCLES)[number];
type Method = (typeof APP_SETTLEMENT_METHODS)[number];

/**
 * app/customerStlmtStdList[/:type] (앱 거래처 정산 기준): customers with app users and how they
 * settle; type narrows to a cycle or 'unset'. Enter or a double click edits the row's standard.
 */
export const SettlementPage = () => {
  const { type } = useParams();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const refresh = useMoneyRefresh();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const cycle = type && [...APP_SETTLEMENT_CYCLES, 'unset'].includes(type) ? (type as Cycle | 'unset') : null;
  const query = { cycle, page: params.page, size: params.size };
  const list = useApiQuery(depositApi.settlements, { body: query }, { placeholderData: keepPreviousData });
  const edit = (row: AppSettlementRow) => {
    const draft = {
      cycle: (row.cycle ?? 'monthly') as Cycle,
      closingDay: row.closingDay ?? 31,
      payDays: row.payDays ?? 10,
      method: (row.method ?? 'transfer') as Method,
      memo: row.memo ?? '',
    };
    modal.confirm({
      title: `${row.customerName} 정산 기준`,
      content: (
        <Space orientation="vertical">
          <Select
            aria-label="정산 주기"
            defaultValue={draft.cycle}
            style={{ width: 160 }}
            onChange={(v: Cycle) => (draft.cycle = v)}
            options={APP_SETTLEMENT_CYCLES.map((c) => ({ value: c, label: APP_SETTLEMENT_CYCLE_LABELS[c] }))}
          />
          <InputNumber
            aria-label="마감일"
            addonBefore="마감일"
            defaultValue={draft.closingDay}
            onChange={(v) => (draft.closingDay = Number(v ?? 0))}
          />
          <InputNumber
            aria-label="결제 기한"
            addonBefore="결제 기한 (일)"
            defaultValue={draft.payDays}
            onChange={(v) => (draft.payDays = Number(v ?? 0))}
          />
          <Select
            aria-label="결제 방법"
            defaultValue={draft.method}
            style={{ width: 160 }}
            onChange={(v: Method) => (draft.method = v)}
            options={APP_SETTLEMENT_METHODS.map((m) => ({
              value: m,
              label: APP_SETTLEMENT_METHOD_LABELS[m],
            }))}
          />
          <Input
            aria-label="비고"
            placeholder="비고"
            defaultValue={draft.memo}
            onChange={(e) => (draft.memo = e.target.value)}
          />
        </Space>
      ),
      okText: '저장',
      cancelText: '닫기',
      onOk: async () => {
        const parsed = appSettlementInputSchema.safeParse({ customerCode: row.customerCode, ...draft });
        if (!parsed.success) {
          toast.error(parsed.error.issues[0]?.message ?? '입력값을 확인하세요.');
          throw new Error('invalid');
        }
        const { message } = await callApiWithMessage(depositApi.saveSettlement, { body: parsed.data });
        toast.success(message);
        refresh();
      },
    });
  };
  return (
    <ListPage<AppSettlementRow>
      title="앱 거래처 정산 기준"
      description="앱으로 주문하는 거래처의 정산 주기, 마감일, 결제 기한, 결제 방법입니다. Enter 또는 두 번 클릭: 변경"
      onExcelDownload={() =>
        downloadApi(depositApi.settlementsExcel, { body: query }, '앱거래처정산기준.xlsx')
      }
      filterBar={
        <FilterCard>
          <FilterChoice
            label="정산 주기"
            width={140}
            value={cycle ?? ''}
            onChange={(c) =>
              navigate(
                c
                  ? linkTo(customerMoneyScreens.customerStlmtStdListType, { type: c })
                  : linkTo(customerMoneyScreens.customerStlmtStdList),
              )
            }
            choices={[
              ...APP_SETTLEMENT_CYCLES.map((c) => ({ value: c, label: APP_SETTLEMENT_CYCLE_LABELS[c] })),
              { value: 'unset', label: '미설정' },
            ]}
          />
        </FilterCard>
      }
      table={{
        gridId: 'customer-settlement-standard',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        onRowOpen: edit,
        emptyText: '앱 사용자가 있는 거래처가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
