import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The primary button at the head of a list that opens its register screen. */
export const AddButton = ({ to, children }: { to: string; children: ReactNode }) => {
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
};
