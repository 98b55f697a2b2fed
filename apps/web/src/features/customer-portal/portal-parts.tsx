import {
  APP_ORDER_STATE_LABELS,
  type AppOrderRow,
  formatThousands,
  type PortalOrderRule,
  STOCK_AVAILABILITY_LABELS,
  type StockAvailability,
} from '@erp/domain';
import { Alert, Button, Tag } from 'antd';
import type { ReactNode } from 'react';

// Pieces the customer pages share: won amounts, the stock tag, an app order card, the order rule.

export const won = (value: number): string => `${formatThousands(value)}원`;

export const Figure = ({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) => (
  <div className="cp-figure" data-testid={testId}>
    <div className="cp-figure-label">{label}</div>
    <div className="cp-figure-value">{value}</div>
  </div>
);

export const AvailabilityTag = ({ value }: { value: StockAvailability }) => (
  <Tag color={value === 'available' ? 'green' : 'orange'}>{STOCK_AVAILABILITY_LABELS[value]}</Tag>
);

const STATE_COLORS = { waiting: 'blue', fixed: 'green', cancelled: 'default', discarded: 'red' } as const;

export const AppOrderCard = ({ order }: { order: AppOrderRow }) => (
  <li className="cp-card" data-testid="app-order-card" data-code={order.code}>
    <div className="cp-card-top">
      <span className="cp-card-title">{order.code}</span>
      <Tag color={STATE_COLORS[order.state]}>{APP_ORDER_STATE_LABELS[order.state]}</Tag>
    </div>
    <div>{order.itemSummary}</div>
    <div className="cp-card-top">
      <span className="cp-card-sub">
        {new Date(order.createdAt).toLocaleString('ko-KR')}
        {order.deliveryMethod ? ` · ${order.deliveryMethod}` : ''}
      </span>
      <strong>{won(order.total)}</strong>
    </div>
  </li>
);

/** Outside the rank's order days or hours the server refuses an order; the page says so first. */
export const OrderRuleAlert = ({ rule }: { rule: PortalOrderRule | undefined }) =>
  rule && !rule.allowed ? (
    <Alert type="warning" showIcon message={rule.reason ?? '지금은 주문할 수 없습니다.'} />
  ) : null;

/** Previous / next under a card list (the phone pages page by buttons, not a grid footer). */
export const CardPager = ({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) =>
  total > size ? (
    <div className="cp-card-actions">
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        이전
      </Button>
      <span>
        {page} / {Math.ceil(total / size)}
      </span>
      <Button disabled={page * size >= total} onClick={() => onPage(page + 1)}>
        다음
      </Button>
    </div>
  ) : null;
