import {
  ORDER_STATUS_LABELS,
  STATEMENT_LIST_SPEC,
  STATEMENT_MANAGE_COLUMNS,
  type StatementPrint,
  type StatementRow,
  statementManageApi,
} from '@erp/domain';
import { Button, Drawer, Space, Table } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { openStatement } from '../statement/statement-paths';

const COLUMNS = gridColumnsOf(STATEMENT_MANAGE_COLUMNS, { spec: STATEMENT_LIST_SPEC });
const QUICK: readonly QuickField[] = [
  { field: 'orderDate', op: 'between' },
  { field: 'customerCode', op: 'eq', width: 140 },
];
const DOCUMENT_LABELS: Record<string, string> = {
  sale: '거래명세서',
  estimate: '견적서',
  cancel: '취소 명세서',
};

const History = ({ row, onClose }: { row: StatementRow | null; onClose: () => void }) => {
  const code = row?.orderCode ?? '';
  const history = useApiQuery(statementManageApi.history, { params: { code } }, { enabled: code !== '' });
  return (
    <Drawer open={row !== null} size={640} title={`발행 이력 ${code}`} onClose={onClose}>
      {row && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <span>
              {row.customerName} ·{' '}
              {ORDER_STATUS_LABELS[row.status as keyof typeof ORDER_STATUS_LABELS] ?? row.status}
            </span>
            <Button
              type="primary"
              disabled={row.status !== 'fixed'}
              onClick={() => openStatement('sale', code)}
            >
              재발행 (인쇄)
            </Button>
          </Space>
          <Table<StatementPrint>
            size="small"
            rowKey={(p) => `${p.at}-${p.documentCode}`}
            pagination={false}
            loading={history.isPending}
            dataSource={history.data ?? []}
            locale={{ emptyText: '아직 발행한 적이 없습니다.' }}
            columns={[
              {
                title: '발행 일시',
                dataIndex: 'at',
                render: (v: string) => new Date(v).toLocaleString('ko-KR'),
              },
              { title: '문서', dataIndex: 'document', render: (v: string) => DOCUMENT_LABELS[v] ?? v },
              { title: '문서 번호', dataIndex: 'documentCode' },
              { title: '발행자', dataIndex: 'actorName' },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
};

/** StatementOfAccountManage: statements of account by customer and period, reprint and history. */
export const StatementOfAccountManagePage = () => {
  const [open, setOpen] = useState<StatementRow | null>(null);
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    statementManageApi.list,
    STATEMENT_LIST_SPEC,
    { excel: { contract: statementManageApi.excel, fileName: '거래명세서관리.xlsx' } },
  );
  return (
    <>
      <ListPage<StatementRow>
        title="거래명세서 관리"
        description="확정 주문의 거래명세서: 발행 횟수와 이력. Enter 또는 두 번 클릭: 이력·재발행"
        onExcelDownload={downloadExcel}
        filterBar={
          <SpecFilterBar {...filterBar} quickFields={QUICK} keywordPlaceholder="주문 번호·거래처명" />
        }
        table={{
          gridId: 'statement-manage',
          columns: COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => r.orderCode,
          onRowOpen: (r) => setOpen(r),
          emptyText: '조건에 맞는 거래명세서가 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
      />
      <History row={open} onClose={() => setOpen(null)} />
    </>
  );
};
