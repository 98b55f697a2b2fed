import { DeleteOutlined, HistoryOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { Part, SupplierPart } from '@erp/domain';
import { withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { isRegisteredUrl } from '../../app/screen-registry';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import { AmountInput } from '../../components/form-page/form-inputs';
import type { FieldOption } from '../../components/form-page/form-page.types';
import { toast } from '../../shell/toast/toast';
import {
  addPartBarcode,
  partKeys,
  removePartBarcode,
  removePartSupplier,
  savePartSupplier,
  usePartBarcodes,
  usePartSuppliers,
  usePriceHistory,
} from './part.api';
import { PART_PATHS } from './part-paths';

const fail = (error: unknown) => toast.error(messageOf(error), { duration: 8000 });

/** Maker barcodes of a saved part: scan into the box and Enter adds one at once. */
const BarcodePanel = ({ part }: { part: Part }) => {
  const queryClient = useQueryClient();
  const barcodes = usePartBarcodes(part.code);
  const [text, setText] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: partKeys.barcodes(part.code) });
  const add = async () => {
    if (text.trim() === '') return;
    try {
      const added = await addPartBarcode(part.code, text);
      toast.success(`바코드 ${withParticle(added.value, '을/를')} 붙였습니다.`);
      setText('');
      refresh();
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Card size="small" title="바코드" className="erp-part-links">
      <Space size={4} wrap style={{ marginBottom: 8 }}>
        {(barcodes.data ?? []).length === 0 && <Typography.Text type="secondary">없음</Typography.Text>}
        {(barcodes.data ?? []).map((b) => (
          <Tag
            key={b.id}
            closable
            onClose={(event) => {
              event.preventDefault();
              void removePartBarcode(b.id)
                .then(() => {
                  toast.success(`바코드 ${withParticle(b.value, '을/를')} 뗐습니다.`);
                  refresh();
                })
                .catch(fail);
            }}
          >
            <span className="erp-cell-code">{b.value}</span> · {b.symbology}
          </Tag>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="바코드 추가"
          placeholder="바코드 스캔 후 Enter"
          value={text}
          maxLength={300}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void add();
            }
          }}
        />
        <Button icon={<PlusOutlined />} onClick={() => void add()}>
          추가
        </Button>
      </Space.Compact>
    </Card>
  );
};

type Draft = {
  supplierCode: string;
  supplierPartNo: string;
  purchasePrice: number | null;
  preferred: boolean;
};
const EMPTY: Draft = { supplierCode: '', supplierPartNo: '', purchasePrice: null, preferred: false };

/** Suppliers of a saved part; a price change goes through the server's price history. */
const SupplierPanel = ({ part, options }: { part: Part; options: readonly FieldOption[] }) => {
  const queryClient = useQueryClient();
  const links = usePartSuppliers(part.code);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: partKeys.suppliers(part.code) });
    void queryClient.invalidateQueries({ queryKey: partKeys.prices(part.code) });
  };
  const save = async () => {
    if (!draft.supplierCode) {
      toast.warning('매입처를 고르세요.');
      return;
    }
    try {
      await savePartSupplier({
        supplierCode: draft.supplierCode,
        partCode: part.code,
        supplierPartNo: draft.supplierPartNo.trim() || null,
        purchasePrice: draft.purchasePrice ?? part.purchasePrice,
        leadDays: null,
        preferred: draft.preferred,
        memo: null,
        priceChangeReason: null,
      });
      toast.success('매입처를 저장했습니다.');
      setDraft(EMPTY);
      refresh();
    } catch (error) {
      fail(error);
    }
  };
  const edit = (link: SupplierPart) =>
    setDraft({
      supplierCode: link.supplierCode,
      supplierPartNo: link.supplierPartNo ?? '',
      purchasePrice: link.purchasePrice,
      preferred: link.preferred,
    });
  return (
    <Card size="small" title="매입처 (매입처 품번·단가)" className="erp-part-links">
      <Table<SupplierPart>
        className="erp-part-link-table"
        size="small"
        pagination={false}
        rowKey="supplierCode"
        loading={links.isPending}
        dataSource={links.data ?? []}
        locale={{ emptyText: '연결된 매입처가 없습니다.' }}
        onRow={(link) => ({ onDoubleClick: () => edit(link) })}
        columns={[
          { title: '매입처', render: (_v, l) => `${l.supplierName} (${l.supplierCode})` },
          { title: '매입처 품번', dataIndex: 'supplierPartNo', render: (v: string | null) => v ?? '' },
          {
            title: '매입 단가',
            dataIndex: 'purchasePrice',
            align: 'right',
            render: (v: number) => formatWon(v),
          },
          { title: '주', dataIndex: 'preferred', align: 'center', render: (v: boolean) => (v ? '★' : '') },
          {
            title: '',
            width: 110,
            render: (_v, l) => (
              <Space size={4}>
                <Button size="small" onClick={() => edit(l)}>
                  고치기
                </Button>
                <Popconfirm
                  title={`${l.supplierName} 연결을 뺄까요?`}
                  okText="빼기"
                  cancelText="취소"
                  onConfirm={() =>
                    removePartSupplier(l.supplierCode, part.code)
                      .then(() => {
                        toast.success('매입처 연결을 뺐습니다.');
                        refresh();
                      })
                      .catch(fail)
                  }
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label="빼기" />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <div className="erp-part-link-row" style={{ marginTop: 8 }}>
        <Select
          aria-label="매입처"
          style={{ width: 220 }}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="매입처"
          value={draft.supplierCode || undefined}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(code: string) => setDraft((d) => ({ ...d, supplierCode: code }))}
        />
        <Input
          aria-label="매입처 품번"
          style={{ width: 140 }}
          placeholder="매입처 품번"
          maxLength={40}
          value={draft.supplierPartNo}
          onChange={(event) => setDraft((d) => ({ ...d, supplierPartNo: event.target.value }))}
        />
        <div style={{ width: 130 }}>
          <AmountInput
            value={draft.purchasePrice ?? undefined}
            placeholder={formatWon(part.purchasePrice)}
            onChange={(price) => setDraft((d) => ({ ...d, purchasePrice: price ?? null }))}
          />
        </div>
        <Checkbox
          checked={draft.preferred}
          onChange={(event) => setDraft((d) => ({ ...d, preferred: event.target.checked }))}
        >
          주 매입처
        </Checkbox>
        <Button icon={<SaveOutlined />} onClick={() => void save()}>
          저장
        </Button>
      </div>
    </Card>
  );
};

const priceText = (before: number | null, after: number | null) =>
  after === null ? null : `${before === null ? '신규' : formatWon(before)} → ${formatWon(after)}`;

/** The latest price changes (never overwritten: each is a row of the history). */
const PricePanel = ({ part }: { part: Part }) => {
  const navigate = useNavigate();
  const history = usePriceHistory(part.code);
  const url = PART_PATHS.priceHistory(part.code);
  const rows = (history.data ?? []).slice(0, 6);
  return (
    <Card
      size="small"
      title="가격 변경 이력"
      className="erp-part-links"
      extra={
        isRegisteredUrl(url) && (
          <Button size="small" type="link" icon={<HistoryOutlined />} onClick={() => navigate(url)}>
            전체 이력
          </Button>
        )
      }
    >
      {rows.length === 0 ? (
        <Typography.Text type="secondary">이력이 없습니다.</Typography.Text>
      ) : (
        <ul className="erp-part-price-list" data-testid="price-history">
          {rows.map((r) => (
            <li key={r.id}>
              <Typography.Text type="secondary">{formatKstDateTime(r.changedAt)}</Typography.Text>{' '}
              {r.supplierName && <Tag>{r.supplierName}</Tag>}
              {priceText(r.salePriceBefore, r.salePriceAfter) && (
                <span>판매가 {priceText(r.salePriceBefore, r.salePriceAfter)} </span>
              )}
              {priceText(r.purchasePriceBefore, r.purchasePriceAfter) && (
                <span>매입가 {priceText(r.purchasePriceBefore, r.purchasePriceAfter)} </span>
              )}
              {r.reason && <Typography.Text type="secondary">({r.reason})</Typography.Text>}
              {r.changedByName && <Typography.Text type="secondary"> · {r.changedByName}</Typography.Text>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};

/** What hangs off a saved part, under its form. */
export const PartLinkPanels = ({
  part,
  supplierOptions,
}: {
  part: Part;
  supplierOptions: readonly FieldOption[];
}) => (
  <Row gutter={12}>
    <Col xs={24} xl={14}>
      <SupplierPanel part={part} options={supplierOptions} />
    </Col>
    <Col xs={24} xl={10}>
      <BarcodePanel part={part} />
      <PricePanel part={part} />
    </Col>
  </Row>
);
