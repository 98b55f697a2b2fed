import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { type RankDiscount, rankApi, rankDiscountsInputSchema } from '@erp/domain';
import { Button, Card, InputNumber, Select, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { usePartKinds } from '../customer-category-price/customer-category-price.api';
import { bpToPercent, percentToBp, useRankDiscounts, useRankRefresh, useRankSettings } from './rank.api';

type Row = RankDiscount & { key: string };
let nextKey = 0;
const keyed = (row: RankDiscount): Row => {
  nextKey += 1;
  return { ...row, key: `d${nextKey}` };
};

/**
 * Rank/RankDiscountRange (등급별 할인율): a rank's discount per part kind; a discount on a 대·중분류
 * covers the kinds under it. The order screen suggests the lower of the category and rank price.
 */
export const RankDiscountPage = () => {
  const settings = useRankSettings();
  const discounts = useRankDiscounts();
  const kinds = usePartKinds();
  const refresh = useRankRefresh();
  const [rankCode, setRankCode] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [saving, setSaving] = useState(false);
  const ranks = settings.data?.levels ?? [];
  useEffect(() => {
    if (!rankCode && ranks[0]) setRankCode(ranks[0].code);
  }, [rankCode, ranks]);
  useEffect(() => {
    setRows(
      (discounts.data ?? [])
        .filter((d) => d.rankCode === rankCode)
        .map((d) => keyed({ kindCode: d.kindCode, discountBp: d.discountBp })),
    );
  }, [discounts.data, rankCode]);
  const kindOptions = useMemo(
    () => (kinds.data ?? []).map((k) => ({ value: k.code, label: `${k.code} ${k.path}` })),
    [kinds.data],
  );
  const save = async () => {
    const parsed = rankDiscountsInputSchema.safeParse({
      rankCode,
      discounts: rows.map(({ key: _key, ...d }) => d),
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? '입력값을 확인하세요.');
      return;
    }
    setSaving(true);
    try {
      const { message } = await callApiWithMessage(rankApi.saveDiscounts, { body: parsed.data });
      toast.success(message);
      refresh();
    } catch {
      // The shared error dialog has said why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage
      title="등급별 할인율"
      description="등급과 품목 분류마다 판매가에서 할인할 비율입니다. 수주 화면의 추천 단가가 이 할인을 씁니다."
      actions={
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!rankCode} onClick={save}>
          저장
        </Button>
      }
    >
      <Card size="small">
        <Space>
          <label htmlFor="rank-discount-rank">등급</label>
          <Select
            id="rank-discount-rank"
            style={{ width: 200 }}
            value={rankCode || undefined}
            onChange={setRankCode}
            options={ranks.map((r) => ({ value: r.code, label: `${r.code} ${r.name}` }))}
          />
          <Button
            onClick={() => setRows((rs) => [...rs, keyed({ kindCode: '', discountBp: 0 })])}
            disabled={!rankCode}
          >
            분류 추가
          </Button>
        </Space>
      </Card>
      <Table<Row>
        size="small"
        style={{ marginTop: 12 }}
        rowKey="key"
        pagination={false}
        loading={discounts.isLoading}
        dataSource={rows}
        locale={{ emptyText: '이 등급의 할인이 없습니다.' }}
        columns={[
          {
            title: '품목 분류',
            render: (_, r, i) => (
              <Select
                aria-label="품목 분류"
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: 320 }}
                value={r.kindCode || undefined}
                options={kindOptions}
                onChange={(v: string) =>
                  setRows((rs) => rs.map((x, j) => (j === i ? { ...x, kindCode: v } : x)))
                }
              />
            ),
          },
          {
            title: '할인율 (%)',
            render: (_, r, i) => (
              <InputNumber
                aria-label="할인율"
                min={-100}
                max={100}
                step={0.5}
                value={bpToPercent(r.discountBp)}
                onChange={(v) =>
                  setRows((rs) => rs.map((x, j) => (j === i ? { ...x, discountBp: percentToBp(v) } : x)))
                }
              />
            ),
          },
          {
            title: '',
            width: 60,
            render: (_, _r, i) => (
              <Button
                aria-label="행 삭제"
                icon={<DeleteOutlined />}
                onClick={() => setRows((rs) => rs.filter((_x, j) => j !== i))}
              />
            ),
          },
        ]}
      />
    </TitledPage>
  );
};
