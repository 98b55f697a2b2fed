import type { FilterOperator } from '@erp/domain';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

type Props = {
  id?: string;
  op: FilterOperator;
  value: unknown;
  onChange: (value: unknown) => void;
  width: number;
};

const toDay = (ymd: unknown): Dayjs | null =>
  typeof ymd === 'string' && /^\d{8}$/.test(ymd) ? dayjs(ymd, 'YYYYMMDD') : null;
const toYmdText = (day: Dayjs | null): string | undefined => (day ? day.format('YYYYMMDD') : undefined);

/** The value box of a date filter (FilterValueInput fetches it on demand): one day, or a range. */
export const DateFilterInput = ({ id, op, value, onChange, width }: Props) => {
  if (op === 'between') {
    const [from, to] = Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];
    return (
      <DatePicker.RangePicker
        id={id}
        value={[toDay(from), toDay(to)]}
        format="YYYY-MM-DD"
        allowEmpty={[true, true]}
        onChange={(days) => {
          const next = [toYmdText(days?.[0] ?? null), toYmdText(days?.[1] ?? null)];
          onChange(next.every((d) => d === undefined) ? undefined : next);
        }}
      />
    );
  }
  return (
    <DatePicker
      id={id}
      style={{ width }}
      format="YYYY-MM-DD"
      value={toDay(value)}
      onChange={(day: Dayjs | null) => onChange(toYmdText(day))}
    />
  );
};
