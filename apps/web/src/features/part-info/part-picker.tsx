import { type CallInput, type Part, partApi, queryKeyOf, reduceScannedBarcode } from '@erp/domain';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { callApi } from '../../app/contract-client';

export type PickedPart = Pick<
  Part,
  'code' | 'partNo' | 'name' | 'carModel' | 'salePrice' | 'purchasePrice' | 'isSet' | 'active'
>;

type Props = {
  /** Called with the part chosen (Enter on the highlighted option, a click, or a scan). */
  onPick: (part: PickedPart) => void;
  placeholder?: string;
  /** Only sets (PartSetInsert) or only plain parts (set components). */
  sets?: 'only' | 'exclude';
  autoFocus?: boolean;
  ariaLabel?: string;
  size?: 'middle' | 'large';
  style?: React.CSSProperties;
};

/** The search box's call: active parts (only sets, or no sets, when asked), twenty at a time. */
const searchBody = (term: string, sets: Props['sets']): CallInput<typeof partApi.list>['body'] => ({
  keyword: term,
  size: 20,
  filters: [
    { field: 'active', op: 'eq', value: true },
    ...(sets ? [{ field: 'isSet', op: 'eq', value: sets === 'only' } as const] : []),
  ],
});

export const partLabel = (p: Pick<Part, 'code' | 'partNo' | 'name' | 'carModel'>): string =>
  `${p.partNo} · ${p.name}${p.carModel ? ` ${p.carModel}` : ''} (${p.code})`;

/**
 * Finds a part by part number, name, car model or barcode as the server's search box does; a
 * wedge scanner's URL-shaped value is reduced first. The list follows the typing (250 ms pause).
 */
export const PartPicker = ({ onPick, placeholder, sets, autoFocus, ariaLabel, size, style }: Props) => {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(reduceScannedBarcode(typed).trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: queryKeyOf(partApi.list, { body: searchBody(term, sets) }),
    queryFn: ({ signal }) => callApi(partApi.list, { body: searchBody(term, sets) }, { signal }),
    enabled: term.length > 0,
  });
  const rows: PickedPart[] = found.data?.rows ?? [];
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      value={null}
      aria-label={ariaLabel ?? '품목 찾기'}
      placeholder={placeholder ?? '품번·품명·차종·바코드'}
      autoFocus={autoFocus}
      size={size}
      style={{ minWidth: 320, ...style }}
      notFoundContent={
        found.isFetching ? <Spin size="small" /> : term ? '찾는 품목이 없습니다.' : '검색어를 입력하세요.'
      }
      options={rows.map((p) => ({ value: p.code, label: partLabel(p) }))}
      onChange={(code) => {
        const part = rows.find((p) => p.code === code);
        if (part) {
          onPick(part);
          setTyped('');
          setTerm('');
        }
      }}
    />
  );
};
