import { ORDER_EVENT_KIND_LABELS, type OrderEventRow, type PrintRecord } from '@erp/domain';
import { Drawer, Empty, Spin, Table, Typography } from 'antd';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { summarizeEvent } from './event-summary';
import { useOrderLog, usePrintRecords } from './sales-report.api';

const DOCUMENTS: Record<PrintRecord['document'], string> = {
  sale: '거래명세서',
  estimate: '견적서',
  cancel: '취소 명세서',
};

/** Everything that happened to one order, oldest first, and who printed its statements. */
export const OrderLogDrawer = ({ code, onClose }: { code: string | null; onClose: () => void }) => {
  const log = useOrderLog(code);
  const prints = usePrintRecords(code);
  return (
    <Drawer
      open={code !== null}
      onClose={onClose}
      title={`주문 로그 ${code ?? ''}`}
      size="large"
      destroyOnHidden
    >
      {log.isLoading ? (
        <Spin />
      ) : (
        <Table<OrderEventRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={log.data ?? []}
          locale={{ emptyText: <Empty description="기록이 없습니다." /> }}
          columns={[
            { title: '일시', dataIndex: 'at', width: 140, render: (v: string) => formatKstDateTime(v) },
            {
              title: '구분',
              dataIndex: 'kind',
              width: 96,
              render: (k: OrderEventRow['kind']) => ORDER_EVENT_KIND_LABELS[k],
            },
            {
              title: '처리자',
              dataIndex: 'actorName',
              width: 100,
              render: (v: string | null) => v ?? '시스템',
            },
            { title: '내용', key: 'summary', render: (_v, row) => summarizeEvent(row) },
            { title: '사유', dataIndex: 'reason', width: 140 },
          ]}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        명세서 출력 이력
      </Typography.Title>
      <Table<PrintRecord>
        size="small"
        rowKey={(r) => `${r.documentCode}-${r.at}`}
        pagination={false}
        loading={prints.isLoading}
        dataSource={prints.data ?? []}
        locale={{ emptyText: '아직 출력하지 않았습니다.' }}
        columns={[
          { title: '출력 일시', dataIndex: 'at', width: 150, render: (v: string) => formatKstDateTime(v) },
          {
            title: '문서',
            dataIndex: 'document',
            width: 110,
            render: (d: PrintRecord['document']) => DOCUMENTS[d],
          },
          { title: '문서 번호', dataIndex: 'documentCode', width: 150 },
          {
            title: '출력자',
            key: 'actor',
            render: (_v, r) => `${r.actorName ?? ''} (${r.actorLoginId ?? '-'})`,
          },
        ]}
      />
    </Drawer>
  );
};
