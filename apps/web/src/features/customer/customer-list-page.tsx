import {
  CopyOutlined,
  DownOutlined,
  EditOutlined,
  PlusOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import {
  CUSTOMER_LIST_SPEC,
  CUSTOMER_STATUS_LABELS,
  type Customer,
  type CustomerStatus,
  customerApi,
  staffCustomerRows,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useDataChange } from '../../components/data-sync/data-change';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { toast } from '../../shell/toast/toast';
import { changeCustomerStatus, customerKeys } from './customer.api';
import { customerColumns, customerPageSummary } from './customer-columns';
import { CUSTOMER_STATUS_OPTIONS } from './customer-options';
import { CUSTOMER_PATHS, openCustomerModify } from './customer-paths';
import { useCustomerChoices } from './use-customer-choices';
import './customer.css';
import { pagedPaging } from '../../components/list-page/paged-list';

const QUICK_FIELDS = [
  { field: 'phone', op: 'contains' as const, placeholder: '번호 일부 (예: 1100)', width: 150 },
  { field: 'districtGroup', op: 'in' as const, width: 200 },
  { field: 'status', op: 'in' as const, width: 200 },
];

/** SPEC §2.6 /Company/CustomerList: search, sort, page, export; Enter or a double click opens a customer. */
export const CustomerListPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    customerApi.list,
    CUSTOMER_LIST_SPEC,
    {
      excel: { contract: customerApi.excel, fileName: '거래처목록.xlsx' },
    },
  );
  // Staff read staff rows; the same call answers a customer user with its portal view.
  const rows = useMemo(() => (page.data ? staffCustomerRows(page.data.rows) : undefined), [page.data]);
  const choices = useCustomerChoices();
  const tableRef = useRef<DataTableHandle>(null);
  const [selected, setSelected] = useState<Customer[]>([]);
  const columns = useMemo(() => customerColumns(choices.districtName), [choices.districtName]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  useDataChange('customer', refresh);

  const changeStatus = async (status: CustomerStatus) => {
    const results = await Promise.allSettled(
      selected.map((c) => changeCustomerStatus(c.code, status, c.version)),
    );
    const failed = results.flatMap((r, i) =>
      r.status === 'rejected' ? [`${selected[i]?.code}: ${messageOf(r.reason)}`] : [],
    );
    const done = results.length - failed.length;
    if (done > 0)
      toast.success(`${done}곳의 현재 상황을 '${CUSTOMER_STATUS_LABELS[status]}'(으)로 바꿨습니다.`);
    if (failed.length > 0) toast.error(`바꾸지 못했습니다 — ${failed.join(' / ')}`, { duration: 8000 });
    tableRef.current?.clearSelection();
    refresh();
  };

  const first = selected[0];
  return (
    <ListPage<Customer>
      title="거래처 목록"
      description="Enter 또는 두 번 클릭: 수정 창 열기 · 화살표: 이동 · Space: 선택"
      actions={
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CUSTOMER_PATHS.register)}>
            거래처 등록
          </Button>
          <Button icon={<ThunderboltOutlined />} onClick={() => navigate(CUSTOMER_PATHS.simpleRegister)}>
            간편 등록
          </Button>
        </>
      }
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={choices.filters}
          quickFields={QUICK_FIELDS}
          keywordPlaceholder="코드·상호·대표자·전화·사업자번호"
          onLeaveDown={() => tableRef.current?.focusFirstRow()}
        />
      }
      table={{
        gridId: 'customer-list',
        columns,
        rows,
        rowId: (c) => c.code,
        loading: page.isFetching,
        sort: query.sort,
        onSortChange: sortBy,
        selection: 'multi',
        onSelectionChange: setSelected,
        summaryRow: customerPageSummary(rows),
        onRowOpen: (c) => openCustomerModify(c.code, navigate),
        emptyText: '조건에 맞는 거래처가 없습니다.',
        handleRef: tableRef,
        toolbar: selected.length > 0 && (
          <Space size={6} wrap>
            <span className="erp-text-secondary">{selected.length}곳 선택</span>
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={!first}
              onClick={() => first && openCustomerModify(first.code, navigate)}
            >
              수정
            </Button>
            <Button
              size="small"
              icon={<CopyOutlined />}
              disabled={!first}
              onClick={() => first && navigate(CUSTOMER_PATHS.copy(first.code))}
            >
              복사 등록
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: CUSTOMER_STATUS_OPTIONS.map((o) => ({ key: String(o.value), label: o.label })),
                onClick: ({ key }) => void changeStatus(key as CustomerStatus),
              }}
            >
              <Button size="small">
                현재 상황 변경 <DownOutlined />
              </Button>
            </Dropdown>
          </Space>
        ),
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
