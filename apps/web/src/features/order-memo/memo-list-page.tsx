import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDataChange } from '../../components/data-sync/data-change';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { useShell } from '../../shell/layouts/shell-context';
import { CustomerPicker } from '../customer/customer-picker';
import { SALES_PATHS } from '../sales-order/order-paths';
import { memoColumns } from './memo-columns';
import { type Memo, memoKeys, useMemoList } from './order-memo.api';
import { useOpenMemo } from './use-open-memo';
import '../sales-order/sales-order.css';

const DEFAULTS = { customer: '', page: 1, size: 50 };

/**
 * Memo/ObtainMemoList[/:type]: every memo, newest first, with who took it, who worked it and the
 * order it became. Enter opens the order (or takes an open memo to the register).
 */
export const MemoListPage = () => {
  const { session } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [customer, setCustomer] = useState(params.customer);
  const list = useMemoList({
    customerCode: params.customer || undefined,
    page: params.page,
    size: params.size,
  });
  const openMemo = useOpenMemo();
  const columns = useMemo(() => memoColumns(session.name, true), [session.name]);
  useDataChange('memo', () => void queryClient.invalidateQueries({ queryKey: memoKeys.all }));

  return (
    <ListPage<Memo>
      title="수주 메모 목록"
      description="Enter 또는 두 번 클릭: 주문이 된 메모는 주문을, 대기 중인 메모는 처리(판매 등록)를 엽니다."
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SALES_PATHS.memo)}>
          메모 받기
        </Button>
      }
      filterBar={
        <Card size="small" className="erp-filter-card">
          <div className="erp-filter-row">
            <span className="erp-filter-item" style={{ width: 340 }}>
              <span className="erp-filter-label">거래처</span>
              <CustomerPicker value={customer || null} onChange={(code) => setCustomer(code ?? '')} />
            </span>
            <span className="erp-filter-buttons">
              <Button
                type="primary"
                icon={<SearchOutlined />}
                onClick={() => setParams({ customer, page: 1 })}
              >
                조회
              </Button>
            </span>
          </div>
        </Card>
      }
      table={{
        gridId: 'memo-list',
        columns,
        rows: list.data?.rows,
        rowId: (m) => m.code,
        loading: list.isFetching,
        onRowOpen: (m) => void openMemo(m),
        emptyText: '메모가 없습니다.',
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page: size === params.size ? page : 1, size }),
      }}
    />
  );
};
