import { Card, DatePicker, Select, Space, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Dispatch, KeyboardEvent, ReactNode, SetStateAction } from 'react';
import { SearchButton } from '../list-page/search-button';

type CardProps = {
  /** The 조회 button at the end of the row; without it the boxes apply as they change. */
  onSearch?: () => void;
  /** Enter in any box searches too (unless a dropdown is open and Enter picks from it). */
  searchOnEnter?: boolean;
  children: ReactNode;
  /** Under the row, inside the card (what the chosen filter brings: a customer's discounts). */
  below?: ReactNode;
};

/** The search form of a list that is not on the list-spec vocabulary: its boxes in one row. */
export const FilterCard = ({ onSearch, searchOnEnter = true, children, below }: CardProps) => {
  const onKeyDown =
    onSearch && searchOnEnter
      ? (e: KeyboardEvent) => {
          const open = (e.target as HTMLElement).getAttribute('aria-expanded') === 'true';
          // Enter that ends a Korean syllable is the input method's, not a search.
          if (e.key === 'Enter' && !open && !e.nativeEvent.isComposing) onSearch();
        }
      : undefined;
  return (
    <Card size="small" className="erp-filter-card">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in any box searches. */}
      <div className="erp-filter-row" onKeyDown={onKeyDown}>
        {children}
        {onSearch && (
          <span className="erp-filter-buttons">
            <SearchButton onClick={onSearch} />
          </span>
        )}
      </div>
      {below}
    </Card>
  );
};

type ItemProps = {
  label: string;
  /** The box's id when it is a plain input (the label then points at it). */
  htmlFor?: string;
  width?: number;
  children: ReactNode;
};

/** One labelled box of a FilterCard. */
export const FilterItem = ({ label, htmlFor, width, children }: ItemProps) => (
  <span className="erp-filter-item" style={width === undefined ? undefined : { width }}>
    {htmlFor ? (
      <label className="erp-filter-label" htmlFor={htmlFor}>
        {label}
      </label>
    ) : (
      <span className="erp-filter-label">{label}</span>
    )}
    {children}
  </span>
);

type ChoiceProps = {
  label: string;
  /** The name screen readers hear, when it differs from the label. */
  ariaLabel?: string;
  width: number;
  value: string;
  onChange: (value: string) => void;
  choices: readonly { value: string; label: string }[];
  /** Typing narrows a long list (staff names). */
  searchable?: boolean;
};

/** A labelled choice of a FilterCard whose first option, '전체', sets no condition. */
export const FilterChoice = ({
  label,
  ariaLabel,
  width,
  value,
  onChange,
  choices,
  searchable,
}: ChoiceProps) => (
  <FilterItem label={label}>
    <Select
      aria-label={ariaLabel ?? label}
      style={{ width }}
      {...(searchable ? { showSearch: { optionFilterProp: 'label' } } : {})}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: '전체' }, ...choices]}
    />
  </FilterItem>
);

/** Choices from a list of codes and their Korean labels. */
export const choicesOf = <K extends string>(codes: readonly K[], labels: Record<K, string>) =>
  codes.map((value) => ({ value, label: labels[value] }));

const UNITS = {
  day: { token: 'YYYYMMDD', shown: 'YYYY-MM-DD', pattern: /^\d{8}$/ },
  month: { token: 'YYYYMM', shown: 'YYYY-MM', pattern: /^\d{6}$/ },
} as const;

type RangeProps = {
  label: string;
  /** YYYYMMDD (YYYYMM by month); '' for an open end. */
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  /**
   * 'closed': always a whole range, nothing to clear; 'open': either end may stay empty;
   * 'pair': both ends or neither (antd's own).
   */
  ends: 'closed' | 'open' | 'pair';
  unit?: keyof typeof UNITS;
};

/** A period as the URL keeps it (YYYYMMDD strings), picked on a calendar. */
export const YmdRangePicker = ({ label, from, to, onChange, ends, unit = 'day' }: RangeProps) => {
  const u = UNITS[unit];
  const toDay = (ymd: string) => (u.pattern.test(ymd) ? dayjs(ymd, u.token) : null);
  return (
    <DatePicker.RangePicker
      aria-label={label}
      {...(unit === 'month' ? { picker: 'month' as const } : {})}
      format={u.shown}
      {...(ends === 'closed' ? { allowClear: false } : ends === 'open' ? { allowEmpty: [true, true] } : {})}
      value={[toDay(from), toDay(to)]}
      onChange={(range) => {
        const [start, end] = range ?? [];
        if (ends === 'closed' && !(start && end)) return;
        onChange(start?.format(u.token) ?? '', end?.format(u.token) ?? '');
      }}
    />
  );
};

type PeriodProps<D extends { from: string; to: string }> = Pick<RangeProps, 'label' | 'ends' | 'unit'> & {
  /** The search card's draft, whose from and to the period edits. */
  draft: D;
  setDraft: Dispatch<SetStateAction<D>>;
};

/** A labelled period of a FilterCard: it edits the from and to of the card's draft. */
export const FilterPeriod = <D extends { from: string; to: string }>({
  label,
  ends,
  unit,
  draft,
  setDraft,
}: PeriodProps<D>) => (
  <FilterItem label={label}>
    <YmdRangePicker
      label={label}
      ends={ends}
      {...(unit ? { unit } : {})}
      from={draft.from}
      to={draft.to}
      onChange={(from, to) => setDraft((d) => ({ ...d, from, to }))}
    />
  </FilterItem>
);

type SwitchProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/** An on/off condition of a filter row: the switch and, beside it, the words that name it. */
export const FilterSwitch = ({ label, checked, onChange }: SwitchProps) => (
  <Space>
    <Switch checked={checked} onChange={onChange} aria-label={label} />
    <Typography.Text>{label}</Typography.Text>
  </Space>
);
