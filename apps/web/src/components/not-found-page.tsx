import type { MenuNode } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';
import { homePathFor } from '../app/landing';
import { findScreenForUrl } from '../app/screen-registry';
import { MENU_QUERY_KEY } from '../app/session.api';
import { readStoredSession } from '../app/session-store';
import { AntdFrame } from './antd-frame';

export const NotFoundPage = () => {
  const location = useLocation();
  const queryClient = useQueryClient();
  // The signed-in user's own home (their main page or first menu screen), not the portal chooser.
  const home = homePathFor(
    readStoredSession(),
    queryClient.getQueryData<MenuNode[]>(MENU_QUERY_KEY) ?? [],
    findScreenForUrl,
  );
  return (
    <AntdFrame>
      <div className="erp-center-fill">
        <Result
          status="404"
          title="페이지를 찾을 수 없습니다."
          subTitle={<span style={{ wordBreak: 'break-all' }}>{location.pathname}</span>}
          extra={
            <Link to={home}>
              <Button type="primary">처음 화면으로</Button>
            </Link>
          }
        />
      </div>
    </AntdFrame>
  );
};
