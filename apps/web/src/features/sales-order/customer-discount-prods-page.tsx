import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatDiscountBp } from '@erp/domain';
import { Button, Input, Result, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatCount, formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { CustomerPicker } from '../customer/customer-picker';
import { type DiscountProdRow, useDiscountProds } from './discount-prods.api';
import { customerDiscountProdsPath, fastRegisterPath, obtainRegisterPath } from './order-paths';
import '../../components/list-page/list-page.css';
import './sales-order.css';

const num = { cellClass: 'erp-cell-number', headerClass: 'erp-cell-number' } as const;
const won = (p: { value: unknown }) => (typeof p.value === 'number' ? formatWon(p.value) : '—');

const COLUMNS: DataColumn<DiscountProdRow>[] = [
  {
    colId: 'partNo',
    headerName: '품번',
    field: 'partNo',
    width: 140,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  { colId: 'name', headerName: '품명', field: 'name', flex: 1, minWidth: 180, tooltip: true },
  { colId: 'norm', headerName: '규격', field: 'norm', width: 90 },
  { colId: 'kindName', headerName: '분류', field: 'kindName', width: 100 },
  { colId: 'salePrice', headerName: '판매가', field: 'salePrice', width: 100, ...num, valueFormatter: won },
  {
    colId: 'discountBp',
    headerName: '분류 할인',
    field: 'discountBp',
    width: 86,
    ...num,
    valueFormatter: (p) => (typeof p.value === 'number' ? formatDiscountBp(p.value) : ''),
  },
  {
    colId: 'categoryPrice',
    headerName: '분류 단가',
    field: 'categoryPrice',
    width: 100,
    ...num,
    valueFormatter: won,
  },
  {
    colId: 'lastPrice',
    headerName: '최근 단가',
    field: 'lastPrice',
    width: 100,
    ...num,
    valueFormatter: won,
    cellClass: (p) =>
      `erp-cell-number${p.data && p.data.lastPrice < p.data.salePrice ? ' erp-sales-fixed' : ''}`,
  },
  {
    colId: 'lastOrderedAt',
    headerName: '최근 판매일',
    field: 'lastOrderedAt',
    width: 104,
    valueFormatter: (p) => formatKstDate(p.value as string),
  },
  {
    colId: 'lastOrderCode',
    headerName: '최근 주문',
    field: 'lastOrderCode',
    width: 140,
    cellClass: 'erp-cell-code',
  },
  { colId: 'orderCount', headerName: '주문 수', field: 'orderCount', width: 80, ...num },
  {
    colId: 'qty',
    headerName: '판매 수량',
    field: 'qty',
    width: 90,
    ...num,
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'active',
    headerName: '사용',
    field: 'active',
    width: 70,
    valueFormatter: (p) => (p.value ? '' : '미사용'),
  },
];

/**
 * CustomerDiscountProds/:customerCode: per part, what this customer paid last time beside the
 * sale price and its category price — the figures the order screen offers (last price first) —
 * and the customer's discount per part kind. Enter opens the last order of the part.
 */
export const CustomerDiscountProdsPage = () => {
  const { customerCode: raw = '' } = useParams();
  const navigate = useNavigate();
  const customerCode = raw.trim().toUpperCase();
  const [params, setParams] = useUrlParams({ keyword: '', page: 1, size: 50 });
  const [keyword, setKeyword] = useState(params.keyword);
  const data = useDiscountProds({
    customerCode,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    page: params.page,
    size: params.size,
  });
  const d = data.data;
  if (data.error && !d)
    return (
      <Result status="warning" title="거래처 단가를 불러오지 못했습니다." subTitle={messageOf(data.error)} />
    );
  return (
    <ListPage<DiscountProdRow>
      title={d ? `${d.customerName} 단가` : '거래처 단가'}
      description="품목별 최근 판매 단가와 분류 할인 단가. 판매 등록은 최근 단가를 먼저 제안합니다. Enter: 최근 주문 열기"
      actions={
        <Space>
          <Button
            icon={<ShoppingCartOutlined />}
            onClick={() => navigate(obtainRegisterPath({ customerCode }))}
            disabled={!d}
          >
            판매 등록
          </Button>
          <Button onClick={() => navigate(fastRegisterPath(customerCode, 'fix'))} disabled={!d}>
            빠른 판매
          </Button>
        </Space>
      }
      filterBar={
        <FilterCard
          onSearch={() => setParams({ keyword: keyword.trim(), page: 1 })}
          searchOnEnter={false}
          below={
            d && (
              <div className="erp-discount-kinds" data-testid="category-discounts">
                <Typography.Text strong>분류 할인</Typography.Text>
                {d.categories.length === 0 ? (
                  <Typography.Text type="secondary">없음 (판매가 또는 최근 단가로 팝니다)</Typography.Text>
                ) : (
                  d.categories.map((c) => (
                    <Tag key={c.id} color="purple">
                      {c.kindName} {formatDiscountBp(c.discountBp)}
                    </Tag>
                  ))
                )}
              </div>
            )
          }
        >
          <FilterItem label="거래처" width={340}>
            <CustomerPicker
              value={customerCode || null}
              onChange={(code) => code && navigate(customerDiscountProdsPath(code))}
            />
          </FilterItem>
          <FilterItem label="품번·품명" htmlFor="discount-keyword">
            <Input
              id="discount-keyword"
              style={{ width: 200 }}
              value={keyword}
              maxLength={100}
              allowClear
              onChange={(e) => setKeyword(e.target.value)}
              onPressEnter={() => setParams({ keyword: keyword.trim(), page: 1 })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'customer-discount-prods',
        columns: COLUMNS,
        rows: d?.rows,
        rowId: (r) => r.partCode,
        loading: data.isFetching,
        onRowOpen: (r) => navigate(obtainRegisterPath({ customerCode, obtainCode: r.lastOrderCode })),
        emptyText: params.keyword ? '맞는 품목이 없습니다.' : '이 거래처에 판매한 품목이 없습니다.',
      }}
      paging={urlPaging(data, params, setParams)}
    />
  );
};
