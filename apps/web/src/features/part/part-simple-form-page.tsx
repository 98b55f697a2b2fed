import { CloseOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { partSimpleModifySchema, partSimpleRegisterSchema, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Result, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { announceDataChange, isPopupWindow } from '../../components/data-sync/data-change';
import { FormPage } from '../../components/form-page/form-page';
import type { FormSection } from '../../components/form-page/form-page.types';
import { toast } from '../../shell/toast/toast';
import { partKeys, simpleModifyPart, simpleRegisterPart, usePart } from './part.api';
import { PartNameInput } from './part-form-inputs';
import { openPartModify, PART_PATHS } from './part-paths';
import { type SimpleRegisterParams, simpleRegisterDefaults } from './part-simple-params';
import { usePartChoices } from './use-part-choices';
import './part.css';

const simpleModifySchema = partSimpleModifySchema.omit({ version: true });

/** Part/PartSimpleModify/:code: name, car model, norm, prices and the active flag, nothing else. */
export const PartSimpleModifyPage = () => {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const source = usePart(code);
  const part = source.data;
  const popup = useMemo(isPopupWindow, []);
  const sections = useMemo<FormSection[]>(
    () => [
      {
        title: '품목 정보',
        fields: [
          { name: 'name', widget: 'custom', input: <PartNameInput form={form} /> },
          { name: 'carModel', widget: 'text', maxLength: 100 },
          { name: 'norm', widget: 'text', maxLength: 100 },
          { name: 'active', widget: 'switch' },
          { name: 'salePrice', widget: 'won' },
          { name: 'purchasePrice', widget: 'won' },
          { name: 'priceChangeReason', widget: 'text', maxLength: 200, span: 24 },
        ],
      },
    ],
    [form],
  );
  const initialValues = useMemo(() => (part ? { ...part, priceChangeReason: '' } : undefined), [part]);
  if (source.isError)
    return (
      <Result
        status="404"
        title="품목을 찾을 수 없습니다."
        subTitle={`품목 코드 ${code}`}
        extra={<Button onClick={() => navigate(PART_PATHS.list)}>품목 목록</Button>}
      />
    );
  return (
    <FormPage
      title="품목 간편 수정"
      mode="modify"
      form={form}
      compact={popup}
      subject={part && <Tag className="erp-code-tag">{`${part.code} ${part.partNo}`}</Tag>}
      description="가격을 바꾸면 이전 가격은 가격 변경 이력에 남습니다."
      schema={simpleModifySchema}
      sections={sections}
      initialValues={initialValues}
      loading={!part}
      onSubmit={async (data) => {
        if (!part) return undefined;
        const result = await simpleModifyPart(part.code, data, part.version);
        queryClient.setQueryData(partKeys.single(part.code), result.part);
        void queryClient.invalidateQueries({ queryKey: partKeys.all, refetchType: 'active' });
        announceDataChange({ entity: 'part', action: 'updated', key: part.code, record: result.part });
        toast.success(`${result.part.code} ${withParticle(result.part.name, '을/를')} 저장했습니다.`);
        return { ...result.part, priceChangeReason: '' };
      }}
      onReload={() => source.refetch()}
      actions={
        <>
          <Button icon={<EditOutlined />} onClick={() => navigate(PART_PATHS.modify(code))}>
            전체 수정
          </Button>
          {popup ? (
            <Button icon={<CloseOutlined />} onClick={() => window.close()}>
              닫기
            </Button>
          ) : (
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate(PART_PATHS.list)}>
              목록
            </Button>
          )}
        </>
      }
    />
  );
};

/**
 * PartSimpleRegistration/:name/:norm/:price/:purchasePrice/:p/:purchaseCode: the quick register
 * the order screen opens with what the clerk typed ('-' for what is unknown). A popup closes
 * itself after saving and tells the order screen, which reads the new part.
 */
export const PartSimpleRegistrationPage = () => {
  const params = useParams() as SimpleRegisterParams;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choices = usePartChoices();
  const popup = useMemo(isPopupWindow, []);
  const [saved, setSaved] = useState<{ code: string; text: string } | null>(null);
  const paramsKey = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for params.
  const initialValues = useMemo(
    () => simpleRegisterDefaults(params, choices.supplierOptions),
    [paramsKey, choices.supplierOptions],
  );
  const sections = useMemo<FormSection[]>(
    () => [
      {
        title: '품목 정보',
        fields: [
          { name: 'p', widget: 'text', maxLength: 40, help: '비우면 품명을 품번으로 씁니다.' },
          { name: 'name', widget: 'text', maxLength: 100 },
          { name: 'norm', widget: 'text', maxLength: 100 },
          {
            name: 'purchaseCode',
            widget: 'select',
            options: choices.supplierOptions,
            placeholder: '매입처 선택',
          },
          { name: 'price', widget: 'won' },
          { name: 'purchasePrice', widget: 'won' },
        ],
      },
    ],
    [choices.supplierOptions],
  );
  return (
    <FormPage
      title="품목 간편 등록"
      mode="register"
      compact={popup}
      description="주문 화면에서 넘어온 내용을 채워 두었습니다. 확인하고 Enter로 넘기거나 Ctrl+Enter로 등록하세요."
      schema={partSimpleRegisterSchema}
      sections={sections}
      initialValues={initialValues}
      loading={choices.loading}
      banner={
        saved && (
          <Alert
            type="success"
            showIcon
            className="erp-form-banner"
            title={`${withParticle(saved.text, '을/를')} 등록했습니다.`}
            action={
              <Button size="small" onClick={() => openPartModify(saved.code, navigate)}>
                전체 정보 입력
              </Button>
            }
          />
        )
      }
      onSubmit={async (data) => {
        const result = await simpleRegisterPart(data);
        void queryClient.invalidateQueries({ queryKey: partKeys.all, refetchType: 'active' });
        announceDataChange({ entity: 'part', action: 'created', key: result.part.code, record: result.part });
        const text = `${result.part.code} ${result.part.partNo} ${result.part.name}`;
        toast.success(`${withParticle(text, '을/를')} 등록했습니다.`);
        if (popup) window.close();
        setSaved({ code: result.part.code, text });
        return undefined;
      }}
      actions={
        <Button icon={<UnorderedListOutlined />} onClick={() => navigate(PART_PATHS.list)}>
          품목 목록
        </Button>
      }
    />
  );
};
