import { Button, Result } from 'antd';
import { Link } from 'react-router';

export const ForbiddenResult = ({ homePath }: { homePath: string }) => (
  <Result
    status="403"
    title="이 화면을 열 권한이 없습니다."
    subTitle="필요하면 관리자에게 메뉴 권한을 요청하세요."
    extra={
      <Link to={homePath}>
        <Button type="primary">내 첫 화면으로</Button>
      </Link>
    }
  />
);
