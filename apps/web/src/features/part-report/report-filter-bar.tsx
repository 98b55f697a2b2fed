import { CloseOutlined } from '@ant-design/icons';
import { Alert, Card, Space, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { SearchButton } from '../../components/list-page/search-button';
import { CustomerPicker } from '../customer/customer-picker';
import { usePartLookup } from '../part-info/part-info.api';
import { PartPicker } from '../part-info/part-picker';
import { PeriodPicker } from './period-picker';
import { type Period, periodProblem } from './report-period';

/** A code filter of the bar: the code in the URL ('' for all) and how to change it. */
export type CodeFilter = { code: string; onChange: (code: string) => void };

/** One part once picked (a tag to clear), a picker until then. */
const PartFilter = ({ code, onChange }: CodeFilter) => {
  const part = usePartLookup(code || undefined);
  return code ? (
    <Tag
      closable
      closeIcon={<CloseOutlined aria-label="품목 조건 지우기" />}
      onClose={() => onChange('')}
      style={{ padding: '4px 8px', fontSize: 13 }}
    >
      품목: {part.data ? `${part.data.partNo} ${part.data.name}` : code}
    </Tag>
  ) : (
    <PartPicker ariaLabel="품목" placeholder="품목 (품번·품명·바코드)" onPick={(p) => onChange(p.code)} />
  );
};

type Props = {
  today: string;
  /** The period the list shows; the picker edits a draft of it until 조회. */
  applied: Period;
  onSearch: (period: Period) => void;
  /** Shown when given: the part filter, then the customer filter. */
  part?: CodeFilter;
  customer?: CodeFilter;
  /** The report's own fields, between the filters above and the search button. */
  children?: ReactNode;
};

/**
 * The filter bar of the part reports: a period that applies on 조회 (so a half-picked range does not
 * fetch), the report's filters that apply at once, and why the period cannot be asked for.
 */
export const ReportFilterBar = ({ today, applied, onSearch, part, customer, children }: Props) => {
  const [period, setPeriod] = useState<Period>(() => ({ from: applied.from, to: applied.to }));
  // A period from the URL (back button, a link from another report) replaces the draft.
  useEffect(() => setPeriod({ from: applied.from, to: applied.to }), [applied.from, applied.to]);
  const draftProblem = periodProblem(period);
  return (
    <Card size="small" className="erp-filter-card">
      <Space wrap>
        <PeriodPicker value={period} today={today} onChange={setPeriod} />
        {part && <PartFilter {...part} />}
        {customer && (
          <CustomerPicker
            value={customer.code || null}
            placeholder="거래처 (전체)"
            style={{ width: 220 }}
            onChange={(code) => customer.onChange(code ?? '')}
          />
        )}
        {children}
        <SearchButton disabled={Boolean(draftProblem)} onClick={() => onSearch(period)} />
      </Space>
      {draftProblem && (
        <Alert type="error" showIcon style={{ marginTop: 8 }} title={`기간: ${draftProblem}`} />
      )}
    </Card>
  );
};
