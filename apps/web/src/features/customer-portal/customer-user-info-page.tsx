import { customerPortalApi } from '@erp/domain';
import { Descriptions, Spin } from 'antd';
import { useApiQuery } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { won } from './portal-parts';
import './customer-portal.css';

/** Customer/CustomerUserInfo: who is logged in and the shop's own details as the company holds them. */
export const CustomerUserInfoPage = () => {
  const info = useApiQuery(customerPortalApi.userInfo, {});
  const data = info.data;
  if (!data)
    return (
      <div className="erp-center-fill">
        <Spin />
      </div>
    );
  const c = data.customer;
  const address = [c.postcode ? `(${c.postcode})` : null, c.address, c.addressDetail]
    .filter(Boolean)
    .join(' ');
  return (
    <TitledPage
      title="내 정보"
      description="바꿀 내용이 있으면 담당 영업사원이나 회사로 연락하세요."
      className="cp-page"
    >
      <Descriptions bordered size="small" column={1} title="로그인 사용자">
        <Descriptions.Item label="아이디">{data.loginId}</Descriptions.Item>
        <Descriptions.Item label="이름">{data.name}</Descriptions.Item>
      </Descriptions>
      <Descriptions bordered size="small" column={1} title="거래처">
        <Descriptions.Item label="거래처 코드">{c.code}</Descriptions.Item>
        <Descriptions.Item label="상호">{c.name}</Descriptions.Item>
        <Descriptions.Item label="사업자등록번호">{c.bizNo ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="대표자">{c.representative ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="전화">{c.phone ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="휴대폰">{c.mobile ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="이메일">{c.email ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="세금계산서 이메일">{c.taxInvoiceEmail ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="주소">{address || '-'}</Descriptions.Item>
        <Descriptions.Item label="부가세">{c.vatIncluded ? '포함' : '별도'}</Descriptions.Item>
        <Descriptions.Item label="미수 잔액">
          <span data-testid="cp-info-balance">{won(c.balance)}</span>
        </Descriptions.Item>
      </Descriptions>
    </TitledPage>
  );
};
