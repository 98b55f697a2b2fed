import { ArrowRightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { announceDataChange, useDataChange } from '../../components/data-sync/data-change';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { PageHead } from '../../components/page-head/page-head';
import { useShell } from '../../shell/layouts/shell-context';
import { openPopupWindow } from '../../shell/popup/popup-window';
import { fastMemoPath, SALES_PATHS } from '../sales-order/order-paths';
import { memoColumns } from './memo-columns';
import { MemoForm } from './memo-form';
import { type MemoView, memoKeys, useUnprocessedMemos } from './order-memo.api';
import { useOpenMemo } from './use-open-memo';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import './order-memo.css';

/**
 * ObtainMemo: the phone desk. The request is typed on the left while the customer talks; the
 * unprocessed memos wait on the right, urgent first, for the next free clerk to take (Enter or a
 * double click takes the memo and opens the order register with it).
 */
export const ObtainMemoPage = () => {
  const { session } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useUnprocessedMemos(1, 100);
  const openMemo = useOpenMemo();
  const tableRef = useRef<DataTableHandle>(null);
  const [selected, setSelected] = useState<MemoView | null>(null);
  const columns = useMemo(() => memoColumns(session.name, false), [session.name]);
  useDataChange('memo', () => void queryClient.invalidateQueries({ queryKey: memoKeys.all }));
  // F2 hands the keyboard from the call form to the waiting memos (arrows, then Enter takes one).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F2') return;
      e.preventDefault();
      tableRef.current?.focusFirstRow();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="erp-page erp-memo-page">
      <PageHead
        title="수주 메모"
        description="전화 요청을 메모로 남기고, 미처리 메모를 골라 판매 등록으로 넘깁니다."
        actions={
          <Space>
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate(SALES_PATHS.memoList)}>
              메모 목록
            </Button>
            <Button onClick={() => navigate(SALES_PATHS.newOrder)}>메모 없이 판매 등록</Button>
            <Button onClick={() => openPopupWindow(fastMemoPath(null, false), 'fast-memo')}>
              빠른 메모 창
            </Button>
          </Space>
        }
      />
      <div className="erp-memo-columns">
        <MemoForm
          onSaved={(memo) => {
            void queryClient.invalidateQueries({ queryKey: memoKeys.all });
            announceDataChange({ entity: 'memo', action: 'created', key: memo.code });
          }}
        />
        <DataTable<MemoView>
          gridId="memo-unprocessed"
          columns={columns}
          rows={list.data?.rows}
          rowId={(m) => m.code}
          loading={list.isFetching && !list.data}
          selection="single"
          onSelectionChange={(rows) => setSelected(rows[0] ?? null)}
          onRowOpen={(m) => void openMemo(m)}
          emptyText="처리할 메모가 없습니다."
          handleRef={tableRef}
          height="max(360px, calc(100vh - 250px))"
          toolbar={
            <Space size={10}>
              <span className="erp-list-count" data-testid="memo-unprocessed-count">
                미처리 {list.data?.total ?? 0}건
              </span>
              <Button
                size="small"
                type="primary"
                icon={<ArrowRightOutlined />}
                disabled={!selected}
                onClick={() => selected && void openMemo(selected)}
              >
                처리 (판매 등록)
              </Button>
              <Typography.Text type="secondary">F2 목록으로 · Enter 또는 두 번 클릭: 처리</Typography.Text>
            </Space>
          }
        />
      </div>
    </div>
  );
};
