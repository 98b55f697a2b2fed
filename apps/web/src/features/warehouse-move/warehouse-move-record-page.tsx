import type { WarehouseMoveEventRow } from '@erp/domain';
import { warehouseMoveApi } from '@erp/domain';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { LoadedCards, TableCard } from '../purchase/loaded-cards';
import { MoveHead, moveLinks } from './move-head';

const COLUMNS: ColumnsType<WarehouseMoveEventRow> = [
  { title: '시각', dataIndex: 'at', width: 150, render: (at: string) => formatKstDateTime(at) },
  {
    title: '내용',
    dataIndex: 'eventLabel',
    width: 130,
    render: (label: string, e) => (
      <Tag color={e.event === 'scan-refused' ? 'red' : e.event === 'scan' ? 'blue' : 'default'}>{label}</Tag>
    ),
  },
  {
    title: '품목',
    width: 200,
    render: (_: unknown, e) => (e.partCode ? `${e.partName} (${e.partCode})` : ''),
  },
  { title: '수량', dataIndex: 'qty', width: 64, align: 'right' },
  { title: '스캔 값', dataIndex: 'scanned', width: 160, className: 'erp-mono' },
  { title: '개체 바코드', dataIndex: 'unitBarcode', width: 140, className: 'erp-mono' },
  { title: '메모', dataIndex: 'note', ellipsis: true },
  { title: '처리자', dataIndex: 'byName', width: 90 },
];

/** Examination/Request/WarehouseMoveRecordList/:code: the move's history, every scan (refused ones too). */
export const WarehouseMoveRecordPage = () => {
  const { code = '' } = useParams();
  const query = useApiQuery(warehouseMoveApi.record, { params: { code: code.trim().toUpperCase() } });
  const data = query.data;
  return (
    <div className="erp-page">
      <PageHead
        title={`창고 이동 이력 ${data?.move.code ?? code}`}
        description="요청·수정·출고·검수 스캔(거절 포함)·입고를 일어난 순서대로 보여 줍니다."
        actions={
          <Link to={moveLinks(data?.move.code ?? code).each}>
            <Button>이동 품목</Button>
          </Link>
        }
      />
      <LoadedCards error={query.error} ready={Boolean(data)}>
        {data && <MoveHead move={data.move} />}
        {data && <TableCard title="이력" rowKey="id" columns={COLUMNS} rows={data.events} scrollX={1000} />}
      </LoadedCards>
    </div>
  );
};
