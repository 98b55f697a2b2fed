import {
  associationApi,
  associationScreens,
  linkTo,
  MEMBER_COLUMNS,
  type MemberRow,
  memberInputSchema,
} from '@erp/domain';
import { Button, Card, Checkbox, Input, InputNumber, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { toast } from '../../shell/toast/toast';
import { firstIssue, useMemberBase, usePointBases, useSave } from './association.api';
import { AssociationSelect } from './association-select';

const COLUMNS = gridColumnsOf(MEMBER_COLUMNS);
const DEFAULTS = { association: '', keyword: '', page: 1, size: 50 };

/** One member's standard: whether its sales accrue, its default rate, its association. */
const MemberBaseCard = ({ customerCode }: { customerCode: string }) => {
  const member = useMemberBase(customerCode);
  const save = useSave();
  const [form, setForm] = useState({ association: '', accrue: true, percent: 0, memo: '' });
  useEffect(() => {
    const m = member.data;
    if (m)
      setForm({
        association: m.associationCode,
        accrue: m.accrue,
        percent: m.rateBp / 100,
        memo: m.memo ?? '',
      });
  }, [member.data]);
  if (member.isError)
    return <Typography.Text type="warning">{customerCode}: 협회 회원이 아닙니다.</Typography.Text>;
  const submit = async () => {
    const parsed = memberInputSchema.safeParse({
      associationCode: form.association,
      customerCode,
      accrue: form.accrue,
      rateBp: Math.round(form.percent * 100),
      memo: form.memo,
    });
    if (!parsed.success) return toast.error(firstIssue(parsed.error.issues));
    await save(associationApi.saveMemberBase, { body: parsed.data });
  };
  return (
    <Card size="small" title={`협회 포인트 기준 · ${member.data?.customerName ?? ''} (${customerCode})`}>
      <Space wrap>
        <AssociationSelect
          value={form.association}
          onChange={(association) => setForm({ ...form, association })}
        />
        <Checkbox checked={form.accrue} onChange={(e) => setForm({ ...form, accrue: e.target.checked })}>
          매출 적립
        </Checkbox>
        <InputNumber
          aria-label="기본 적립률"
          suffix="%"
          min={0}
          max={100}
          step={0.1}
          value={form.percent}
          onChange={(v) => setForm({ ...form, percent: v ?? 0 })}
        />
        <Input
          aria-label="비고"
          placeholder="비고"
          style={{ width: 220 }}
          value={form.memo}
          onChange={(e) => setForm({ ...form, memo: e.target.value })}
        />
        <Button type="primary" onClick={submit}>
          저장
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        기본 적립률은 품목·분류별 설정이 없는 품목에 적용됩니다 (0%: 설정된 품목만 적립).
      </Typography.Paragraph>
    </Card>
  );
};

/** Association/AssociationPointsBaseList[/:custcode] (협회 포인트 기준): each member's standard. */
export const AssociationBasePage = () => {
  const { custcode = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const list = usePointBases({
    associationCode: params.association || null,
    keyword: params.keyword || null,
    page: params.page,
    size: params.size,
  });
  return (
    <ListPage<MemberRow>
      title="협회 포인트 기준"
      description="회원 거래처별 적립 여부와 기본 적립률입니다. Enter 또는 두 번 클릭: 기준 수정"
      filterBar={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
            <FilterItem label="협회">
              <AssociationSelect
                allowAll
                value={draft.association}
                onChange={(association) => setDraft({ ...draft, association })}
              />
            </FilterItem>
            <FilterItem label="거래처 (코드·상호)" htmlFor="ab-keyword">
              <Input
                id="ab-keyword"
                style={{ width: 180 }}
                value={draft.keyword}
                onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
              />
            </FilterItem>
          </FilterCard>
          {custcode && <MemberBaseCard customerCode={custcode} />}
        </Space>
      }
      table={{
        gridId: 'association-points-base',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        onRowOpen: (r) =>
          navigate(`${linkTo(associationScreens.associationPointsBaseList)}/${r.customerCode}`),
        emptyText: '협회 회원이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
