import {
  DeleteOutlined,
  FilterOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import {
  FILTER_OPERATOR_LABELS,
  type FilterOperator,
  type ListFilter,
  type ListQuery,
  type ListSpec,
} from '@erp/domain';
import { Badge, Button, Select, Space, Tag } from 'antd';
// The bare input: antd's `Input` carries TextArea, Search, Password and OTP with it (issue 14 §6).
import Input from 'antd/es/input/Input';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { describeFilter, type FieldOptions, filterableFields } from './filter-describe';
import {
  draftFromFilters,
  type ExtraCondition,
  type FilterDraft,
  filtersFromDraft,
  newCondition,
  type QuickField,
  quickKey,
} from './filter-draft';
import { FilterValueInput } from './filter-value-input';
import { SearchButton } from './search-button';

type Props = {
  spec: ListSpec;
  query: ListQuery;
  onSearch: (search: { filters: ListFilter[]; keyword?: string }) => void;
  options?: FieldOptions;
  /** Fields always in view, each with its operator; the rest are under "상세 조건". */
  quickFields?: readonly QuickField[];
  /** Shown when the list has a keyword search (the server's `keyword`). */
  keywordPlaceholder?: string;
  /** Arrow Down from a search box: into the grid. */
  onLeaveDown?: () => void;
  extra?: ReactNode;
};

/**
 * The search form of a list, built from the list's spec (which fields can be filtered and with
 * which operators). Enter searches; the applied conditions show as chips that can be removed.
 */
export const SpecFilterBar = ({
  spec,
  query,
  onSearch,
  options = {},
  quickFields = [],
  keywordPlaceholder,
  onLeaveDown,
  extra,
}: Props) => {
  const appliedKey = JSON.stringify([query.filters, query.keyword]);
  const [draft, setDraft] = useState<FilterDraft>(() =>
    draftFromFilters(query.filters, query.keyword, quickFields),
  );
  const [advancedOpen, setAdvancedOpen] = useState(draft.extra.length > 0);
  const nextKey = useRef(1000);

  // Back/forward or a bookmark changes the applied query: the form follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: appliedKey stands for the applied filters.
  useEffect(() => {
    setDraft(draftFromFilters(query.filters, query.keyword, quickFields));
  }, [appliedKey]);

  const search = (next: FilterDraft = draft) => {
    const keyword = next.keyword.trim();
    onSearch({ filters: filtersFromDraft(next, quickFields), ...(keyword ? { keyword } : {}) });
  };

  // Capture phase, before a dropdown sees the key: Enter in an open list picks an option,
  // Enter anywhere else searches (without opening a closed list).
  const onKeyDownCapture = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const combobox = target.getAttribute('role') === 'combobox';
    const expanded = target.getAttribute('aria-expanded') === 'true';
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && !expanded) {
      event.preventDefault();
      if (combobox) event.stopPropagation();
      search();
    } else if (event.key === 'ArrowDown' && target.tagName === 'INPUT' && !combobox && onLeaveDown) {
      event.preventDefault();
      onLeaveDown();
    }
  };

  const setExtra = (key: number, patch: Partial<ExtraCondition>) =>
    setDraft((d) => ({ ...d, extra: d.extra.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));

  const fieldChoices = filterableFields(spec).map((name) => ({
    value: name,
    label: spec.fields[name]?.label ?? name,
  }));

  const applied = query.filters;
  const removeApplied = (filter: ListFilter) =>
    onSearch({
      filters: applied.filter((f) => f !== filter),
      ...(query.keyword ? { keyword: query.keyword } : {}),
    });

  return (
    // A plain box styled like antd's small Card (list-page.css): Card brings Tabs and Skeleton
    // for features no filter bar uses (issue 14 §6).
    <div className="erp-filter-box">
      <div className="erp-filter-bar" onKeyDownCapture={onKeyDownCapture}>
        <div className="erp-filter-row">
          {keywordPlaceholder !== undefined && (
            <Input
              className="erp-filter-keyword"
              prefix={<SearchOutlined />}
              placeholder={keywordPlaceholder}
              aria-label="검색어"
              allowClear
              value={draft.keyword}
              onChange={(event) => setDraft((d) => ({ ...d, keyword: event.target.value }))}
              maxLength={100}
              autoFocus
            />
          )}
          {quickFields.map((q) => {
            const field = spec.fields[q.field];
            if (!field) return null;
            return (
              <div key={quickKey(q)} className="erp-filter-item">
                <label className="erp-filter-label" htmlFor={`filter-${q.field}-${q.op}`}>
                  {field.label}
                </label>
                <FilterValueInput
                  id={`filter-${q.field}-${q.op}`}
                  field={field}
                  op={q.op}
                  options={options[q.field]}
                  value={draft.quick[quickKey(q)]}
                  onChange={(value) =>
                    setDraft((d) => ({ ...d, quick: { ...d.quick, [quickKey(q)]: value } }))
                  }
                  placeholder={q.placeholder}
                  width={q.width}
                />
              </div>
            );
          })}
          <Space className="erp-filter-buttons">
            <SearchButton onClick={() => search()} />
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                const empty = { keyword: '', quick: {}, extra: [] };
                setDraft(empty);
                search(empty);
              }}
            >
              초기화
            </Button>
            <Badge count={draft.extra.length} size="small" color="#3f6ad8">
              <Button
                icon={<FilterOutlined />}
                onClick={() => setAdvancedOpen((open) => !open)}
                aria-expanded={advancedOpen}
              >
                상세 조건
              </Button>
            </Badge>
            {extra}
          </Space>
        </div>
        {advancedOpen && (
          <div className="erp-filter-advanced">
            {draft.extra.map((condition) => {
              const field = spec.fields[condition.field];
              if (!field) return null;
              const ops = field.operators ?? [];
              return (
                <Space key={condition.key} className="erp-filter-condition" wrap>
                  <Select
                    aria-label="조건 항목"
                    style={{ width: 150 }}
                    value={condition.field}
                    options={fieldChoices}
                    showSearch={{ optionFilterProp: 'label' }}
                    onChange={(name: string) => {
                      const op = spec.fields[name]?.operators?.[0] ?? 'eq';
                      setExtra(condition.key, { field: name, op, value: op === 'isNull' ? true : undefined });
                    }}
                  />
                  <Select
                    aria-label="조건"
                    style={{ width: 120 }}
                    value={condition.op}
                    options={ops.map((op) => ({ value: op, label: FILTER_OPERATOR_LABELS[op] }))}
                    onChange={(op: FilterOperator) =>
                      setExtra(condition.key, { op, value: op === 'isNull' ? true : undefined })
                    }
                  />
                  <FilterValueInput
                    field={field}
                    op={condition.op}
                    options={options[condition.field]}
                    value={condition.value}
                    onChange={(value) => setExtra(condition.key, { value })}
                  />
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label="조건 삭제"
                    onClick={() =>
                      setDraft((d) => ({ ...d, extra: d.extra.filter((c) => c.key !== condition.key) }))
                    }
                  />
                </Space>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => {
                const condition = newCondition(spec, draft, nextKey.current++);
                if (condition) setDraft((d) => ({ ...d, extra: [...d.extra, condition] }));
              }}
            >
              조건 추가
            </Button>
          </div>
        )}
        {(applied.length > 0 || query.keyword) && (
          <section className="erp-filter-chips" aria-label="적용된 조건">
            {query.keyword && (
              <Tag closable onClose={() => onSearch({ filters: applied })}>
                검색어: {query.keyword}
              </Tag>
            )}
            {applied.map((filter) => (
              <Tag key={quickKey(filter)} closable color="blue" onClose={() => removeApplied(filter)}>
                {describeFilter(spec, filter, options)}
              </Tag>
            ))}
          </section>
        )}
      </div>
    </div>
  );
};
