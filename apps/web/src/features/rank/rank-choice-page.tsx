import { RANK_CHOICE_COLUMNS, type RankChoiceRow, rankApi, rankChoiceInputSchema, toYmd } from '@erp/domain';
import { App, Button, Card, DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { callApiWithMessage } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { useRankChoices, useRankRefresh, useRankSettings } from './rank.api';

const COLUMNS = gridColumnsOf(RANK_CHOICE_COLUMNS);
const DEFAULTS = { page: 1, size: 50 };
const EMPTY = { customerCode: '', rankCode: '', reason: '', endDate: '' };

/**
 * Customer/Rank/CustomerRankChoiceList (등급 수동 지정): a rank chosen by hand with a reason and an
 * end date holds over recomputes until then; Enter on a choice in force releases it (with a reason).
 */
export const RankChoicePage = () => {
  const { modal } = App.useApp();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const list = useRankChoices({ page: params.page, size: params.size });
  const settings = useRankSettings();
  const refresh = useRankRefresh();
  const [draft, setDraft] = useState(EMPTY);
  const choose = async () => {
    const parsed = rankChoiceInputSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast.error(`${String(issue?.path[0] ?? '')}: ${issue?.message ?? '입력값을 확인하세요.'}`);
      return;
    }
    try {
      const { message } = await callApiWithMessage(rankApi.choose, { body: parsed.data });
      toast.success(message);
      setDraft(EMPTY);
      refresh();
    } catch {
      // The shared error dialog has said why.
    }
  };
  const release = (row: RankChoiceRow) => {
    if (row.status !== 'active') return;
    let reason = '';
    modal.confirm({
      title: `${row.customerName}의 수동 지정(${row.rankCode})을 해제할까요?`,
      content: (
        <Input aria-label="해제 사유" placeholder="해제 사유" onChange={(e) => (reason = e.target.value)} />
      ),
      okText: '해제',
      cancelText: '닫기',
      onOk: async () => {
        const { message } = await callApiWithMessage(rankApi.release, {
          params: { id: row.id },
          body: { reason },
        });
        toast.success(message);
        refresh();
      },
    });
  };
  return (
    <ListPage<RankChoiceRow>
      title="등급 수동 지정"
      description="사유와 종료일을 적어 등급을 지정합니다. 종료일이 지나면 다음 재계산에서 구매 금액의 등급으로 돌아갑니다. Enter 또는 두 번 클릭: 해제"
      filterBar={
        <Card size="small">
          <Space wrap>
            <CustomerPicker
              value={draft.customerCode || undefined}
              onChange={(v) => setDraft({ ...draft, customerCode: v ?? '' })}
              style={{ width: 260 }}
            />
            <Select
              aria-label="등급"
              placeholder="등급"
              style={{ width: 160 }}
              value={draft.rankCode || undefined}
              onChange={(v: string) => setDraft({ ...draft, rankCode: v })}
              options={(settings.data?.levels ?? []).map((l) => ({
                value: l.code,
                label: `${l.code} ${l.name}`,
              }))}
            />
            <Input
              aria-label="사유"
              placeholder="사유"
              style={{ width: 240 }}
              maxLength={200}
              value={draft.reason}
              onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
            />
            <DatePicker
              aria-label="종료일"
              placeholder="종료일"
              value={draft.endDate ? dayjs(draft.endDate, 'YYYYMMDD') : null}
              onChange={(d) => setDraft({ ...draft, endDate: d ? toYmd(d.toDate()) : '' })}
            />
            <Button type="primary" onClick={choose}>
              지정
            </Button>
          </Space>
        </Card>
      }
      table={{
        gridId: 'customer-rank-choice',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        onRowOpen: release,
        emptyText: '수동 지정이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
