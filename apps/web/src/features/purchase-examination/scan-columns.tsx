import { dateCodeText, type ExamScan } from '@erp/domain';
import type { TableColumnsType } from 'antd';
import { formatKstDateTime } from '../../components/data-table/cell-format';

/** The columns of an arrival's scans (the record and the date-code screen show the same). */
export const SCAN_COLUMNS: TableColumnsType<ExamScan> = [
  { title: '검수 시각', dataIndex: 'at', width: 160, render: (v: string) => formatKstDateTime(v) },
  { title: 'No', dataIndex: 'lineNo', width: 50, align: 'center' },
  { title: '품목', dataIndex: 'partCode', width: 100, className: 'erp-mono' },
  { title: '읽은 값', dataIndex: 'scanned', className: 'erp-mono' },
  { title: '개체 바코드', dataIndex: 'unitBarcode', width: 140, className: 'erp-mono' },
  { title: '제조 일자', dataIndex: 'dateCode', width: 110, render: (v: string | null) => dateCodeText(v) },
  { title: '검수자', dataIndex: 'scannedByName', width: 100 },
];
