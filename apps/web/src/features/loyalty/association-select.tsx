import { Select } from 'antd';
import { useAssociations } from './association.api';

type Props = {
  value: string;
  onChange: (code: string) => void;
  /** Offers "전체" (an empty value) first. */
  allowAll?: boolean;
  width?: number;
  id?: string;
};

/** Picks an association by name (its code is the value). */
export const AssociationSelect = ({ value, onChange, allowAll = false, width = 200, id }: Props) => {
  const list = useAssociations({ keyword: null, page: 1, size: 500 });
  const options = (list.data?.rows ?? []).map((a) => ({ value: a.code, label: `${a.name} (${a.code})` }));
  return (
    <Select
      id={id}
      aria-label="협회"
      style={{ width }}
      showSearch={{ optionFilterProp: 'label' }}
      value={value || (allowAll ? '' : undefined)}
      placeholder="협회 선택"
      onChange={onChange}
      options={allowAll ? [{ value: '', label: '전체' }, ...options] : options}
      loading={list.isFetching}
    />
  );
};
