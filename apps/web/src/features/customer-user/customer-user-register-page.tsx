import { CloseOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { customerUserCreateSchema, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { announceDataChange, isPopupWindow } from '../../components/data-sync/data-change';
import { FormPage } from '../../components/form-page/form-page';
import type { FormSection } from '../../components/form-page/form-page.types';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { createCustomerUser, customerUserKeys } from './customer-user.api';
import { CUSTOMER_USER_PATHS } from './customer-user-paths';

const SECTIONS: FormSection[] = [
  {
    title: '소속 거래처',
    fields: [
      { name: 'customerCode', widget: 'custom', span: 24, label: '거래처', input: <CustomerPicker /> },
    ],
  },
  {
    title: '로그인 정보',
    fields: [
      {
        name: 'loginId',
        widget: 'text',
        maxLength: 50,
        autoComplete: 'off',
        placeholder: '영문·숫자 3자 이상',
      },
      { name: 'password', widget: 'password', placeholder: '8자 이상' },
      { name: 'name', widget: 'text', maxLength: 50 },
      { name: 'phone', widget: 'phone' },
      { name: 'email', widget: 'email' },
      { name: 'recommendCode', widget: 'text', maxLength: 20, placeholder: '있으면 입력' },
    ],
  },
];

/**
 * CustomerUserRegister and CustomerUserRegister/:type (the popup variant): a portal login for one
 * customer. ?customerCode= fills the customer in (from the customer's own screen).
 */
export const CustomerUserRegisterPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { type } = useParams();
  const [params] = useSearchParams();
  const popup = useMemo(() => Boolean(type) && isPopupWindow(), [type]);
  const presetCode = params.get('customerCode');
  const initialValues = useMemo(() => (presetCode ? { customerCode: presetCode } : undefined), [presetCode]);
  return (
    <FormPage
      title="거래처 사용자 등록"
      mode="register"
      description="거래처 주문 화면(/Company/CustomerLogin)에서 쓰는 계정을 만듭니다."
      schema={customerUserCreateSchema}
      sections={SECTIONS}
      initialValues={initialValues}
      compact={Boolean(type)}
      onSubmit={async (data) => {
        const user = await createCustomerUser(data);
        void queryClient.invalidateQueries({ queryKey: customerUserKeys.all });
        announceDataChange({
          entity: 'customer-user',
          action: 'created',
          key: String(user.id),
          record: user,
        });
        toast.success(
          `${user.customerName ?? user.customerCode}의 사용자 ${withParticle(user.loginId, '을/를')} 등록했습니다.`,
        );
        if (popup) window.close();
        return undefined;
      }}
      actions={
        popup ? (
          <Button icon={<CloseOutlined />} onClick={() => window.close()}>
            닫기
          </Button>
        ) : (
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(CUSTOMER_USER_PATHS.list)}>
            목록
          </Button>
        )
      }
    />
  );
};
