import { Alert, Card, Space, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { messageOf } from '../../app/api-error';

/** A read screen's body: the error, a spinner while loading, else its cards one under another. */
export const LoadedCards = ({
  error,
  ready,
  children,
}: {
  error: unknown;
  ready: boolean;
  children: ReactNode;
}) => {
  if (error) return <Alert type="error" showIcon title={messageOf(error)} />;
  if (!ready) return <Spin />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {children}
    </Space>
  );
};

/** A titled card holding one small unpaged table (a document's lines, the schedule history). */
export const TableCard = <T extends object>(p: {
  title: string;
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  rows: readonly T[];
  empty?: string;
  /** The table's width when its columns need more than the card. */
  scrollX?: number;
}) => (
  <Card size="small" title={`${p.title} (${p.rows.length})`}>
    <Table<T>
      size="small"
      rowKey={p.rowKey}
      pagination={false}
      columns={p.columns}
      dataSource={[...p.rows]}
      {...(p.empty ? { locale: { emptyText: p.empty } } : {})}
      {...(p.scrollX ? { scroll: { x: p.scrollX } } : {})}
    />
  </Card>
);
