import { Input } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { FilterCard, FilterItem, FilterPeriod } from '../../components/screen-parts/filter-card';
import { CustomerPicker } from '../customer/customer-picker';
import type { ReportFilterValues } from './report-filters';

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
  return (
    <FilterCard onSearch={() => onSearch(draft)}>
      <FilterPeriod label={periodLabel} ends="open" draft={draft} setDraft={setDraft} />
      {customer && (
        <FilterItem label="거래처" width={280}>
          <CustomerPicker
            value={draft.customer || null}
            onChange={(c) => setDraft((d) => ({ ...d, customer: c ?? '' }))}
          />
        </FilterItem>
      )}
      {code && (
        <FilterItem label="주문번호">
          <Input
            style={{ width: 160 }}
            value={draft.code}
            placeholder="O20261122-0001"
            allowClear
            aria-label="주문번호"
            onChange={(e) => setDraft((d) => ({ ...d, code: e.target.value }))}
          />
        </FilterItem>
      )}
      {extra}
    </FilterCard>
  );
};
