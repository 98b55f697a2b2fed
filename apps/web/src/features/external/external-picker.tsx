import { Select } from 'antd';
import { useExternalUsers } from './external.api';

type Props = { value: number | undefined; onChange: (id: number | undefined) => void; width?: number };

/** Head office's choice of an external salesperson (the external account never sees it). */
export const ExternalPicker = ({ value, onChange, width = 220 }: Props) => {
  const list = useExternalUsers({ includeDeleted: false, page: 1, size: 500 });
  return (
    <Select
      aria-label="외부 영업자"
      placeholder="외부 영업자 선택"
      style={{ width }}
      showSearch
      optionFilterProp="label"
      allowClear
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      loading={list.isFetching}
      options={(list.data?.rows ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.recommendCode})` }))}
    />
  );
};
