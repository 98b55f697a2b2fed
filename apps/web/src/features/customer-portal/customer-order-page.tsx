import {
  customerPortalApi,
  customerPortalScreens,
  type PortalPart,
  type PortalPartSearch,
  portalPartSearchSchema,
} from '@erp/domain';
import { Button, Empty, Input, InputNumber, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { usePortalParts, usePortalRefresh } from './customer-portal.api';
import { AvailabilityTag, won } from './portal-parts';
import './customer-portal.css';

const FITMENT_LABELS = { vin: '이 차량 장착 이력', pattern: '같은 차종 계열', model: '같은 모델' } as const;

const PartCard = ({ part, vin, onAdded }: { part: PortalPart; vin: string | null; onAdded: () => void }) => {
  const [qty, setQty] = useState<number | null>(1);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const { message } = await callApiWithMessage(customerPortalApi.basketAdd, {
        body: { partCode: part.partCode, qty: qty ?? 1, vin: vin ?? '' },
      });
      toast.success(message);
      onAdded();
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="cp-card" data-testid="portal-part" data-part={part.partCode}>
      <div className="cp-card-top">
        <span className="cp-card-title">{part.name}</span>
        <AvailabilityTag value={part.availability} />
      </div>
      <div className="cp-card-sub">
        품번 {part.partNo}
        {part.carModel ? ` · ${part.carModel}` : ''}
        {part.kindName ? ` · ${part.kindName}` : ''}
      </div>
      {part.fitment && <Tag color="geekblue">{FITMENT_LABELS[part.fitment]}</Tag>}
      <div className="cp-card-actions">
        <strong>{won(part.unitPrice)}</strong>
        <InputNumber
          aria-label="수량"
          min={1}
          max={9999}
          value={qty}
          onChange={setQty}
          style={{ width: 90 }}
        />
        <Button type="primary" loading={busy} onClick={add}>
          담기
        </Button>
      </div>
    </li>
  );
};

type Finder = { title: string; description: string; keyword?: string };

const ORDER: Finder = {
  title: '주문하기',
  description: '차대번호로 맞는 부품을 찾거나 품번·품명으로 찾으세요. 재고는 있음 / 주문 필요로만 보입니다.',
};

/** Customer/CustomerOrder: find parts by VIN (fitment first), number, name or kind and fill the basket. */
export const CustomerOrderPage = () => <PartFinder finder={ORDER} />;

/** Customer/CustomerPadOrder: the same search, for brake pads of the car. */
export const CustomerPadOrderPage = () => (
  <PartFinder
    finder={{
      title: '패드 주문',
      description: '차대번호를 넣으면 이 차에 맞는 브레이크 패드를 찾습니다.',
      keyword: '패드',
    }}
  />
);

/** Customer/CustomerOilOrder: the same search, for engine oil and oil filters of the car. */
export const CustomerOilOrderPage = () => (
  <PartFinder
    finder={{
      title: '오일 주문',
      description: '차대번호를 넣으면 이 차에 맞는 오일·오일필터를 찾습니다.',
      keyword: '오일',
    }}
  />
);

const PartFinder = ({ finder }: { finder: Finder }) => {
  const navigate = useNavigate();
  const refresh = usePortalRefresh();
  // CustomerCarInfo opens the finder on one of the shop's cars (?vin=).
  const [params] = useSearchParams();
  const carVin = params.get('vin') ?? '';
  const [vin, setVin] = useState(carVin);
  const [keyword, setKeyword] = useState(finder.keyword ?? '');
  const [query, setQuery] = useState<PortalPartSearch | null>(() => {
    const parsed = portalPartSearchSchema.safeParse({ vin: carVin, keyword, page: 1, size: 30 });
    return carVin && parsed.success ? parsed.data : null;
  });
  const found = usePortalParts(query);
  const search = (page = 1) => {
    const parsed = portalPartSearchSchema.safeParse({ vin, keyword, page, size: 30 });
    if (!parsed.success) return toast.error(parsed.error.issues[0]?.message ?? '검색어를 확인하세요.');
    setQuery(parsed.data);
  };
  const rows = found.data?.rows ?? [];
  return (
    <TitledPage
      title={finder.title}
      description={finder.description}
      className="cp-page cp-block"
      actions={
        <Button onClick={() => navigate(customerPortalScreens.customerShoppingBasket.path)}>장바구니</Button>
      }
    >
      <div className="cp-search">
        <Input
          aria-label="차대번호"
          placeholder="차대번호 (17자리)"
          size="large"
          value={vin}
          maxLength={30}
          onChange={(e) => setVin(e.target.value.toUpperCase())}
          onPressEnter={() => search()}
        />
        <Input
          aria-label="품번·품명"
          placeholder="품번·품명 (예: 브레이크 패드)"
          size="large"
          value={keyword}
          maxLength={50}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={() => search()}
        />
        <Button type="primary" size="large" onClick={() => search()}>
          찾기
        </Button>
      </div>
      {found.data?.model && (
        <div className="cp-card-sub">
          차량: {found.data.model} {found.data.vin ? `(${found.data.vin})` : ''}
        </div>
      )}
      {query === null ? null : found.isFetching && rows.length === 0 ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="찾은 부품이 없습니다. 품번·품명으로도 찾아 보세요." />
      ) : (
        <ul className="cp-cards">
          {rows.map((p) => (
            <PartCard key={p.partCode} part={p} vin={found.data?.vin ?? null} onAdded={refresh} />
          ))}
        </ul>
      )}
      {query && (query.page > 1 || found.data?.hasMore) && (
        <div className="cp-card-actions">
          <Button disabled={query.page <= 1} onClick={() => search(query.page - 1)}>
            이전
          </Button>
          <span>{query.page}쪽</span>
          <Button disabled={!found.data?.hasMore} onClick={() => search(query.page + 1)}>
            다음
          </Button>
        </div>
      )}
    </TitledPage>
  );
};
