import { CLIENT_STOCK_LABELS, type ClientCar, type ClientPart } from '@erp/domain';
import { Button, Card, Tag } from 'antd';
import type { ReactNode } from 'react';

// What the client pages share: a car's title, a part card with its price and availability.

export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

export const carTitle = (car: Pick<ClientCar, 'nickname' | 'carNo' | 'vin' | 'maker' | 'modelYear'>) =>
  [car.nickname, car.carNo, car.maker, car.modelYear ? `${car.modelYear}년식` : null]
    .filter(Boolean)
    .join(' · ') || car.vin;

export const PartCard = ({ part, action }: { part: ClientPart; action?: ReactNode }) => (
  <Card size="small" data-part={part.partCode}>
    <div className="erp-client-row">
      <div>
        <div>
          <strong>{part.name}</strong> {part.fits && <Tag color="green">내 차 적합</Tag>}
        </div>
        <div className="erp-client-muted">
          {part.partNo} {part.carModel}
        </div>
      </div>
      <div style={{ textAlign: 'right' }}>
        <div className="erp-client-price">{won(part.salePrice)}</div>
        <Tag color={part.stock === 'available' ? 'blue' : 'default'}>{CLIENT_STOCK_LABELS[part.stock]}</Tag>
      </div>
    </div>
    {action && <div style={{ marginTop: 8 }}>{action}</div>}
  </Card>
);

export const AddToBasket = ({ onAdd }: { onAdd: () => void }) => (
  <Button type="primary" block onClick={onAdd}>
    장바구니 담기
  </Button>
);
