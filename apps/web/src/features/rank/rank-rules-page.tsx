import {
  RANK_DELIVERY_METHOD_LABELS,
  RANK_DELIVERY_METHODS,
  type RankDeliveryMethod,
  type RankRule,
  rankApi,
  WEEKDAY_LABELS,
} from '@erp/domain';
import { Button, Checkbox, Input, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useRankRefresh, useRankRules } from './rank.api';

type Mode = 'week' | 'hour' | 'delivery';

const TITLES: Record<Mode, { title: string; description: string }> = {
  week: {
    title: '등급별 주문 요일',
    description:
      '거래처 계정은 체크한 요일에만 주문할 수 있습니다 (서버가 거절합니다). 직원 화면에는 경고로 보입니다. 제한 없음: 모든 요일.',
  },
  hour: {
    title: '등급별 주문 시간',
    description:
      '거래처 계정의 주문 가능 시간 (HHmm, 시작 포함·종료 제외, 종료가 시작보다 이르면 자정을 넘김). 비우면 제한 없음.',
  },
  delivery: {
    title: '등급별 배송 표시',
    description: '거래처 주문 화면에 보일 배송 방법입니다. 제한 없음: 모든 배송 방법.',
  },
};

const save = async (mode: Mode, rule: RankRule, after: () => void) => {
  try {
    const { message } =
      mode === 'week'
        ? await callApiWithMessage(rankApi.saveWeek, {
            body: { rankCode: rule.rankCode, weekdays: rule.weekdays },
          })
        : mode === 'hour'
          ? await callApiWithMessage(rankApi.saveHour, {
              body: { rankCode: rule.rankCode, fromHm: rule.fromHm || null, toHm: rule.toHm || null },
            })
          : await callApiWithMessage(rankApi.saveDelivery, {
              body: { rankCode: rule.rankCode, deliveryMethods: rule.deliveryMethods },
            });
    toast.success(message);
    after();
  } catch {
    // The shared error dialog has said why.
  }
};

/** One rank's row: its rule being edited, saved by its own button. */
const RuleEditor = ({ mode, rule, onSaved }: { mode: Mode; rule: RankRule; onSaved: () => void }) => {
  const [draft, setDraft] = useState(rule);
  const limited =
    mode === 'week' ? draft.weekdays !== null : mode === 'delivery' ? draft.deliveryMethods !== null : true;
  return (
    <Space wrap>
      {mode !== 'hour' && (
        <Switch
          checkedChildren="제한"
          unCheckedChildren="제한 없음"
          aria-label={`${rule.rankName} 제한`}
          checked={limited}
          onChange={(on) =>
            setDraft((d) =>
              mode === 'week'
                ? { ...d, weekdays: on ? [false, true, true, true, true, true, false] : null }
                : { ...d, deliveryMethods: on ? [...RANK_DELIVERY_METHODS] : null },
            )
          }
        />
      )}
      {mode === 'week' &&
        draft.weekdays &&
        WEEKDAY_LABELS.map((label, i) => (
          <Checkbox
            key={label}
            checked={draft.weekdays?.[i] ?? false}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                weekdays: (d.weekdays ?? []).map((v, j) => (j === i ? e.target.checked : v)),
              }))
            }
          >
            {label}
          </Checkbox>
        ))}
      {mode === 'hour' && (
        <>
          <Input
            aria-label={`${rule.rankName} 시작 시각`}
            placeholder="0900"
            maxLength={4}
            style={{ width: 80 }}
            value={draft.fromHm ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, fromHm: e.target.value }))}
          />
          ~
          <Input
            aria-label={`${rule.rankName} 종료 시각`}
            placeholder="1800"
            maxLength={4}
            style={{ width: 80 }}
            value={draft.toHm ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, toHm: e.target.value }))}
          />
        </>
      )}
      {mode === 'delivery' && draft.deliveryMethods && (
        <Checkbox.Group
          value={draft.deliveryMethods}
          onChange={(v) => setDraft((d) => ({ ...d, deliveryMethods: v as RankDeliveryMethod[] }))}
          options={RANK_DELIVERY_METHODS.map((m) => ({ value: m, label: RANK_DELIVERY_METHOD_LABELS[m] }))}
        />
      )}
      <Button type="primary" size="small" onClick={() => void save(mode, draft, onSaved)}>
        저장
      </Button>
    </Space>
  );
};

const summary = (mode: Mode, r: RankRule) => {
  if (mode === 'week')
    return r.weekdays
      ? WEEKDAY_LABELS.filter((_, i) => r.weekdays?.[i]).join('·') || '주문 불가'
      : '제한 없음';
  if (mode === 'hour')
    return r.fromHm && r.toHm
      ? `${r.fromHm.slice(0, 2)}:${r.fromHm.slice(2)}~${r.toHm.slice(0, 2)}:${r.toHm.slice(2)}`
      : '제한 없음';
  return r.deliveryMethods
    ? r.deliveryMethods.map((m) => RANK_DELIVERY_METHOD_LABELS[m]).join('·') || '표시 없음'
    : '제한 없음';
};

/** RankWeekOrderAuthList, RankHourOrderAuthList and RankDeliveryViewSettings: one rule per rank. */
const RankRulesPage = ({ mode }: { mode: Mode }) => {
  const rules = useRankRules();
  const refresh = useRankRefresh();
  return (
    <TitledPage {...TITLES[mode]}>
      <Table<RankRule>
        size="small"
        rowKey="rankCode"
        pagination={false}
        loading={rules.isLoading}
        dataSource={rules.data ?? []}
        locale={{ emptyText: '등급이 없습니다. 먼저 등급 기준을 저장하세요.' }}
        columns={[
          { title: '등급', render: (_, r) => `${r.rankCode} ${r.rankName}`, width: 160 },
          { title: '현재', render: (_, r) => summary(mode, r), width: 200 },
          {
            title: '변경',
            render: (_, r) => <RuleEditor key={JSON.stringify(r)} mode={mode} rule={r} onSaved={refresh} />,
          },
        ]}
      />
    </TitledPage>
  );
};

export const RankWeekPage = () => <RankRulesPage mode="week" />;
export const RankHourPage = () => <RankRulesPage mode="hour" />;
export const RankDeliveryPage = () => <RankRulesPage mode="delivery" />;
