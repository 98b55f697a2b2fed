import { CheckOutlined } from '@ant-design/icons';
import { CUSTOMER_LIST_SPEC, type Customer } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useDataChange } from '../../components/data-sync/data-change';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListUrlState } from '../../components/list-page/use-list-url-state';
import { toast } from '../../shell/toast/toast';
import {
  confirmCustomerInsert,
  customerKeys,
  downloadCustomerExcel,
  useInsertCheckList,
} from './customer.api';
import { customerColumns } from './customer-columns';
import { openCustomerModify } from './customer-paths';
import { useCustomerChoices } from './use-customer-choices';
import './customer.css';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';

const HIDDEN_HERE = new Set(['insertChecked', 'updatedAt']);

/**
 * CustInsertCheckList: new customers a second person must confirm before trading. The person
 * who registered a customer cannot confirm it (the server refuses with E2003).
 */
export const CustInsertCheckListPage = () => {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { query, filterBar, sortBy, goTo } = useListUrlState(CUSTOMER_LIST_SPEC);
  const list = useInsertCheckList(query);
  const choices = useCustomerChoices();
  const tableRef = useRef<DataTableHandle>(null);
  const [selected, setSelected] = useState<Customer[]>([]);
  const [busy, setBusy] = useState(false);
  const columns = useMemo(
    () => customerColumns(choices.districtName).filter((c) => !HIDDEN_HERE.has(c.colId)),
    [choices.districtName],
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  useDataChange('customer', refresh);

  const confirm = async (targets: readonly Customer[]) => {
    setBusy(true);
    const results = await Promise.allSettled(targets.map((c) => confirmCustomerInsert(c.code)));
    setBusy(false);
    const failed = results.flatMap((r, i) =>
      r.status === 'rejected' ? [{ customer: targets[i], reason: messageOf(r.reason) }] : [],
    );
    const done = results.length - failed.length;
    if (done > 0) toast.success(`${done}곳을 확인했습니다.`);
    if (failed.length > 0)
      modal.warning({
        title: `${failed.length}곳은 확인하지 못했습니다.`,
        content: (
          <ul className="erp-change-list">
            {failed.map((f) => (
              <li key={f.customer?.code}>
                {f.customer?.code} {f.customer?.name} — {f.reason}
              </li>
            ))}
          </ul>
        ),
      });
    tableRef.current?.clearSelection();
    refresh();
  };

  // The Excel of this list is the customer export restricted to unconfirmed customers.
  const excelQuery = {
    ...query,
    filters: [...query.filters, { field: 'insertChecked', op: 'eq' as const, value: false }],
  };

  return (
    <ListPage<Customer>
      title="신규 거래처 확인"
      description="다른 직원이 등록한 거래처를 확인합니다. 본인이 등록한 거래처는 확인할 수 없습니다."
      onExcelDownload={() => downloadCustomerExcel(excelQuery)}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={choices.filters}
          quickFields={[{ field: 'createdAt', op: 'between' }]}
          keywordPlaceholder="코드·상호·대표자·전화·사업자번호"
          onLeaveDown={() => tableRef.current?.focusFirstRow()}
        />
      }
      table={{
        gridId: 'customer-insert-check',
        columns,
        ...pagedRows(list, query, sortBy),
        rowId: (c) => c.code,
        selection: 'multi',
        onSelectionChange: setSelected,
        onRowOpen: (c) => openCustomerModify(c.code, navigate),
        emptyText: '확인을 기다리는 신규 거래처가 없습니다.',
        handleRef: tableRef,
        toolbar: (
          <Space size={6}>
            {selected.length > 0 && (
              <Typography.Text type="secondary">{selected.length}곳 선택</Typography.Text>
            )}
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              disabled={selected.length === 0}
              loading={busy}
              onClick={() => void confirm(selected)}
            >
              선택한 거래처 확인
            </Button>
          </Space>
        ),
      }}
      paging={pagedPaging(list, query, goTo)}
    />
  );
};
