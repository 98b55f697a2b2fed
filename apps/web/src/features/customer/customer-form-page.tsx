import { CloseOutlined, CopyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type Customer, type CustomerSaveResult, customerInputSchema, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { announceDataChange, isPopupWindow } from '../../components/data-sync/data-change';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { FormPage } from '../../components/form-page/form-page';
import { toast } from '../../shell/toast/toast';
import { createCustomer, customerKeys, modifyCustomer, useCustomer } from './customer.api';
import { customerFormSections, NEW_CUSTOMER_VALUES } from './customer-form-fields';
import { CUSTOMER_PATHS, openCustomerModify } from './customer-paths';
import { SavedCustomerNotice, useDuplicateBizNoWarning } from './customer-save-feedback';
import { useCustomerChoices } from './use-customer-choices';
import './customer.css';

type Props = { code?: string; copyFrom?: string };

const copyValues = (source: Customer): Record<string, unknown> => ({
  ...source,
  // An interface id names one customer in the partner's system; a copy gets its own later.
  interfaceId: null,
});

const CustomerFullForm = ({ code, copyFrom }: Props) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const source = useCustomer(code ?? copyFrom);
  const customer = source.data;
  const choices = useCustomerChoices(
    customer ? { id: customer.salesStaffId, name: customer.salesStaffName } : undefined,
  );
  const sections = useMemo(() => customerFormSections(choices.form), [choices.form]);
  const warnDuplicates = useDuplicateBizNoWarning();
  const [saved, setSaved] = useState<CustomerSaveResult | null>(null);
  const popup = useMemo(isPopupWindow, []);
  const initialValues = useMemo(
    () => (!customer ? NEW_CUSTOMER_VALUES : copyFrom ? copyValues(customer) : customer),
    [customer, copyFrom],
  );

  if ((code || copyFrom) && source.isError)
    return (
      <Result
        status="404"
        title="거래처를 찾을 수 없습니다."
        subTitle={`거래처 코드 ${code ?? copyFrom}`}
        extra={<Button onClick={() => navigate(CUSTOMER_PATHS.list)}>거래처 목록</Button>}
      />
    );

  const afterSave = (result: CustomerSaveResult, action: 'created' | 'updated') => {
    queryClient.setQueryData(customerKeys.single(result.customer.code), result.customer);
    void queryClient.invalidateQueries({ queryKey: customerKeys.all, refetchType: 'active' });
    announceDataChange({ entity: 'customer', action, key: result.customer.code, record: result.customer });
    warnDuplicates(result);
  };

  if (code) {
    const current = customer;
    return (
      <FormPage
        title="거래처 수정"
        mode="modify"
        subject={<Tag className="erp-code-tag">{code}</Tag>}
        description={
          current &&
          `등록 ${formatKstDateTime(current.createdAt)} · 최근 수정 ${formatKstDateTime(current.updatedAt)}`
        }
        schema={customerInputSchema}
        sections={sections}
        initialValues={initialValues}
        loading={choices.loading || !current}
        banner={
          current &&
          !current.insertCheckedAt && (
            <Alert
              type="warning"
              showIcon
              className="erp-form-banner"
              title="다른 직원이 아직 확인하지 않은 신규 거래처입니다 (신규 거래처 확인)."
            />
          )
        }
        onSubmit={async (data) => {
          if (!current) return undefined;
          const result = await modifyCustomer(current.code, data, current.version);
          afterSave(result, 'updated');
          toast.success(
            `${result.customer.code} ${withParticle(result.customer.name, '을/를')} 저장했습니다.`,
          );
          return result.customer;
        }}
        onReload={() => source.refetch()}
        actions={
          <>
            <Button icon={<CopyOutlined />} onClick={() => navigate(CUSTOMER_PATHS.copy(code))}>
              복사 등록
            </Button>
            {popup ? (
              <Button icon={<CloseOutlined />} onClick={() => window.close()}>
                닫기
              </Button>
            ) : (
              <Button icon={<UnorderedListOutlined />} onClick={() => navigate(CUSTOMER_PATHS.list)}>
                목록
              </Button>
            )}
          </>
        }
      />
    );
  }

  return (
    <FormPage
      title={copyFrom ? '거래처 복사 등록' : '거래처 등록'}
      mode="register"
      subject={
        copyFrom && customer ? (
          <Tag>
            원본 {customer.code} {customer.name}
          </Tag>
        ) : undefined
      }
      description={
        copyFrom
          ? '원본 거래처의 내용을 채워 두었습니다. 바꿀 곳만 고쳐 등록하세요.'
          : '새 거래처는 다른 직원이 확인하면(신규 거래처 확인) 거래를 시작합니다.'
      }
      schema={customerInputSchema}
      sections={sections}
      initialValues={initialValues}
      loading={choices.loading || ((code ?? copyFrom) !== undefined && source.isPending)}
      banner={saved && <SavedCustomerNotice result={saved} onOpen={(c) => openCustomerModify(c, navigate)} />}
      onSubmit={async (data) => {
        const result = await createCustomer(data);
        afterSave(result, 'created');
        toast.success(`${result.customer.code} ${withParticle(result.customer.name, '을/를')} 등록했습니다.`);
        if (copyFrom) navigate(`${CUSTOMER_PATHS.list}?code.eq=${encodeURIComponent(result.customer.code)}`);
        else setSaved(result);
        return undefined;
      }}
      actions={
        <Button icon={<UnorderedListOutlined />} onClick={() => navigate(CUSTOMER_PATHS.list)}>
          목록
        </Button>
      }
    />
  );
};

/** CustomerRegistration (new) and CustomerRegistration/:code (modify, usually in a popup). */
export const CustomerRegistrationPage = () => {
  const { code } = useParams();
  return <CustomerFullForm key={code ?? 'new'} code={code} />;
};

/** CustomerCopyRegister/:code: a new customer filled in from another one (a second branch). */
export const CustomerCopyRegisterPage = () => {
  const { code } = useParams();
  return <CustomerFullForm key={`copy-${code}`} copyFrom={code} />;
};
