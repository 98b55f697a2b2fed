import { FITMENT_SOURCE_LABELS, type Fitment, type FitmentSuggestion, formatThousands } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { messageOf } from '../../app/api-error';
import { rowDeleteColumn } from '../../components/row-delete';
import { toast } from '../../shell/toast/toast';
import { koreanDateTime } from '../barcode/date-text';
import { carKeys, removeFitment } from './car.api';

const MATCH_LABELS = { vin: '이 차량', pattern: '같은 차대번호 계열', model: '같은 모델' } as const;

/** Fitment records (which part fits which car), with removal after a confirm. */
export const FitmentTable = ({
  rows,
  loading,
  pagination,
  compact = false,
}: {
  rows: Fitment[];
  loading: boolean;
  /** Beside a form: the car's own columns (VIN, customer, memo) are left out. */
  compact?: boolean;
  pagination?: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}) => {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const remove = (row: Fitment) =>
    modal.confirm({
      title: `${row.partNo} 적용 기록을 삭제할까요?`,
      content: `${row.vin ?? row.model ?? ''}에 맞는 품목에서 빠집니다.`,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await removeFitment(row.id);
          toast.success('삭제했습니다.');
          await queryClient.invalidateQueries({ queryKey: carKeys.all });
        } catch (e) {
          toast.error(messageOf(e));
        }
      },
    });
  return (
    <Table<Fitment>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={pagination ? { ...pagination, showSizeChanger: false } : false}
      locale={{ emptyText: '등록된 적용 품목이 없습니다.' }}
      columns={[
        ...(compact
          ? []
          : [
              {
                title: '차대번호',
                dataIndex: 'vin',
                className: 'erp-mono',
                render: (v: string | null) => v ?? '-',
              },
            ]),
        { title: '모델', dataIndex: 'model', render: (v: string | null) => v ?? '' },
        { title: '품번', dataIndex: 'partNo', className: 'erp-mono' },
        { title: '품명', dataIndex: 'partName', ellipsis: true },
        {
          title: '출처',
          dataIndex: 'source',
          width: 90,
          render: (v: Fitment['source']) => (
            <Tag color={v === 'order' ? 'green' : 'blue'}>{FITMENT_SOURCE_LABELS[v]}</Tag>
          ),
        },
        ...(compact
          ? []
          : [
              {
                title: '거래처',
                dataIndex: 'customerCode',
                width: 90,
                render: (v: string | null) => v ?? '',
              },
              {
                title: '메모',
                dataIndex: 'memoCode',
                render: (v: string | null, r: Fitment) => [v, r.note].filter(Boolean).join(' · '),
              },
            ]),
        { title: '등록', dataIndex: 'createdAt', width: 140, render: (v: string) => koreanDateTime(v) },
        rowDeleteColumn<Fitment>(44, (row) => `${row.partNo} 적용 기록 삭제`, remove),
      ]}
    />
  );
};

/** Parts recorded for this car, its VIN model line or its model, best match first. */
export const SuggestionTable = ({
  data,
  loading,
  action,
}: {
  data: FitmentSuggestion | undefined;
  loading: boolean;
  action?: (partCode: string) => ReactNode;
}) => (
  <Table
    size="small"
    rowKey="partCode"
    loading={loading}
    pagination={false}
    dataSource={data?.suggestions ?? []}
    locale={{ emptyText: '이 차량에 기록된 품목이 아직 없습니다.' }}
    columns={[
      { title: '품번', dataIndex: 'partNo', className: 'erp-mono' },
      { title: '품명', dataIndex: 'name', ellipsis: true },
      { title: '판매가', dataIndex: 'salePrice', align: 'right', render: (v: number) => formatThousands(v) },
      {
        title: '근거',
        dataIndex: 'matchedBy',
        render: (v: keyof typeof MATCH_LABELS, r) => `${MATCH_LABELS[v]} ${r.records}건`,
      },
      ...(action
        ? [{ title: '', width: 70, render: (_: unknown, r: { partCode: string }) => action(r.partCode) }]
        : []),
    ]}
  />
);
