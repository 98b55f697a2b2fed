import type { CustomerSaveResult } from '@erp/domain';
import { withParticle } from '@erp/domain';
import { Alert, App, Button, Space } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CUSTOMER_PATHS } from './customer-paths';

/**
 * Other customers with the same business number: saved anyway (branches share one), but the
 * clerk must know before trading, so it is a dialog rather than a toast that fades.
 */
export const useDuplicateBizNoWarning = () => {
  const { modal } = App.useApp();
  return useCallback(
    (result: CustomerSaveResult) => {
      if (result.duplicateBizNo.length === 0) return;
      modal.warning({
        title: '같은 사업자등록번호의 거래처가 이미 있습니다.',
        content: (
          <div>
            <p>{result.customer.bizNo} — 저장은 되었습니다. 지점이 아니라면 중복 등록인지 확인하세요.</p>
            <ul>
              {result.duplicateBizNo.map((d) => (
                <li key={d.code}>
                  {d.code} {d.name}
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

/** The line a register page keeps after a save, so the clerk can open what was just registered. */
export const SavedCustomerNotice = ({
  result,
  onOpen,
}: {
  result: CustomerSaveResult;
  onOpen: (code: string) => void;
}) => {
  const navigate = useNavigate();
  const { code, name } = result.customer;
  return (
    <Alert
      type="success"
      showIcon
      className="erp-form-banner"
      data-testid="saved-customer"
      title={`${code} ${withParticle(name, '을/를')} 등록했습니다. 이어서 다음 거래처를 입력할 수 있습니다.`}
      action={
        <Space>
          <Button size="small" onClick={() => onOpen(code)}>
            수정 창 열기
          </Button>
          <Button
            size="small"
            onClick={() => navigate(`${CUSTOMER_PATHS.list}?code.eq=${encodeURIComponent(code)}`)}
          >
            목록에서 보기
          </Button>
        </Space>
      }
    />
  );
};
