import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';
import { AntdFrame } from './antd-frame';

export const NotFoundPage = () => {
  const location = useLocation();
  return (
    <AntdFrame>
      <div className="erp-center-fill">
        <Result
          status="404"
          title="페이지를 찾을 수 없습니다."
          subTitle={<span style={{ wordBreak: 'break-all' }}>{location.pathname}</span>}
          extra={
            <Link to="/MainPage">
              <Button type="primary">처음 화면으로</Button>
            </Link>
          }
        />
      </div>
    </AntdFrame>
  );
};
