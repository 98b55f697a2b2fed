import { UnorderedListOutlined } from '@ant-design/icons';
import { brandApi, type PartSet, partSetInputSchema, partSetModifySchema, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Form, Spin } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { announceDataChange } from '../../components/data-sync/data-change';
import { formatWon } from '../../components/data-table/cell-format';
import { FormPage } from '../../components/form-page/form-page';
import type { FormSection } from '../../components/form-page/form-page.types';
import { toast } from '../../shell/toast/toast';
import { usePartKinds } from '../part-report/part-report.api';
import { modifyPartSet, partSetKeys, registerPartSet, usePartSet } from './part-set.api';
import { PART_SET_PATHS } from './part-set-paths';
import { type SetItemDraft, setItemTotals, setPriceNote } from './set-items';
import { SetItemsEditor } from './set-items-editor';

const useBrandOptions = () =>
  useApiQuery(brandApi.list, { body: { activeOnly: true } }, { staleTime: 5 * 60_000 });

const itemsSection: FormSection = {
  title: '구성 품목',
  fields: [{ name: 'items', widget: 'custom', span: 24, input: <SetItemsEditor /> }],
};

const PriceNote = ({ form }: { form: ReturnType<typeof Form.useForm>[0] }) => {
  const items = (Form.useWatch('items', form) as SetItemDraft[] | undefined) ?? [];
  const price = Form.useWatch('salePrice', form) as number | undefined;
  const note = setPriceNote(price, setItemTotals(items).sale);
  return note ? <Alert type="info" showIcon title={note} style={{ marginBottom: 12 }} /> : null;
};

/** PartSetRegister: the set's own part (code, name, price) and its components, in one save. */
export const PartSetRegisterPage = () => {
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const kinds = usePartKinds();
  const brands = useBrandOptions();
  const sections: FormSection[] = useMemo(
    () => [
      {
        title: '세트 정보',
        fields: [
          { name: 'partNo', widget: 'text', maxLength: 40, placeholder: '예: CAPAS-SET-650400' },
          { name: 'name', widget: 'text', maxLength: 100, placeholder: '예: 와이퍼 세트 650+400' },
          { name: 'carModel', widget: 'text', maxLength: 100 },
          { name: 'norm', widget: 'text', maxLength: 100 },
          {
            name: 'brandCode',
            widget: 'select',
            options: (brands.data ?? []).map((b) => ({ value: b.code, label: b.name })),
          },
          {
            name: 'kindCode',
            widget: 'select',
            options: (kinds.data ?? []).map((k) => ({ value: k.code, label: k.path })),
          },
          { name: 'unit', widget: 'text', maxLength: 10 },
          { name: 'salePrice', widget: 'won' },
          { name: 'purchasePrice', widget: 'won' },
          { name: 'vatIncluded', widget: 'switch' },
          { name: 'active', widget: 'switch' },
        ],
      },
      itemsSection,
    ],
    [brands.data, kinds.data],
  );
  return (
    <FormPage
      title="세트 등록"
      mode="register"
      description="세트는 주문에서 구성 품목 줄로 나뉘어 팔리고 재고도 구성 품목에서 빠집니다. Ctrl+Enter: 저장"
      schema={partSetInputSchema}
      form={form}
      sections={sections}
      initialValues={{
        unit: 'SET',
        salePrice: 0,
        purchasePrice: 0,
        vatIncluded: false,
        active: true,
        items: [],
      }}
      banner={<PriceNote form={form} />}
      actions={
        <Button icon={<UnorderedListOutlined />} onClick={() => navigate(PART_SET_PATHS.list)}>
          세트 목록
        </Button>
      }
      onSubmit={async (data) => {
        const saved = await registerPartSet(data);
        announceDataChange({ entity: 'part-set', action: 'created', key: saved.part.code });
        toast.success(`세트 ${saved.part.code} ${withParticle(saved.part.name, '을/를')} 등록했습니다.`);
        return undefined;
      }}
    />
  );
};

const toDrafts = (set: PartSet): SetItemDraft[] =>
  set.items.map((i) => ({
    partCode: i.partCode,
    partNo: i.partNo,
    name: i.name,
    carModel: i.carModel,
    salePrice: i.salePrice,
    purchasePrice: i.purchasePrice,
    qty: i.qty,
  }));

const modifySchema = partSetModifySchema.pick({ items: true });

/** PartSetModify/:pcode: replaces the components of a set (its own fields are the part form's). */
export const PartSetModifyPage = () => {
  const { pcode } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const set = usePartSet(pcode);
  const current = set.data ?? null;
  const initialValues = useMemo(() => (current ? { items: toDrafts(current) } : undefined), [current]);
  if (set.isPending && pcode) return <Spin style={{ margin: 40 }} />;
  if (!current)
    return (
      <Card style={{ margin: 16 }}>
        <Empty description={`세트 코드 ${pcode ?? ''}에 해당하는 세트가 없습니다.`}>
          <Button onClick={() => navigate(PART_SET_PATHS.list)}>세트 목록</Button>
        </Empty>
      </Card>
    );
  const part = current.part;
  return (
    <FormPage
      title="세트 구성 수정"
      mode="modify"
      subject={<span className="erp-cell-code">{part.code}</span>}
      description="구성 품목과 수량을 바꿉니다. 이미 등록된 주문 줄은 바뀌지 않습니다. Ctrl+Enter: 저장"
      schema={modifySchema}
      form={form}
      sections={[itemsSection]}
      initialValues={initialValues}
      banner={
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                { key: 'partNo', label: '품번', children: part.partNo },
                { key: 'name', label: '세트명', children: `${part.name} ${part.carModel}` },
                { key: 'price', label: '세트 판매가', children: `${formatWon(part.salePrice)}원` },
                { key: 'unit', label: '단위', children: part.unit },
              ]}
            />
          </Card>
          <PriceNoteFixed form={form} price={part.salePrice} />
        </>
      }
      onReload={() => queryClient.invalidateQueries({ queryKey: partSetKeys.single(pcode ?? '') })}
      actions={
        <Button icon={<UnorderedListOutlined />} onClick={() => navigate(PART_SET_PATHS.list)}>
          세트 목록
        </Button>
      }
      onSubmit={async (data) => {
        const saved = await modifyPartSet(part.code, { items: data.items, version: part.version });
        queryClient.setQueryData(partSetKeys.single(pcode ?? ''), saved);
        announceDataChange({ entity: 'part-set', action: 'updated', key: part.code });
        toast.success(`세트 ${part.code}의 구성을 저장했습니다.`);
        return { items: toDrafts(saved) };
      }}
    />
  );
};

const PriceNoteFixed = ({ form, price }: { form: ReturnType<typeof Form.useForm>[0]; price: number }) => {
  const items = (Form.useWatch('items', form) as SetItemDraft[] | undefined) ?? [];
  const note = setPriceNote(price, setItemTotals(items).sale);
  return note ? <Alert type="info" showIcon title={note} style={{ marginBottom: 12 }} /> : null;
};
