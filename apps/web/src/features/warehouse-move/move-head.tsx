import { linkTo, type WarehouseMoveSummary, warehouseMoveScreens } from '@erp/domain';
import { Descriptions, Tag } from 'antd';
import { formatKstDateTime } from '../../components/data-table/cell-format';

const S = warehouseMoveScreens;

const STATUS_COLORS: Record<WarehouseMoveSummary['status'], string> = {
  requested: 'blue',
  shipped: 'orange',
  received: 'green',
  cancelled: 'default',
};

export const MoveStatusTag = ({ move }: { move: WarehouseMoveSummary }) => (
  <Tag color={STATUS_COLORS[move.status]}>{move.statusLabel}</Tag>
);

const stamp = (name: string | null, at: string | null) =>
  at ? `${name ?? ''} ${formatKstDateTime(at)}` : '-';

/** The move's places, its status and who took each step; the in-transit location while shipped. */
export const MoveHead = ({ move, column = 3 }: { move: WarehouseMoveSummary; column?: number }) => (
  <Descriptions size="small" bordered column={column}>
    <Descriptions.Item label="이동 번호">
      <span className="erp-mono">{move.code}</span> <MoveStatusTag move={move} />
    </Descriptions.Item>
    <Descriptions.Item label="출고 창고">{`${move.fromWarehouseName} (${move.fromWarehouseCode})`}</Descriptions.Item>
    <Descriptions.Item label="입고 창고">{`${move.toWarehouseName} (${move.toWarehouseCode})`}</Descriptions.Item>
    <Descriptions.Item label="요청">{stamp(move.requestedByName, move.requestedAt)}</Descriptions.Item>
    <Descriptions.Item label="출고">{stamp(move.shippedByName, move.shippedAt)}</Descriptions.Item>
    <Descriptions.Item label="입고">{stamp(move.receivedByName, move.receivedAt)}</Descriptions.Item>
    {move.status === 'shipped' && move.transitWarehouseCode && (
      <Descriptions.Item label="이동 중 위치">
        <Tag color="orange">이동 중</Tag> {move.transitWarehouseCode} · {move.shippedQty}개
      </Descriptions.Item>
    )}
    {move.memo && <Descriptions.Item label="비고">{move.memo}</Descriptions.Item>}
  </Descriptions>
);

export const moveLinks = (code: string) => ({
  each: linkTo(S.warehouseMoveEachList, { code }),
  modify: linkTo(S.warehouseMoveModify, { code }),
  print: linkTo(S.warehouseMovePrint, { code }),
  record: linkTo(S.warehouseMoveRecordList, { code }),
  examine: `${linkTo(S.warehouseMoveExamination)}?code=${code}`,
});
