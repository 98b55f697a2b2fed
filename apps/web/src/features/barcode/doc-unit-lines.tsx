import { PlusOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';

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
