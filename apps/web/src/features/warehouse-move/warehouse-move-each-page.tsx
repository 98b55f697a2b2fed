import {
  EditOutlined,
  HistoryOutlined,
  PrinterOutlined,
  ScanOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { WarehouseMoveLine } from '@erp/domain';
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHead } from '../../components/page-head/page-head';
import { LoadedCards, TableCard } from '../purchase/loaded-cards';
import { MoveHead, moveLinks } from './move-head';
import { useMove, useMoveStep } from './warehouse-move.api';

const qtyCol = (title: string, key: keyof WarehouseMoveLine, width = 76) => ({
  title,
  dataIndex: key,
  width,
  align: 'right' as const,
});

const COLUMNS: ColumnsType<WarehouseMoveLine> = [
  { title: '줄', dataIndex: 'lineNo', width: 44, align: 'right' },
  { title: '품번', dataIndex: 'partNo', width: 130, className: 'erp-mono' },
  { title: '품명', dataIndex: 'partName', ellipsis: true },
  qtyCol('요청', 'requestedQty'),
  {
    title: '현재 재고',
    children: [
      qtyCol('출고 창고', 'fromOnHand', 80),
      {
        ...qtyCol('이동 중', 'transitOnHand', 76),
        render: (n: number) => (n > 0 ? <Tag color="orange">{n}</Tag> : n),
      },
      qtyCol('입고 창고', 'toOnHand', 80),
    ],
  },
  qtyCol('출고', 'shippedQty'),
  qtyCol('검수', 'scannedQty'),
  qtyCol('입고', 'receivedQty'),
  {
    title: '부족',
    dataIndex: 'shortQty',
    width: 70,
    align: 'right',
    render: (n: number) => (n > 0 ? <Tag color="red">{n}</Tag> : n),
  },
  {
    title: '파손',
    dataIndex: 'damagedQty',
    width: 70,
    align: 'right',
    render: (n: number) => (n > 0 ? <Tag color="volcano">{n}</Tag> : n),
  },
];

/** Warehouse/WarehouseMoveEachList/:code: one move's lines with shipped, received, short and damaged; its steps. */
export const WarehouseMoveEachPage = () => {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const query = useMove(code);
  const step = useMoveStep();
  const move = query.data;
  const links = moveLinks(move?.code ?? code.toUpperCase());
  const short = move?.lines.some((l) => l.requestedQty > l.fromOnHand);
  return (
    <div className="erp-page">
      <PageHead
        title={`창고 이동 ${move?.code ?? code}`}
        description="이동 품목별 요청·출고·검수·입고·부족·파손 수량입니다."
        actions={
          <Space wrap>
            {move?.status === 'requested' && (
              <>
                <Popconfirm
                  title="출고하면 출고 창고 재고가 줄고 이동 중으로 잡힙니다."
                  okText="출고"
                  cancelText="닫기"
                  onConfirm={() => void step.run('ship', move)}
                >
                  <Button type="primary" icon={<SendOutlined />} loading={step.busy} disabled={short}>
                    출고
                  </Button>
                </Popconfirm>
                <Link to={links.modify}>
                  <Button icon={<EditOutlined />}>수정</Button>
                </Link>
                <Popconfirm
                  title="이 요청을 취소할까요?"
                  okText="취소"
                  cancelText="닫기"
                  onConfirm={() => void step.run('cancel', move)}
                >
                  <Button danger icon={<StopOutlined />}>
                    요청 취소
                  </Button>
                </Popconfirm>
              </>
            )}
            {move?.status === 'shipped' && (
              <Button type="primary" icon={<ScanOutlined />} onClick={() => navigate(links.examine)}>
                입고 검수
              </Button>
            )}
            <Link to={links.print}>
              <Button icon={<PrinterOutlined />}>전표 인쇄</Button>
            </Link>
            <Link to={links.record}>
              <Button icon={<HistoryOutlined />}>이력</Button>
            </Link>
          </Space>
        }
      />
      <LoadedCards error={query.error} ready={Boolean(move)}>
        {move && <MoveHead move={move} />}
        {move && short && move.status === 'requested' && (
          <Tag color="red">출고 창고 재고가 요청보다 적은 품목이 있어 출고할 수 없습니다.</Tag>
        )}
        {move && <TableCard title="이동 품목" rowKey="lineNo" columns={COLUMNS} rows={move.lines} />}
      </LoadedCards>
    </div>
  );
};
