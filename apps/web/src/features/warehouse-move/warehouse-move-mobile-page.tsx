import type { WarehouseMoveLine } from '@erp/domain';
import { Alert, Card, Spin, Tag } from 'antd';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { MoveStatusTag } from './move-head';
import { useMove } from './warehouse-move.api';

const LineCard = ({ l }: { l: WarehouseMoveLine }) => (
  <Card size="small" style={{ marginTop: 8 }}>
    <div>
      <div>
        <strong>{l.partName}</strong> <span className="erp-mono">{l.partNo}</span>
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 4 }}>
        <span>요청 {l.requestedQty}</span>
        <span>출고 {l.shippedQty}</span>
        <span>검수 {l.scannedQty}</span>
        <span>입고 {l.receivedQty}</span>
        {l.shortQty > 0 && <Tag color="red">부족 {l.shortQty}</Tag>}
        {l.damagedQty > 0 && <Tag color="volcano">파손 {l.damagedQty}</Tag>}
      </div>
    </div>
  </Card>
);

/** Warehouse/WarehouseMoveEachMobileList/:code: one move's lines on a phone (375 px and up). */
export const WarehouseMoveMobilePage = () => {
  const { code = '' } = useParams();
  const query = useMove(code);
  const move = query.data;
  if (query.error) return <Alert type="error" showIcon title={messageOf(query.error)} />;
  if (!move) return <Spin />;
  return (
    <div style={{ padding: 8, maxWidth: 600, margin: '0 auto' }}>
      <Card
        size="small"
        title={<span className="erp-mono">{move.code}</span>}
        extra={<MoveStatusTag move={move} />}
      >
        <div>
          {move.fromWarehouseName} → {move.toWarehouseName}
        </div>
        {move.status === 'shipped' && (
          <div>
            <Tag color="orange">이동 중</Tag> {move.transitWarehouseCode} · {move.shippedQty}개
          </div>
        )}
      </Card>
      {move.lines.map((l) => (
        <LineCard key={l.lineNo} l={l} />
      ))}
    </div>
  );
};
