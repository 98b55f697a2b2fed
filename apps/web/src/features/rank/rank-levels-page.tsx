import { SaveOutlined } from '@ant-design/icons';
import { type RankSettings, rankApi, rankSettingsSchema } from '@erp/domain';
import { Button, Card, Checkbox, Input, InputNumber, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { bpToPercent, percentToBp, useRankRefresh, useRankSettings } from './rank.api';

type Level = RankSettings['levels'][number] & { key: string };

let nextKey = 0;
const keyed = <T,>(row: T) => {
  nextKey += 1;
  return { ...row, key: `k${nextKey}` };
};

const blank = (n: number): Level =>
  keyed({ code: '', name: '', minAmount: 0, pointRateBp: 0, sortOrder: n, active: true });

/**
 * Rank/RankByAmountSetting (구매 금액별 등급 기준): the months of purchases a recompute sums and
 * each rank's threshold and point rate. A rank is never deleted: it is switched off.
 */
export const RankLevelsPage = () => {
  const settings = useRankSettings();
  const refresh = useRankRefresh();
  const [months, setMonths] = useState(3);
  const [levels, setLevels] = useState<Level[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!settings.data) return;
    setMonths(settings.data.periodMonths);
    setLevels(settings.data.levels.map(keyed));
  }, [settings.data]);
  const patch = (i: number, p: Partial<Level>) =>
    setLevels((ls) => ls.map((l, j) => (j === i ? { ...l, ...p } : l)));
  const save = async () => {
    const parsed = rankSettingsSchema.safeParse({
      periodMonths: months,
      levels: levels.map(({ key: _key, ...l }) => l),
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? '입력값을 확인하세요.');
      return;
    }
    setSaving(true);
    try {
      const { message } = await callApiWithMessage(rankApi.saveSettings, { body: parsed.data });
      toast.success(message);
      refresh();
    } catch {
      // The shared error dialog has said why; the typed values stay to be fixed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage
      title="구매 금액별 등급 기준"
      description="집계 기간 동안의 순 구매 금액(매출 − 취소·반품)이 기준 금액 이상인 가장 높은 등급이 됩니다. 적립률 0%는 일별 적립률을 따릅니다."
      actions={
        <Space>
          <Button onClick={() => setLevels((ls) => [...ls, blank(ls.length + 1)])}>등급 추가</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={save}>
            저장
          </Button>
        </Space>
      }
    >
      <Card size="small">
        <Space>
          <label htmlFor="rank-months">집계 기간 (개월)</label>
          <InputNumber id="rank-months" min={1} max={36} value={months} onChange={(v) => setMonths(v ?? 1)} />
        </Space>
      </Card>
      <Table<Level>
        size="small"
        style={{ marginTop: 12 }}
        loading={settings.isLoading}
        rowKey="key"
        pagination={false}
        dataSource={levels}
        columns={[
          {
            title: '등급 코드',
            render: (_, l, i) => (
              <Input
                aria-label="등급 코드"
                value={l.code}
                maxLength={20}
                onChange={(e) => patch(i, { code: e.target.value.toUpperCase() })}
              />
            ),
            width: 120,
          },
          {
            title: '등급명',
            render: (_, l, i) => (
              <Input
                aria-label="등급명"
                value={l.name}
                maxLength={30}
                onChange={(e) => patch(i, { name: e.target.value })}
              />
            ),
            width: 160,
          },
          {
            title: '기준 구매 금액 (원)',
            render: (_, l, i) => (
              <InputNumber
                aria-label="기준 구매 금액"
                style={{ width: 160 }}
                min={0}
                step={100_000}
                value={l.minAmount}
                formatter={(v) => `${v}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
                parser={(v) => Number((v ?? '').replace(/,/g, ''))}
                onChange={(v) => patch(i, { minAmount: v ?? 0 })}
              />
            ),
          },
          {
            title: '적립률 (%)',
            render: (_, l, i) => (
              <InputNumber
                aria-label="적립률"
                min={0}
                max={100}
                step={0.1}
                value={bpToPercent(l.pointRateBp)}
                onChange={(v) => patch(i, { pointRateBp: percentToBp(v) })}
              />
            ),
          },
          {
            title: '순서',
            render: (_, l, i) => (
              <InputNumber
                aria-label="순서"
                min={0}
                max={999}
                value={l.sortOrder}
                onChange={(v) => patch(i, { sortOrder: v ?? 0 })}
              />
            ),
          },
          {
            title: '사용',
            render: (_, l, i) => (
              <Checkbox
                aria-label="사용"
                checked={l.active}
                onChange={(e) => patch(i, { active: e.target.checked })}
              />
            ),
          },
        ]}
      />
    </TitledPage>
  );
};
