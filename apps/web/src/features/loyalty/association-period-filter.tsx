import { FilterCard, FilterItem, FilterPeriod } from '../../components/screen-parts/filter-card';
import { AssociationSelect } from './association-select';

export type PeriodDraft = { association: string; from: string; to: string };

/** The search card of the association reports: one association (or all) and a period. */
export const AssociationPeriodFilter = <D extends PeriodDraft>({
  draft,
  setDraft,
  onSearch,
}: {
  draft: D;
  setDraft: React.Dispatch<React.SetStateAction<D>>;
  onSearch: () => void;
}) => (
  <FilterCard onSearch={onSearch}>
    <FilterItem label="협회">
      <AssociationSelect
        allowAll
        value={draft.association}
        onChange={(association) => setDraft((d) => ({ ...d, association }))}
      />
    </FilterItem>
    <FilterPeriod label="기간" ends="closed" draft={draft} setDraft={setDraft} />
  </FilterCard>
);
