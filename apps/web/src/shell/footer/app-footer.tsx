import { Layout } from 'antd';
import { formatLoginTime, roleLabelOf } from '../header/session-labels';
import { useShell } from '../layouts/shell-context';

/** Real session facts in place of the spec's demo footer (server loads, tasks). */
export const AppFooter = () => {
  const { session } = useShell();
  return (
    <Layout.Footer className="erp-footer">
      <span>
        © {new Date().getFullYear()} 부품 ERP · 회사 코드 {session.COMPANY_CODE}
      </span>
      <span>
        {session.name} · {roleLabelOf(session.auth)} · 로그인 {formatLoginTime(session.loginTime)}
      </span>
    </Layout.Footer>
  );
};
