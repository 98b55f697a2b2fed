import { SearchOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';

type Props = Pick<ButtonProps, 'onClick' | 'disabled' | 'loading' | 'size' | 'htmlType'>;

/** The 조회 button of a search form: runs the search that the boxes beside it describe. */
export const SearchButton = (props: Props) => (
  <Button type="primary" icon={<SearchOutlined />} {...props}>
    조회
  </Button>
);
