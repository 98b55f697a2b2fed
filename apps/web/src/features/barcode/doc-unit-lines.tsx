import { PlusOutlined } from '@ant-design/icons';
import type { UnitBarcode } from '@erp/domain';
import { Alert, Button, Card, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { messageOf } from '../../app/api-error';
import { UnitTable } from './unit-label-panel';

/** One part of a document (an order or a purchase line) and its unit barcodes so far. */
export type DocUnitLine = {
  key: number;
  partCode: string;
  partNo: string;
  partName?: string;
  /** Units the document calls for (ordered less cancels, or bought). */
  qty: number;
  /** Units issued for it, voided ones aside. */
  issued: number;
};

export const missingUnits = (line: DocUnitLine): number => Math.max(0, line.qty - line.issued);

/**
 * The lines of a document with their issued units and a button issuing what is still missing:
 * the order and purchase unit screens (BarcodeOrderPartEachCreatPrint, BarcodePurchasePartEach…).
 */
export const DocUnitLines = ({
  lines,
  loading,
  busyKey,
  onIssue,
  canIssue = true,
}: {
  lines: DocUnitLine[];
  loading?: boolean;
  busyKey: number | null;
  onIssue: (line: DocUnitLine) => void;
  /** False on a reprint: the lines are shown, nothing is issued. */
  canIssue?: boolean;
}) => (
  <Table<DocUnitLine>
    size="small"
    rowKey="key"
    pagination={false}
    loading={loading}
    dataSource={lines}
    columns={[
      { title: '품번', dataIndex: 'partNo', className: 'erp-mono', ellipsis: true },
      ...(lines.some((l) => l.partName) ? [{ title: '품명', dataIndex: 'partName', ellipsis: true }] : []),
      { title: '수량', dataIndex: 'qty', width: 56, align: 'right' as const },
      { title: '발행', dataIndex: 'issued', width: 56, align: 'right' as const },
      ...(canIssue
        ? [
            {
              title: '',
              width: 70,
              render: (_: unknown, l: DocUnitLine) => (
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  loading={busyKey === l.key}
                  disabled={missingUnits(l) <= 0}
                  onClick={() => onIssue(l)}
                  title={`미발행 ${missingUnits(l)}개 발행`}
                >
                  발행
                </Button>
              ),
            },
          ]
        : []),
    ]}
  />
);

/**
 * The left side of a document's unit label page: the document (its head, its lines with what is
 * still to issue) and the units issued for it, to pick for printing.
 */
export const DocUnitSource = ({
  title,
  extra,
  error,
  head,
  lines,
  loading,
  busyKey,
  onIssue,
  note,
  unitsTitle,
  units,
  unitsLoading,
  selected,
  onSelect,
}: {
  title: string;
  extra?: ReactNode;
  error: unknown;
  head: ReactNode;
  lines: DocUnitLine[];
  loading: boolean;
  busyKey: number | null;
  onIssue: (line: DocUnitLine) => void;
  note?: ReactNode;
  unitsTitle: string;
  units: UnitBarcode[];
  unitsLoading: boolean;
  selected: string[];
  onSelect: (values: string[]) => void;
}) => (
  <>
    <Card size="small" title={title} extra={extra}>
      {error ? <Alert type="error" showIcon title={messageOf(error)} /> : head}
      <DocUnitLines lines={lines} loading={loading} busyKey={busyKey} onIssue={onIssue} />
      {note && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {note}
        </Typography.Paragraph>
      )}
    </Card>
    <Card size="small" title={`${unitsTitle} (${units.length})`}>
      <UnitTable units={units} selected={selected} onSelect={onSelect} loading={unitsLoading} />
    </Card>
  </>
);
