import { CloseOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type CustomerSaveResult, customerSimpleInputSchema, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { announceDataChange, isPopupWindow } from '../../components/data-sync/data-change';
import { FormPage } from '../../components/form-page/form-page';
import { toast } from '../../shell/toast/toast';
import { createSimpleCustomer, customerKeys, modifySimpleCustomer, useCustomer } from './customer.api';
import { customerSimpleFormSections } from './customer-form-fields';
import { CUSTOMER_PATHS, openCustomerModify } from './customer-paths';
import { CustomerPicker } from './customer-picker';
import { SavedCustomerNotice, useDuplicateBizNoWarning } from './customer-save-feedback';
import { useCustomerChoices } from './use-customer-choices';
import './customer.css';

const useAfterSave = () => {
  const queryClient = useQueryClient();
  const warnDuplicates = useDuplicateBizNoWarning();
  return (result: CustomerSaveResult, action: 'created' | 'updated') => {
    queryClient.setQueryData(customerKeys.single(result.customer.code), result.customer);
    void queryClient.invalidateQueries({ queryKey: customerKeys.all, refetchType: 'active' });
    // The order screen that opened CustomerSimpleInsert takes the new customer from this message.
    announceDataChange({ entity: 'customer', action, key: result.customer.code, record: result.customer });
    warnDuplicates(result);
  };
};

const SimpleRegister = ({ asPopup }: { asPopup: boolean }) => {
  const navigate = useNavigate();
  const choices = useCustomerChoices();
  const sections = useMemo(
    () => customerSimpleFormSections(choices.form.districts),
    [choices.form.districts],
  );
  const afterSave = useAfterSave();
  const [saved, setSaved] = useState<CustomerSaveResult | null>(null);
  const popup = useMemo(() => asPopup && isPopupWindow(), [asPopup]);
  return (
    <FormPage
      title="거래처 간편 등록"
      mode="register"
      description="전화 주문 중에 상호와 연락처만으로 등록합니다. 나머지는 거래처 수정에서 채웁니다."
      schema={customerSimpleInputSchema}
      sections={sections}
      loading={choices.loading}
      compact={asPopup}
      banner={saved && <SavedCustomerNotice result={saved} onOpen={(c) => openCustomerModify(c, navigate)} />}
      onSubmit={async (data) => {
        const result = await createSimpleCustomer(data);
        afterSave(result, 'created');
        toast.success(`${result.customer.code} ${withParticle(result.customer.name, '을/를')} 등록했습니다.`);
        if (popup && result.duplicateBizNo.length === 0) window.close();
        setSaved(result);
        return undefined;
      }}
      actions={
        popup ? (
          <Button icon={<CloseOutlined />} onClick={() => window.close()}>
            닫기
          </Button>
        ) : (
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(CUSTOMER_PATHS.list)}>
            목록
          </Button>
        )
      }
    />
  );
};

/** CustomerSimpleRegistration: the short phone form, in the menu. */
export const CustomerSimpleRegistrationPage = () => <SimpleRegister asPopup={false} />;

/** CustomerSimpleInsert: the same short form as a popup of the order screen; it closes after saving. */
export const CustomerSimpleInsertPage = () => <SimpleRegister asPopup />;

const SimpleModifyForm = ({ code, compact }: { code: string; compact: boolean }) => {
  const navigate = useNavigate();
  const source = useCustomer(code);
  const choices = useCustomerChoices();
  const sections = useMemo(
    () => customerSimpleFormSections(choices.form.districts),
    [choices.form.districts],
  );
  const afterSave = useAfterSave();
  const popup = useMemo(isPopupWindow, []);
  const customer = source.data;
  if (source.isError)
    return <Result status="404" title="거래처를 찾을 수 없습니다." subTitle={`거래처 코드 ${code}`} />;
  return (
    <FormPage
      title="거래처 간편 수정"
      mode="modify"
      subject={<Tag className="erp-code-tag">{code}</Tag>}
      description="간편 수정은 다른 직원이 확인합니다 (간편 수정 확인 목록)."
      schema={customerSimpleInputSchema}
      sections={sections}
      initialValues={customer}
      loading={choices.loading || !customer}
      compact={compact}
      onSubmit={async (data) => {
        if (!customer) return undefined;
        const result = await modifySimpleCustomer(customer.code, data, customer.version);
        afterSave(result, 'updated');
        toast.success(
          `${withParticle(result.customer.code, '을/를')} 수정했습니다. 다른 직원의 확인을 기다립니다.`,
        );
        return result.customer;
      }}
      onReload={() => source.refetch()}
      actions={
        <>
          <Button icon={<EditOutlined />} onClick={() => openCustomerModify(code, navigate)}>
            전체 항목 수정
          </Button>
          {popup && (
            <Button icon={<CloseOutlined />} onClick={() => window.close()}>
              닫기
            </Button>
          )}
        </>
      }
    />
  );
};

/**
 * CustomerSimpleModify (pick a customer, then edit the short form here; the choice stays in the
 * URL as ?code=) and CustomerSimpleModify/:code (the popup of one customer).
 */
export const CustomerSimpleModifyPage = () => {
  const { code: routeCode } = useParams();
  const [params, setParams] = useSearchParams();
  const code = routeCode ?? params.get('code') ?? undefined;
  if (routeCode) return <SimpleModifyForm key={routeCode} code={routeCode} compact />;
  return (
    <div className="erp-page">
      <Card size="small" className="erp-filter-card" title="수정할 거래처">
        <CustomerPicker
          value={code}
          autoFocus={!code}
          onChange={(next) => setParams(next ? { code: next } : {})}
          style={{ maxWidth: 520 }}
        />
      </Card>
      {code ? (
        <SimpleModifyForm key={code} code={code} compact={false} />
      ) : (
        <Card>
          <Empty description="거래처를 고르면 연락처와 주소를 바로 고칠 수 있습니다." />
        </Card>
      )}
    </div>
  );
};
