import { BarcodeOutlined, CameraOutlined, LeftOutlined } from '@ant-design/icons';
import type { Part } from '@erp/domain';
import { Button, Card, Empty, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatWon } from '../../components/data-table/cell-format';
import { usePartDetail, usePartLookup, usePartStock, useWarehouses } from '../part-info/part-info.api';
import { PART_MOBILE_PATHS } from './part-mobile-paths';
import './part-mobile.css';

type Props = {
  code: string;
  /** Where the back button goes (the page the part was found on). */
  backTo: string;
  /** Extra cards under the part (the barcode list). */
  children?: (part: Part) => ReactNode;
};

/** One part on a phone: number, name, image, price, stock and location per warehouse, barcodes. */
export const MobilePartDetail = ({ code, backTo, children }: Props) => {
  const navigate = useNavigate();
  const lookup = usePartLookup(code);
  const part = lookup.data ?? null;
  const detail = usePartDetail(part?.code);
  const stock = usePartStock(part?.code);
  const warehouses = useWarehouses();
  const head = (title: string) => (
    <div className="erp-mobile-detail-head">
      <Button size="large" icon={<LeftOutlined />} aria-label="뒤로" onClick={() => navigate(backTo)} />
      <Typography.Title level={4}>{title}</Typography.Title>
    </div>
  );
  if (lookup.isPending)
    return (
      <div className="erp-mobile-detail">
        {head('품목')}
        <Spin />
      </div>
    );
  if (!part)
    return (
      <div className="erp-mobile-detail">
        {head('품목')}
        <Empty description={`품목 코드 ${code}에 해당하는 품목이 없습니다.`} />
      </div>
    );
  const main =
    detail.data?.images.find((i) => i.isMain && i.inline) ?? detail.data?.images.find((i) => i.inline);
  const locationOf = (warehouseCode: string) =>
    detail.data?.locations.find((l) => l.warehouseCode === warehouseCode)?.location ?? null;
  const stocked = (warehouses.data ?? []).filter(
    (w) => w.active && ((stock.data ?? []).some((s) => s.warehouseCode === w.code) || locationOf(w.code)),
  );
  const total = (stock.data ?? []).reduce((sum, s) => sum + s.qty, 0);
  return (
    <div className="erp-mobile-detail" data-testid="mobile-part-detail">
      {head(part.partNo)}
      <Card size="small">
        <Typography.Text strong style={{ fontSize: 16 }}>
          {part.name} {part.carModel}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary">
            {part.code}
            {part.norm ? ` · ${part.norm}` : ''}
            {part.brandName ? ` · ${part.brandName}` : ''}
          </Typography.Text>{' '}
          {part.isSet && <Tag color="blue">세트</Tag>}
          {!part.active && <Tag color="red">사용 안 함</Tag>}
        </div>
        <Typography.Title level={4} style={{ margin: '6px 0 0' }}>
          {formatWon(part.salePrice)}원
        </Typography.Title>
        {main && (
          <img
            className="erp-mobile-detail-image"
            src={main.url}
            alt={`${part.partNo} 사진`}
            style={{ marginTop: 8 }}
          />
        )}
      </Card>
      <Card size="small" title={`재고 ${total.toLocaleString('ko-KR')}`}>
        {stock.isPending ? (
          <Spin />
        ) : stocked.length === 0 ? (
          <Typography.Text type="secondary">어느 창고에도 재고 기록이 없습니다.</Typography.Text>
        ) : (
          <div className="erp-mobile-stock">
            {stocked.map((w) => (
              <div key={w.code} className="erp-mobile-stock-cell">
                <span>{w.name}</span>
                <strong>
                  {(stock.data?.find((s) => s.warehouseCode === w.code)?.qty ?? 0).toLocaleString('ko-KR')}
                </strong>
                <span>위치 {locationOf(w.code) ?? '미지정'}</span>
              </div>
            ))}
          </div>
        )}
      </Card>
      {children?.(part)}
      <div className="erp-mobile-actions">
        <Button
          size="large"
          icon={<CameraOutlined />}
          onClick={() => navigate(PART_MOBILE_PATHS.images(part.code))}
        >
          사진
        </Button>
        <Button
          size="large"
          icon={<BarcodeOutlined />}
          onClick={() => navigate(PART_MOBILE_PATHS.barcodesOf(part.code))}
        >
          바코드 ({detail.data?.barcodes.length ?? 0})
        </Button>
      </div>
    </div>
  );
};
