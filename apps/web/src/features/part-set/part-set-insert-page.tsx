import { CloseOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { ORDER_STATUS_LABELS, type OrderView, type PartSetExpansion, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Input,
  InputNumber,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { announceDataChange } from '../../components/data-sync/data-change';
import { formatWon } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { PartPicker, type PickedPart, partLabel } from '../part-info/part-picker';
import { ABSENT_PARAM, isOrderCode, obtainRegisterPath } from '../sales-order/order-paths';
import { insertSetIntoOrder, orderForSetKey, useOrderForSet, useSetExpansion } from './part-set.api';
import { wonTableColumn } from './part-set-columns';
import { PART_SET_PATHS } from './part-set-paths';

type Line = PartSetExpansion['lines'][number];

/** Asks for the draft order when the route came without one ('-'). */
const OrderChooser = () => {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const valid = isOrderCode(code);
  return (
    <Card size="small" title="세트를 넣을 주문">
      <Space wrap>
        <Input
          aria-label="주문 번호"
          placeholder="작성 중인 주문 번호 (예: O20261121-0001)"
          style={{ width: 300 }}
          value={code}
          autoFocus
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={() => valid && navigate(PART_SET_PATHS.insert(code.trim().toUpperCase()))}
        />
        <Button
          type="primary"
          disabled={!valid}
          onClick={() => navigate(PART_SET_PATHS.insert(code.trim().toUpperCase()))}
        >
          주문 열기
        </Button>
      </Space>
      {code.trim() !== '' && !valid && (
        <Typography.Paragraph type="danger" style={{ margin: '8px 0 0' }}>
          주문 번호: O로 시작하는 주문 번호를 입력하세요 (예: O20261121-0001).
        </Typography.Paragraph>
      )}
    </Card>
  );
};

const OrderLines = ({ order }: { order: OrderView }) => (
  <Table
    size="small"
    rowKey="lineNo"
    dataSource={order.lines}
    pagination={false}
    locale={{ emptyText: '품목이 없습니다.' }}
    columns={[
      { title: '줄', dataIndex: 'lineNo', width: 50 },
      { title: '품번', dataIndex: 'partNo', width: 150 },
      { title: '품명', dataIndex: 'partName' },
      { title: '수량', dataIndex: 'qty', width: 70, align: 'right' },
      wonTableColumn('단가', 'unitPrice', 100),
      wonTableColumn('금액', 'total', 110),
      { title: '비고', dataIndex: 'memo', width: 170, render: (v: string | null) => v ?? '' },
    ]}
  />
);

/**
 * PartSetInsert/:ordercode: puts a set on a draft order as its components (a set sells as its
 * components), after a preview of the lines it becomes. '-' as the order asks for one.
 */
export const PartSetInsertPage = () => {
  const { ordercode } = useParams();
  const orderCode = ordercode && ordercode !== ABSENT_PARAM ? ordercode.toUpperCase() : undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useOrderForSet(orderCode);
  const [set, setSet] = useState<PickedPart | null>(null);
  const [qty, setQty] = useState<number>(1);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const expansion = useSetExpansion(set?.code, qty);
  const draft = order.data?.status === 'draft';

  const insert = async () => {
    if (!orderCode || !order.data || !set) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await insertSetIntoOrder(orderCode, {
        setCode: set.code,
        qty,
        version: order.data.version,
      });
      queryClient.setQueryData(orderForSetKey(orderCode), saved);
      announceDataChange({ entity: 'sales-order', action: 'updated', key: orderCode });
      toast.success(
        `${set.name} ${qty}세트를 구성 품목 ${expansion.data?.lines.length ?? ''}줄로 주문에 넣었습니다.`,
      );
      setSet(null);
      setQty(1);
    } catch (cause) {
      setError(messageOf(cause));
      void order.refetch();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="erp-page erp-part-set-insert">
      <PageHead
        title="세트 주문 넣기"
        description="세트는 구성 품목 줄로 나뉘어 주문에 들어갑니다 (구성 수량 × 세트 수량, 구성 품목 판매가)."
        actions={
          orderCode && (
            <Button
              icon={<ExportOutlined />}
              onClick={() => navigate(obtainRegisterPath({ obtainCode: orderCode }))}
            >
              주문 화면으로
            </Button>
          )
        }
      />
      {!orderCode ? (
        <OrderChooser />
      ) : order.isPending ? (
        <Spin />
      ) : !order.data ? (
        <Card>
          <Empty description={`주문 ${withParticle(orderCode, '을/를')} 불러오지 못했습니다.`}>
            <Button onClick={() => navigate(PART_SET_PATHS.insert(ABSENT_PARAM))}>다른 주문 고르기</Button>
          </Empty>
        </Card>
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Card size="small" title={`주문 ${order.data.code}`}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                {
                  key: 'customer',
                  label: '거래처',
                  children: `${order.data.customerName} (${order.data.customerCode})`,
                },
                {
                  key: 'status',
                  label: '상태',
                  children: (
                    <Tag color={draft ? 'blue' : 'default'}>{ORDER_STATUS_LABELS[order.data.status]}</Tag>
                  ),
                },
                { key: 'lines', label: '품목 줄', children: `${order.data.lines.length}줄` },
                { key: 'total', label: '합계', children: `${formatWon(order.data.total)}원` },
              ]}
            />
            <OrderLines order={order.data} />
          </Card>
          {!draft ? (
            <Alert
              type="warning"
              showIcon
              title="작성 중인 주문에만 세트를 넣을 수 있습니다. 확정된 주문은 취소 후 새 주문으로 바꿉니다."
            />
          ) : (
            <Card size="small" title="넣을 세트">
              <Space wrap>
                {set ? (
                  <Tag
                    closable
                    closeIcon={<CloseOutlined aria-label="세트 다시 고르기" />}
                    onClose={() => setSet(null)}
                    style={{ padding: '4px 8px', fontSize: 13 }}
                  >
                    {partLabel(set)}
                  </Tag>
                ) : (
                  <PartPicker
                    sets="only"
                    autoFocus
                    ariaLabel="세트"
                    placeholder="세트 찾기: 품번·세트명"
                    onPick={(p) => {
                      setError(null);
                      setSet(p);
                    }}
                  />
                )}
                <InputNumber<number>
                  aria-label="세트 수량"
                  min={1}
                  max={1000}
                  precision={0}
                  value={qty}
                  suffix="세트"
                  style={{ width: 120 }}
                  onChange={(v) => {
                    setError(null);
                    setQty(v ?? 1);
                  }}
                  onPressEnter={() => void insert()}
                />
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  disabled={!set || !expansion.data}
                  loading={saving}
                  onClick={() => void insert()}
                >
                  주문에 넣기
                </Button>
              </Space>
              {error && <Alert type="error" showIcon style={{ marginTop: 8 }} title={error} />}
              {set && expansion.data && (
                <Table<Line>
                  size="small"
                  style={{ marginTop: 8 }}
                  rowKey="partCode"
                  dataSource={expansion.data.lines}
                  pagination={false}
                  columns={[
                    { title: '품목 코드', dataIndex: 'partCode', width: 105 },
                    { title: '품번', dataIndex: 'partNo', width: 150 },
                    { title: '품명', dataIndex: 'name' },
                    { title: '구성 수량', dataIndex: 'qty', width: 90, align: 'right' },
                    { title: '주문 수량', dataIndex: 'lineQty', width: 90, align: 'right' },
                    wonTableColumn('판매가', 'salePrice', 100),
                    wonTableColumn('금액', 'lineAmount', 110),
                  ]}
                  summary={() => (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0} colSpan={6}>
                        합계 (부가세 별도 여부는 거래처 설정을 따릅니다)
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={1} align="right">
                        {formatWon(expansion.data.total)}
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  )}
                />
              )}
            </Card>
          )}
        </Space>
      )}
    </div>
  );
};
