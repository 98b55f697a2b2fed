import type { Customer, ListQuery } from '@erp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../shell/toast/toast';
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

/**
 * The customer an Enter typed before the search answered means: the one whose code or name is
 * exactly what was typed, else the only one found; null when the words fit none or several.
 */
export const customerForEnter = <C extends Pick<Customer, 'code' | 'name'>>(
  typed: string,
  rows: readonly C[],
): C | null => {
  const text = typed.trim().toUpperCase();
  const exact = rows.filter((c) => c.code.toUpperCase() === text || c.name.toUpperCase() === text);
  if (exact.length === 1) return exact[0] ?? null;
  return rows.length === 1 ? (rows[0] ?? null) : null;
};

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
  const box = useRef<HTMLDivElement>(null);
  // Enter typed before the search answered (a fast typist: name, Enter, Enter, VIN): the words
  // are looked up at once and the customer they name is chosen when the answer comes, while the
  // cursor has already moved on. (The select forgets its search text when its list closes, so
  // this cannot wait for the list.)
  const queryClient = useQueryClient();
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  const chooseWhenAnswered = async (asked: string) => {
    try {
      const page = await queryClient.fetchQuery({
        queryKey: customerListKey(searchQuery(asked)),
        queryFn: () => fetchCustomerList(searchQuery(asked)),
      });
      const match = customerForEnter(asked, page.rows);
      if (match) {
        setTyped('');
        latestChange.current?.(match.code, match);
      } else
        toast.warning(
          page.rows.length === 0
            ? `'${asked}'에 맞는 거래처가 없습니다.`
            : `'${asked}'에 맞는 거래처가 ${page.rows.length}곳입니다. 목록에서 고르세요.`,
        );
    } catch {
      // The error dialog has said why the search failed.
    }
  };
  // The clear (×) button is for the mouse: Tab from the customer goes on to the next box.
  useEffect(() => {
    for (const clear of box.current?.querySelectorAll('.ant-select-clear') ?? [])
      clear.setAttribute('tabindex', '-1');
  });
  const options = useMemo(() => {
    const list = [...(chosen.data?.rows ?? []), ...rows];
    const seen = new Set<string>();
    return list
      .filter((c) => (seen.has(c.code) ? false : seen.add(c.code)))
      .map((c) => ({ value: c.code, label: labelOf(c), customer: c }));
  }, [rows, chosen.data]);
  return (
    <div ref={box} style={{ display: 'contents' }}>
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
        onInputKeyDown={(e) => {
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          const text = typed.trim();
          // The list does not yet hold the answer to what was typed: look it up for this Enter.
          const answered = text === keyword && !found.isFetching && found.data !== undefined;
          if (text !== '' && !answered) void chooseWhenAnswered(text);
        }}
        aria-label="거래처 찾기"
      />
    </div>
  );
};
