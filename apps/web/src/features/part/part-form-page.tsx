import { CloseOutlined, CopyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  type Part,
  type PartSaveResult,
  partCopySchema,
  partInputSchema,
  partModifySchema,
  partRegisterSchema,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Result, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { announceDataChange, isPopupWindow } from '../../components/data-sync/data-change';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import { FormPage } from '../../components/form-page/form-page';
import { toast } from '../../shell/toast/toast';
import { copyPart, modifyPart, partKeys, registerPart, usePart } from './part.api';
import { NEW_PART_VALUES, partFormSections } from './part-form-fields';
import { PartLinkPanels } from './part-link-panels';
import { openPartModify, PART_PATHS } from './part-paths';
import { usePartChoices } from './use-part-choices';
import './part.css';

// The modify form: the part's fields and why its prices change (the version travels apart).
const partEditSchema = partInputSchema.extend({
  priceChangeReason: partModifySchema.shape.priceChangeReason,
});

/**
 * Other parts with the same normalised part number: saved anyway (brands share OEM numbers), but
 * the clerk should know, so it is a dialog rather than a toast that fades.
 */
const useDuplicateWarning = () => {
  const { modal } = App.useApp();
  return useCallback(
    (result: PartSaveResult) => {
      if (result.duplicatePartNo.length === 0) return;
      modal.warning({
        title: '같은 품번의 품목이 이미 있습니다.',
        content: (
          <div>
            <p>{result.part.partNo} — 저장은 되었습니다. 브랜드가 다르지 않다면 중복 등록인지 확인하세요.</p>
            <ul>
              {result.duplicatePartNo.map((d) => (
                <li key={d.code}>
                  {d.code} {d.partNo} {d.name}
                </li>
              ))}
            </ul>
          </div>
        ),
        okText: '확인',
      });
    },
    [modal],
  );
};

const SavedNotice = ({ part, onOpen }: { part: Part; onOpen: (code: string) => void }) => (
  <Alert
    type="success"
    showIcon
    className="erp-form-banner"
    data-testid="saved-part"
    title={`${part.code} ${part.partNo} ${withParticle(part.name, '을/를')} 등록했습니다. 이어서 다음 품목을 입력할 수 있습니다.`}
    action={
      <Button size="small" onClick={() => onOpen(part.code)}>
        수정 창 열기
      </Button>
    }
  />
);

type Props = {
  code?: string;
  copyFrom?: string;
  /** PartRegister: brand, kind, unit and suppliers stay for the next part of the same box. */
  continuous?: boolean;
};

const PartFullForm = ({ code, copyFrom, continuous = false }: Props) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const source = usePart(code ?? copyFrom);
  const part = source.data;
  const choices = usePartChoices();
  const mode = code ? 'modify' : copyFrom ? 'copy' : 'register';
  const fieldChoices = {
    brands: choices.brandOptions,
    kinds: choices.kindOptions,
    suppliers: choices.supplierOptions,
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the option lists stand for fieldChoices.
  const sections = useMemo(
    () => partFormSections(fieldChoices, form, mode),
    [choices.brandOptions, choices.kindOptions, choices.supplierOptions, form, mode],
  );
  const warnDuplicates = useDuplicateWarning();
  const [saved, setSaved] = useState<Part | null>(null);
  const [carry, setCarry] = useState<Record<string, unknown>>({});
  const popup = useMemo(isPopupWindow, []);
  const initialValues = useMemo(() => {
    if (!part) return { ...NEW_PART_VALUES, ...carry };
    if (copyFrom) return { ...part, partNo: '', copySuppliers: true, copyLocations: false };
    return { ...part, priceChangeReason: '' };
  }, [part, copyFrom, carry]);

  if ((code || copyFrom) && source.isError)
    return (
      <Result
        status="404"
        title="품목을 찾을 수 없습니다."
        subTitle={`품목 코드 ${code ?? copyFrom}`}
        extra={<Button onClick={() => navigate(PART_PATHS.list)}>품목 목록</Button>}
      />
    );

  const afterSave = (result: PartSaveResult, action: 'created' | 'updated') => {
    queryClient.setQueryData(partKeys.single(result.part.code), result.part);
    void queryClient.invalidateQueries({ queryKey: partKeys.all, refetchType: 'active' });
    announceDataChange({ entity: 'part', action, key: result.part.code, record: result.part });
    warnDuplicates(result);
  };
  const listButton = (
    <Button icon={<UnorderedListOutlined />} onClick={() => navigate(PART_PATHS.list)}>
      목록
    </Button>
  );

  if (code) {
    return (
      <>
        <FormPage
          title="품목 수정"
          mode="modify"
          form={form}
          subject={<Tag className="erp-code-tag">{code}</Tag>}
          description={
            part &&
            `등록 ${formatKstDateTime(part.createdAt)} · 최근 수정 ${formatKstDateTime(part.updatedAt)} · 판매가 공급가 ${formatWon(part.salePriceSupply)}원 + 부가세 ${formatWon(part.salePriceVat)}원`
          }
          schema={partEditSchema}
          sections={sections}
          initialValues={initialValues}
          loading={choices.loading || !part}
          onSubmit={async (data) => {
            if (!part) return undefined;
            const { priceChangeReason, ...input } = data;
            const result = await modifyPart(part.code, input, part.version, priceChangeReason ?? null);
            afterSave(result, 'updated');
            void queryClient.invalidateQueries({ queryKey: partKeys.prices(part.code) });
            toast.success(`${result.part.code} ${withParticle(result.part.name, '을/를')} 저장했습니다.`);
            return { ...result.part, priceChangeReason: '' };
          }}
          onReload={() => source.refetch()}
          actions={
            <>
              <Button icon={<CopyOutlined />} onClick={() => navigate(PART_PATHS.copy(code))}>
                복사 등록
              </Button>
              {popup ? (
                <Button icon={<CloseOutlined />} onClick={() => window.close()}>
                  닫기
                </Button>
              ) : (
                listButton
              )}
            </>
          }
        />
        {part && (
          <div className="erp-page" style={{ paddingTop: 0 }}>
            <PartLinkPanels part={part} supplierOptions={choices.supplierOptions} />
          </div>
        )}
      </>
    );
  }

  if (copyFrom) {
    return (
      <FormPage
        title="품목 복사 등록"
        mode="register"
        form={form}
        subject={
          part && (
            <Tag>
              원본 {part.code} {part.partNo} {part.name}
            </Tag>
          )
        }
        description="원본 품목의 내용을 채워 두었습니다. 새 품번을 넣고 바꿀 곳만 고쳐 등록하세요. 바코드는 복사되지 않습니다."
        schema={partCopySchema}
        sections={sections}
        initialValues={initialValues}
        loading={choices.loading || source.isPending}
        onSubmit={async (data) => {
          const result = await copyPart(copyFrom, data);
          afterSave(result, 'created');
          toast.success(
            `${result.part.code} ${withParticle(result.part.name, '을/를')} 복사해 등록했습니다.`,
          );
          navigate(`${PART_PATHS.list}?code.eq=${encodeURIComponent(result.part.code)}`);
          return undefined;
        }}
        actions={listButton}
      />
    );
  }

  return (
    <FormPage
      title={continuous ? '품목 연속 등록' : '품목 등록'}
      mode="register"
      form={form}
      description={
        continuous
          ? '등록 후에도 브랜드·분류·단위·매입처가 남아 같은 상자의 품목을 이어서 입력합니다.'
          : '품명에 차종을 붙여 쓰면(예: 헤드램프 LH 아반떼AD) 차종이 자동으로 나뉩니다.'
      }
      schema={partRegisterSchema}
      sections={sections}
      initialValues={initialValues}
      loading={choices.loading}
      banner={saved && <SavedNotice part={saved} onOpen={(c) => openPartModify(c, navigate)} />}
      onSubmit={async (data) => {
        const result = await registerPart(data);
        afterSave(result, 'created');
        toast.success(`${result.part.code} ${withParticle(result.part.name, '을/를')} 등록했습니다.`);
        setSaved(result.part);
        if (continuous) {
          const kept = {
            brandCode: data.brandCode,
            kindCode: data.kindCode,
            unit: data.unit,
            vatIncluded: data.vatIncluded,
            suppliers: data.suppliers.map((s) => ({ ...s, supplierPartNo: null })),
          };
          setCarry(kept);
          return { ...NEW_PART_VALUES, ...kept };
        }
        return undefined;
      }}
      actions={
        <Space>
          {!continuous && <Button onClick={() => navigate(PART_PATHS.continuousRegister)}>연속 등록</Button>}
          {listButton}
        </Space>
      }
    />
  );
};

/** PartRegistration (new) and PartRegistration/:code (modify, usually in a popup). */
export const PartRegistrationPage = () => {
  const { code } = useParams();
  return <PartFullForm key={code ?? 'new'} code={code} />;
};

/** PartRegister (new, keeping brand/kind/suppliers between parts) and PartRegister/:code (modify). */
export const PartRegisterPage = () => {
  const { code } = useParams();
  return <PartFullForm key={code ?? 'continuous'} code={code} continuous />;
};

/** PartCopyRegistration/:code: read one part, register its fields under a new code. */
export const PartCopyRegistrationPage = () => {
  const { code } = useParams();
  return <PartFullForm key={`copy-${code}`} copyFrom={code} />;
};
