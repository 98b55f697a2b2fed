import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { CustomerPicker } from '../customer/customer-picker';
import type { ReportFilterValues } from './report-filters';

const YMD = 'YYYYMMDD';
const toDay = (ymd: string) => (/^\d{8}$/.test(ymd) ? dayjs(ymd, YMD) : null);

type Props = {
  values: ReportFilterValues;
  onSearch: (values: ReportFilterValues) => void;
  periodLabel?: string;
  /** Which boxes the list has (the period is always there). */
  customer?: boolean;
  code?: boolean;
  /** More boxes of the list (kind, state, …), drawn before the search button. */
  extra?: ReactNode;
};

/**
 * The search form of the report lists: a period, a customer, an order code and the list's own
 * boxes. Enter anywhere searches (unless a dropdown is open and Enter picks from it).
 */
export const ReportFilterBar = ({
  values,
  onSearch,
  periodLabel = '주문일',
  customer = true,
  code = true,
  extra,
}: Props) => {
  const [draft, setDraft] = useState(values);
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the applied values (back button).
  useEffect(() => setDraft(values), [key]);
  const search = () => onSearch(draft);
  return (
    <Card size="small" className="erp-filter-card">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in any box searches. */}
      <div
        className="erp-filter-row"
        onKeyDown={(e) => {
          const open = (e.target as HTMLElement).getAttribute('aria-expanded') === 'true';
          if (e.key === 'Enter' && !open && !e.nativeEvent.isComposing) search();
        }}
      >
        <span className="erp-filter-item">
          <span className="erp-filter-label">{periodLabel}</span>
          <DatePicker.RangePicker
            value={[toDay(draft.from), toDay(draft.to)]}
            format="YYYY-MM-DD"
            allowEmpty={[true, true]}
            onChange={(range) =>
              setDraft((d) => ({
                ...d,
                from: range?.[0]?.format(YMD) ?? '',
                to: range?.[1]?.format(YMD) ?? '',
              }))
            }
            aria-label={periodLabel}
          />
        </span>
        {customer && (
          <span className="erp-filter-item" style={{ width: 280 }}>
            <span className="erp-filter-label">거래처</span>
            <CustomerPicker
              value={draft.customer || null}
              onChange={(c) => setDraft((d) => ({ ...d, customer: c ?? '' }))}
            />
          </span>
        )}
        {code && (
          <span className="erp-filter-item">
            <span className="erp-filter-label">주문번호</span>
            <Input
              style={{ width: 160 }}
              value={draft.code}
              placeholder="O20261122-0001"
              allowClear
              aria-label="주문번호"
              onChange={(e) => setDraft((d) => ({ ...d, code: e.target.value }))}
            />
          </span>
        )}
        {extra}
        <span className="erp-filter-buttons">
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>
            조회
          </Button>
        </span>
      </div>
    </Card>
  );
};
