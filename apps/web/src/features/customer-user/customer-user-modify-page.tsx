import { UnorderedListOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { customerUserUpdateSchema, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { announceDataChange } from '../../components/data-sync/data-change';
import { FormPage } from '../../components/form-page/form-page';
import type { FormSection } from '../../components/form-page/form-page.types';
import { toast } from '../../shell/toast/toast';
import { customerUserKeys, updateCustomerUser, useCustomerUser } from './customer-user.api';
import { CustomerUserInfoCard } from './customer-user-info-card';
import { CUSTOMER_USER_PATHS } from './customer-user-paths';

const SECTIONS: FormSection[] = [
  {
    title: '수정할 내용',
    fields: [
      { name: 'name', widget: 'text', maxLength: 50 },
      { name: 'phone', widget: 'phone' },
      { name: 'email', widget: 'email' },
      {
        name: 'disabled',
        widget: 'switch',
        help: '사용을 멈추면 바로 로그아웃되고 다시 로그인할 수 없습니다.',
      },
    ],
  },
];

/** The account id of a route parameter, or null when it is not one. */
export const accountIdOf = (raw: string | undefined): number | null =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** CustomerUserModify/:custid — name, phone, e-mail, and stopping the login. */
export const CustomerUserModifyPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = accountIdOf(useParams().custid);
  const user = useCustomerUser(id);
  if (id === null || user.isError)
    return (
      <Result
        status="404"
        title="거래처 사용자를 찾을 수 없습니다."
        extra={<Button onClick={() => navigate(CUSTOMER_USER_PATHS.list)}>사용자 목록</Button>}
      />
    );
  const current = user.data;
  return (
    <FormPage
      title="거래처 사용자 수정"
      mode="modify"
      subject={current && <Tag className="erp-code-tag">{current.loginId}</Tag>}
      schema={customerUserUpdateSchema}
      sections={SECTIONS}
      initialValues={current}
      loading={!current}
      banner={current && <CustomerUserInfoCard user={current} />}
      onSubmit={async (data) => {
        const saved = await updateCustomerUser(id, data);
        queryClient.setQueryData(customerUserKeys.single(id), saved);
        void queryClient.invalidateQueries({ queryKey: customerUserKeys.all, refetchType: 'active' });
        announceDataChange({ entity: 'customer-user', action: 'updated', key: String(id), record: saved });
        toast.success(`${withParticle(saved.loginId, '을/를')} 저장했습니다.`);
        return saved;
      }}
      onReload={() => user.refetch()}
      actions={
        <>
          <Button icon={<UserSwitchOutlined />} onClick={() => navigate(CUSTOMER_USER_PATHS.recommender(id))}>
            추천인 코드
          </Button>
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(CUSTOMER_USER_PATHS.list)}>
            목록
          </Button>
        </>
      }
    />
  );
};
