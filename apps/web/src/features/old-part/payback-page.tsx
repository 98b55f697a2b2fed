import { SaveOutlined } from '@ant-design/icons';
import type { Payback } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { formatWon } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { oldPartKeys, savePayback, usePaybacks } from './old-part.api';
import '../../components/list-page/list-page.css';

const EMPTY = {
  code: '',
  name: '',
  cashbackPoints: 0,
  active: true,
  buyPriceA: 0,
  buyPriceB: 0,
  buyPriceC: 0,
};
const GRADES = ['A', 'B', 'C'] as const;

/**
 * Order/Old/SpecialOldPartInfo: the payback codes part kinds name (품목 분류의 폐부품 페이백 코드)
 * and the cash-back points one collected core of each earns. Click a row to change it.
 */
export const SpecialOldPartInfoPage = () => {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePaybacks();
  const [form, setForm] = useState(EMPTY);
  const save = async () => {
    try {
      const saved = await savePayback(form);
      toast.success(
        `${saved.code} ${saved.name}: 개당 ${formatWon(saved.cashbackPoints)}점으로 저장했습니다.`,
      );
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: oldPartKeys.all });
    } catch (error) {
      modal.error({ title: '저장할 수 없습니다.', content: messageOf(error) });
    }
  };
  return (
    <div className="erp-page">
      <PageHead
        title="폐부품 페이백 코드"
        description="품목 분류에 적힌 페이백 코드마다, 회수한 폐부품 1개가 받는 캐시백 포인트와 등급별 매입가입니다."
      />
      <Card size="small" className="erp-filter-card">
        <Space wrap>
          <Input
            aria-label="페이백 코드"
            placeholder="코드 (BAT)"
            style={{ width: 120 }}
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.target.value })}
          />
          <Input
            aria-label="이름"
            placeholder="이름 (승용 배터리)"
            style={{ width: 200 }}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          <InputNumber
            aria-label="캐시백 포인트"
            min={0}
            placeholder="캐시백 점/개"
            value={form.cashbackPoints}
            onChange={(v) => setForm({ ...form, cashbackPoints: Number(v ?? 0) })}
          />
          {GRADES.map((g) => (
            <InputNumber
              key={g}
              aria-label={`매입가 ${g}`}
              min={0}
              placeholder={`${g}등급 매입가`}
              style={{ width: 170 }}
              value={form[`buyPrice${g}`]}
              onChange={(v) => setForm({ ...form, [`buyPrice${g}`]: Number(v ?? 0) })}
            />
          ))}
          <Checkbox checked={form.active} onChange={(e) => setForm({ ...form, active: e.target.checked })}>
            사용
          </Checkbox>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!form.code || !form.name}
            onClick={() => void save()}
          >
            저장
          </Button>
        </Space>
      </Card>
      <Table<Payback>
        size="small"
        rowKey="code"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        onRow={(r) => ({
          onClick: () =>
            setForm({
              code: r.code,
              name: r.name,
              cashbackPoints: r.cashbackPoints,
              active: r.active,
              buyPriceA: r.buyPriceA,
              buyPriceB: r.buyPriceB,
              buyPriceC: r.buyPriceC,
            }),
        })}
        columns={[
          { title: '코드', dataIndex: 'code', width: 120 },
          { title: '이름', dataIndex: 'name' },
          {
            title: '캐시백 (개당)',
            dataIndex: 'cashbackPoints',
            width: 140,
            align: 'right',
            render: (v: number) => `${formatWon(v)}점`,
          },
          ...GRADES.map((g) => ({
            title: `매입가 ${g}`,
            dataIndex: `buyPrice${g}`,
            width: 100,
            align: 'right' as const,
            render: (v: number) => formatWon(v),
          })),
          { title: '쓰는 품목 분류', dataIndex: 'kindCount', width: 120, align: 'right' },
          { title: '사용', dataIndex: 'active', width: 80, render: (v: boolean) => (v ? 'Y' : 'N') },
        ]}
      />
    </div>
  );
};
