import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { linkTo, type WarehouseMoveView, warehouseMoveApi, warehouseMoveScreens } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage } from '../../app/contract-client';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { PartPicker, type PickedPart } from '../part-info/part-picker';
import { useMove, useMovePlaces, useMoveStep } from './warehouse-move.api';

const S = warehouseMoveScreens;

type Line = { partCode: string; label: string; qty: number };
type Draft = { from: string | null; to: string | null; memo: string; lines: Line[] };

const EMPTY: Draft = { from: null, to: null, memo: '', lines: [] };

const draftOf = (m: WarehouseMoveView): Draft => ({
  from: m.fromWarehouseCode,
  to: m.toWarehouseCode,
  memo: m.memo ?? '',
  lines: m.lines.map((l) => ({
    partCode: l.partCode,
    label: `${l.partNo} · ${l.partName}`,
    qty: l.requestedQty,
  })),
});

/** The request form: two places, parts found by number, name or a scan, and a quantity each. */
const MoveForm = ({ move }: { move: WarehouseMoveView | null }) => {
  const navigate = useNavigate();
  const client = useQueryClient();
  const places = useMovePlaces();
  const step = useMoveStep();
  const [draft, setDraft] = useState<Draft>(() => (move ? draftOf(move) : EMPTY));
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  // A new request leaves from the first place (the main warehouse sorts first) until one is picked.
  const firstPlace = places[0]?.value ?? null;
  useEffect(() => {
    if (firstPlace) setDraft((d) => (d.from ? d : { ...d, from: firstPlace }));
  }, [firstPlace]);
  const setQty = (code: string, qty: number) =>
    set({ lines: draft.lines.map((l) => (l.partCode === code ? { ...l, qty } : l)) });
  const add = (p: PickedPart) => {
    const existing = draft.lines.find((l) => l.partCode === p.code);
    if (existing) setQty(p.code, existing.qty + 1);
    else set({ lines: [...draft.lines, { partCode: p.code, label: `${p.partNo} · ${p.name}`, qty: 1 }] });
  };
  const save = async () => {
    setSaving(true);
    const input = {
      fromWarehouseCode: draft.from ?? '',
      toWarehouseCode: draft.to ?? '',
      memo: draft.memo,
      lines: draft.lines.map((l) => ({ partCode: l.partCode, qty: l.qty })),
    };
    try {
      const { data, message } = move
        ? await callApiWithMessage(
            warehouseMoveApi.update,
            { params: { code: move.code }, body: { ...input, version: move.version } },
            { selfHandled: true },
          )
        : await callApiWithMessage(warehouseMoveApi.request, { body: input }, { selfHandled: true });
      toast.success(`${message} (${data.code})`);
      await client.invalidateQueries({ queryKey: ['stock'] });
      navigate(linkTo(S.warehouseMoveEachList, { code: data.code }));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  const editable = !move || move.status === 'requested';
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {!editable && move && (
        <Alert type="warning" showIcon title={`${move.statusLabel} 상태의 이동은 수정할 수 없습니다.`} />
      )}
      <Card size="small">
        <Form layout="inline">
          <Form.Item label="출고 창고" required>
            <Select
              aria-label="출고 창고"
              style={{ width: 200 }}
              value={draft.from}
              options={places}
              onChange={(from) => set({ from })}
            />
          </Form.Item>
          <Form.Item label="입고 창고" required>
            <Select
              aria-label="입고 창고"
              style={{ width: 200 }}
              value={draft.to}
              options={places.filter((p) => p.value !== draft.from)}
              onChange={(to) => set({ to })}
            />
          </Form.Item>
          <Form.Item label="비고">
            <Input
              aria-label="비고"
              style={{ width: 320 }}
              value={draft.memo}
              maxLength={1000}
              onChange={(e) => set({ memo: e.target.value })}
            />
          </Form.Item>
        </Form>
      </Card>
      <Card
        size="small"
        title={`이동 품목 (${draft.lines.length})`}
        extra={<PartPicker ariaLabel="품목 추가" placeholder="품번·품명·바코드로 품목 추가" onPick={add} />}
      >
        <Table<Line>
          size="small"
          rowKey="partCode"
          pagination={false}
          dataSource={draft.lines}
          locale={{ emptyText: '위 상자에서 품목을 찾거나 바코드를 스캔해 추가하세요.' }}
          columns={[
            { title: '품목', dataIndex: 'label' },
            {
              title: '요청 수량',
              width: 140,
              render: (_: unknown, l) => (
                <InputNumber
                  aria-label={`${l.partCode} 수량`}
                  min={1}
                  max={99_999}
                  value={l.qty}
                  onChange={(v) => setQty(l.partCode, Number(v ?? 1))}
                />
              ),
            },
            {
              title: '',
              width: 60,
              render: (_: unknown, l) => (
                <Button
                  size="small"
                  aria-label="삭제"
                  icon={<DeleteOutlined />}
                  onClick={() => set({ lines: draft.lines.filter((x) => x.partCode !== l.partCode) })}
                />
              ),
            },
          ]}
        />
      </Card>
      <Space>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          disabled={!editable}
          onClick={() => void save()}
        >
          {move ? '수정 저장' : '이동 요청'}
        </Button>
        {move && editable && (
          <Button
            danger
            loading={step.busy}
            onClick={() =>
              void step
                .run('cancel', move)
                .then((m) => m && navigate(linkTo(S.warehouseMoveEachList, { code: m.code })))
            }
          >
            요청 취소
          </Button>
        )}
      </Space>
    </Space>
  );
};

/** Examination/Request/Warehouse/WarehouseMoveRegister: a new move request. */
export const WarehouseMoveRegisterPage = () => (
  <div className="erp-page">
    <PageHead
      title="창고 이동 등록"
      description="출고 창고에서 입고 창고로 옮길 품목을 요청합니다. 출고하기 전까지는 재고가 움직이지 않습니다."
    />
    <MoveForm move={null} />
  </div>
);

/** Examination/Request/WarehouseMoveModify/:code: the request changed or cancelled before it ships. */
export const WarehouseMoveModifyPage = () => {
  const { code = '' } = useParams();
  const query = useMove(code);
  const [loaded, setLoaded] = useState<WarehouseMoveView | null>(null);
  useEffect(() => {
    if (query.data && query.data.code !== loaded?.code) setLoaded(query.data);
  }, [query.data, loaded]);
  return (
    <div className="erp-page">
      <PageHead
        title={`창고 이동 수정 ${code}`}
        description="출고 전인 요청만 수정하거나 취소할 수 있습니다."
      />
      {query.error ? (
        <Alert type="error" showIcon title={messageOf(query.error)} />
      ) : loaded ? (
        <MoveForm key={loaded.version} move={loaded} />
      ) : (
        <Spin />
      )}
    </div>
  );
};
