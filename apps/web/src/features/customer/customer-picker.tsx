import type { Customer, ListQuery } from '@erp/domain';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { customerListKey, fetchCustomerList } from './customer.api';

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (code: string | undefined, customer?: Customer) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  style?: CSSProperties;
};

const searchQuery = (keyword: string): ListQuery => ({
  page: 1,
  size: 20,
  sort: [{ field: 'name', dir: 'asc' }],
  filters: [],
  keyword,
});

const labelOf = (c: Pick<Customer, 'code' | 'name' | 'phone'>) =>
  `${c.code} ${c.name}${c.phone ? ` · ${c.phone}` : ''}`;

/**
 * Chooses a customer by typing part of its code, name, representative, phone or business number
 * (the list's keyword search); the value is the customer code.
 */
export const CustomerPicker = ({
  id,
  value,
  onChange,
  onBlur,
  placeholder = '코드·상호·전화로 찾기',
  disabled,
  autoFocus,
  style,
}: Props) => {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: customerListKey(searchQuery(keyword)),
    queryFn: () => fetchCustomerList(searchQuery(keyword)),
    enabled: keyword.length > 0,
  });
  // The chosen customer stays labelled even when the last search no longer contains it.
  const chosen = useQuery({
    queryKey: customerListKey({ ...searchQuery(''), filters: [{ field: 'code', op: 'eq', value }] }),
    queryFn: () =>
      fetchCustomerList({ ...searchQuery(''), filters: [{ field: 'code', op: 'eq', value: value ?? '' }] }),
    enabled: Boolean(value),
    staleTime: 60_000,
  });
  const rows = found.data?.rows ?? [];
  const options = useMemo(() => {
    const list = [...(chosen.data?.rows ?? []), ...rows];
    const seen = new Set<string>();
    return list
      .filter((c) => (seen.has(c.code) ? false : seen.add(c.code)))
      .map((c) => ({ value: c.code, label: labelOf(c), customer: c }));
  }, [rows, chosen.data]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled}
      autoFocus={autoFocus}
      allowClear
      style={{ width: '100%', ...style }}
      notFoundContent={
        found.isFetching ? (
          <Spin size="small" />
        ) : keyword ? (
          '맞는 거래처가 없습니다.'
        ) : (
          '찾을 거래처를 입력하세요.'
        )
      }
      options={options}
      onChange={(code?: string) => {
        setTyped('');
        onChange?.(code, options.find((o) => o.value === code)?.customer);
      }}
      onBlur={onBlur}
      aria-label="거래처 찾기"
    />
  );
};
