import {
  associationApi,
  PART_POINT_COLUMNS,
  PART_POINT_MODE_LABELS,
  PART_POINT_MODES,
  PART_POINT_TARGET_LABELS,
  PART_POINT_TARGETS,
  type PartPointRow,
  partPointInputSchema,
} from '@erp/domain';
import { Button, Card, Checkbox, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { choicesOf, FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { toast } from '../../shell/toast/toast';
import { firstIssue, useAssociations, usePartPoints, useSave } from './association.api';
import { AssociationSelect } from './association-select';

const COLUMNS = gridColumnsOf(PART_POINT_COLUMNS);
type Form = {
  target: 'part' | 'kind';
  targetCode: string;
  mode: 'rate' | 'fixed';
  value: number;
  active: boolean;
};
const EMPTY: Form = { target: 'kind', targetCode: '', mode: 'fixed', value: 0, active: true };

/** Association/AssociationPartPointSettings (품목별 협회 포인트): points per part or part kind. */
export const AssociationPartPointsPage = () => {
  const [params, setParams] = useUrlParams({ association: '' });
  const [form, setForm] = useState<Form>(EMPTY);
  // The first association until another is chosen, so the screen opens on settings.
  const associations = useAssociations({ keyword: null, page: 1, size: 1 });
  const association = params.association || associations.data?.rows[0]?.code || '';
  const list = usePartPoints(association);
  const save = useSave();
  const submit = async () => {
    // A rate is typed in % and sent in 0.01 % units.
    const value = form.mode === 'rate' ? Math.round(form.value * 100) : form.value;
    const parsed = partPointInputSchema.safeParse({ associationCode: association, ...form, value });
    if (!parsed.success) return toast.error(firstIssue(parsed.error.issues));
    await save(associationApi.savePartPoint, { body: parsed.data });
  };
  const pick = (r: PartPointRow) =>
    setForm({ ...r, value: r.mode === 'rate' ? r.value / 100 : r.value, targetCode: r.targetCode });
  return (
    <ListPage<PartPointRow>
      title="품목별 협회 포인트"
      description="협회 회원의 확정 매출이 품목·분류별로 적립하는 포인트입니다. 품목 설정이 분류보다, 하위 분류가 상위보다 먼저 적용됩니다."
      filterBar={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <FilterCard>
            <FilterItem label="협회">
              <AssociationSelect value={association} onChange={(association) => setParams({ association })} />
            </FilterItem>
          </FilterCard>
          {association && (
            <Card size="small" title="설정 추가·수정">
              <Space wrap>
                <Select
                  aria-label="대상"
                  style={{ width: 110 }}
                  value={form.target}
                  onChange={(target) => setForm({ ...form, target })}
                  options={choicesOf(PART_POINT_TARGETS, PART_POINT_TARGET_LABELS)}
                />
                <Input
                  aria-label="대상 코드"
                  placeholder={form.target === 'part' ? '품목 코드 (P…)' : '품목 분류 코드'}
                  style={{ width: 160 }}
                  value={form.targetCode}
                  onChange={(e) => setForm({ ...form, targetCode: e.target.value })}
                />
                <Select
                  aria-label="방식"
                  style={{ width: 130 }}
                  value={form.mode}
                  onChange={(mode) => setForm({ ...form, mode })}
                  options={choicesOf(PART_POINT_MODES, PART_POINT_MODE_LABELS)}
                />
                <InputNumber
                  aria-label="적립값"
                  suffix={form.mode === 'rate' ? '%' : '점/개'}
                  min={0}
                  value={form.value}
                  onChange={(v) => setForm({ ...form, value: v ?? 0 })}
                />
                <Checkbox
                  checked={form.active}
                  onChange={(e) => setForm({ ...form, active: e.target.checked })}
                >
                  사용
                </Checkbox>
                <Button type="primary" onClick={submit}>
                  저장
                </Button>
              </Space>
            </Card>
          )}
        </Space>
      }
      table={{
        gridId: 'association-part-points',
        columns: COLUMNS,
        rows: list.data,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => rows[0] && pick(rows[0]),
        emptyText: association ? '설정이 없습니다.' : '협회를 고르세요.',
      }}
    />
  );
};
