import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../app/api-client';

// CustomerDiscountProds: what a customer has paid per part and its discount per part kind.

export type DiscountProdRow = {
  partCode: string;
  partNo: string;
  name: string;
  norm: string | null;
  kindCode: string | null;
  kindName: string | null;
  active: boolean;
  salePrice: number;
  categoryPrice: number | null;
  discountBp: number | null;
  lastPrice: number;
  lastOrderCode: string;
  lastOrderedAt: string;
  orderCount: number;
  qty: number;
  suggestedPrice: number;
};

export type CategoryDiscount = {
  id: number;
  kindCode: string;
  kindName: string;
  kindLevel: number;
  discountBp: number;
  memo: string | null;
};

export type DiscountProds = {
  customerCode: string;
  customerName: string;
  rows: DiscountProdRow[];
  total: number;
  categories: CategoryDiscount[];
};

export type DiscountProdsQuery = { customerCode: string; keyword?: string; page: number; size: number };

export const useDiscountProds = (query: DiscountProdsQuery) =>
  useQuery({
    queryKey: ['sales-order', 'discount-prods', query],
    queryFn: () => apiPost<DiscountProds>('/api/order/v1.0/customer/discount/prods', query),
    enabled: query.customerCode !== '',
    placeholderData: keepPreviousData,
  });
