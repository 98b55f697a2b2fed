import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lastDays, lastMonth, type Period, thisMonth } from './report-period';

const toDayjs = (ymd: string) => dayjs(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`);
const toYmd = (d: Dayjs) => d.format('YYYYMMDD');
const range = (p: Period): [Dayjs, Dayjs] => [toDayjs(p.from), toDayjs(p.to)];

type Props = { value: Period; today: string; onChange: (period: Period) => void };

/** A period with the presets staff use most (today, 7 days, 30 days, this month, last month). */
export const PeriodPicker = ({ value, today, onChange }: Props) => (
  <DatePicker.RangePicker
    aria-label="기간"
    format="YYYY-MM-DD"
    allowClear={false}
    value={range(value)}
    presets={[
      { label: '오늘', value: range(lastDays(today, 1)) },
      { label: '최근 7일', value: range(lastDays(today, 7)) },
      { label: '최근 30일', value: range(lastDays(today, 30)) },
      { label: '이번 달', value: range(thisMonth(today)) },
      { label: '지난달', value: range(lastMonth(today)) },
      { label: '최근 1년', value: range(lastDays(today, 365)) },
    ]}
    onChange={(dates) => {
      if (dates?.[0] && dates[1]) onChange({ from: toYmd(dates[0]), to: toYmd(dates[1]) });
    }}
  />
);
