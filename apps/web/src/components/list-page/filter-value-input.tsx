import type { FilterOperator, ListFieldSpec } from '@erp/domain';
import { Select } from 'antd';
// The bare input: antd's `Input` carries TextArea, Search, Password and OTP with it (issue 14 §6).
import Input from 'antd/es/input/Input';
import { useOnDemand } from '../use-on-demand';
import type { FieldOptions } from './filter-describe';

// The date pickers (antd DatePicker with dayjs) are fetched when a date filter is shown: most
// lists never show one, and they weigh about 30 KB gzipped (issue 14 §6).
const loadDateInput = () => import('./date-filter-input').then((m) => m.DateFilterInput);
// So are the number boxes (antd InputNumber): the quick filters of most lists are text and choices.
const loadNumberInput = () => import('./number-filter-input').then((m) => m.NumberFilterInput);

type Props = {
  field: ListFieldSpec;
  op: FilterOperator;
  options?: FieldOptions[string];
  value: unknown;
  onChange: (value: unknown) => void;
  placeholder?: string;
  width?: number;
  id?: string;
};

const YES_NO = [
  { value: 'true', label: '예' },
  { value: 'false', label: '아니오' },
];

/** The value box of one filter, chosen by the field's kind and the operator. */
export const FilterValueInput = ({
  field,
  op,
  options,
  value,
  onChange,
  placeholder,
  width = 180,
  id,
}: Props) => {
  const style = { width };
  const DateInput = useOnDemand(loadDateInput, field.kind === 'date' && op !== 'isNull');
  const NumberInput = useOnDemand(loadNumberInput, field.kind === 'number' && op !== 'isNull' && op !== 'in');
  if (op === 'isNull')
    return (
      <Select
        id={id}
        style={style}
        value={value === false ? 'false' : 'true'}
        onChange={(v) => onChange(v === 'true')}
        options={[
          { value: 'true', label: '비어 있음' },
          { value: 'false', label: '값 있음' },
        ]}
      />
    );
  if (field.kind === 'boolean')
    return (
      <Select
        id={id}
        style={style}
        allowClear
        placeholder={placeholder ?? '전체'}
        value={typeof value === 'boolean' ? String(value) : undefined}
        onChange={(v?: string) => onChange(v === undefined ? undefined : v === 'true')}
        options={YES_NO}
      />
    );
  if (options) {
    const multiple = op === 'in';
    return (
      <Select
        id={id}
        style={{ width: multiple ? Math.max(width, 220) : width }}
        mode={multiple ? 'multiple' : undefined}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        maxTagCount="responsive"
        placeholder={placeholder ?? '전체'}
        value={multiple ? (Array.isArray(value) ? value : []) : (value ?? undefined)}
        onChange={(v: unknown) => onChange(v)}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
      />
    );
  }
  if (field.kind === 'date') {
    if (!DateInput) return <Input id={id} style={style} disabled placeholder="불러오는 중…" />;
    return <DateInput id={id} op={op} value={value} onChange={onChange} width={width} />;
  }
  if (field.kind === 'number' && op !== 'in') {
    if (!NumberInput) return <Input id={id} style={style} disabled placeholder="불러오는 중…" />;
    return (
      <NumberInput
        id={id}
        op={op}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        width={width}
      />
    );
  }
  // Several values typed as tags, split at a comma or a space.
  const tags = (
    shown: string[],
    read: (values: string[]) => unknown,
    extra: { placeholder?: string; open?: boolean },
  ) => (
    <Select
      id={id}
      mode="tags"
      style={{ width: Math.max(width, 220) }}
      tokenSeparators={[',', ' ']}
      value={shown}
      onChange={(values: string[]) => onChange(read(values))}
      {...extra}
    />
  );
  if (field.kind === 'number')
    return tags(
      Array.isArray(value) ? value.map(String) : [],
      (values) => values.map((v) => Number(v.replace(/[^\d-]/g, ''))).filter(Number.isSafeInteger),
      { placeholder },
    );
  if (op === 'in')
    return tags(Array.isArray(value) ? value : [], (values) => values, {
      placeholder: placeholder ?? '여러 개는 쉼표로',
      open: false,
    });
  return (
    <Input
      id={id}
      style={style}
      allowClear
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      maxLength={200}
    />
  );
};
