import type { FilterOperator } from '@erp/domain';
import { Input, InputNumber, Space } from 'antd';

type Props = {
  id?: string;
  op: FilterOperator;
  value: unknown;
  onChange: (value: unknown) => void;
  placeholder?: string;
  width: number;
};

const pair = (value: unknown): [unknown, unknown] =>
  Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The value box of a number filter (FilterValueInput fetches it on demand, like the date box):
 * one number with thousands separators, or a range.
 */
export const NumberFilterInput = ({ id, op, value, onChange, placeholder, width }: Props) => {
  const numberBox = (v: unknown, set: (n: number | null) => void, label?: string) => (
    <InputNumber<number>
      id={label ? undefined : id}
      aria-label={label}
      style={{ width: op === 'between' ? 130 : width }}
      value={numberOrNull(v)}
      onChange={set}
      precision={0}
      formatter={(n) =>
        n === undefined || n === null || `${n}` === '' ? '' : Number(n).toLocaleString('ko-KR')
      }
      placeholder={placeholder}
    />
  );
  if (op === 'between') {
    const [from, to] = pair(value);
    return (
      <Space.Compact>
        {numberBox(from, (n) => onChange([n, to ?? null]))}
        <Input className="erp-range-sep" disabled value="~" tabIndex={-1} />
        {numberBox(to, (n) => onChange([from ?? null, n]), '끝')}
      </Space.Compact>
    );
  }
  return numberBox(value, (n) => onChange(n ?? undefined));
};
