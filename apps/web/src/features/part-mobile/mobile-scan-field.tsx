import { ScanOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';

type Props = {
  /** The value after Enter or the button, as typed (the caller reduces a scan). */
  onSubmit: (value: string) => void;
  initial?: string;
  placeholder: string;
  ariaLabel: string;
  buttonText?: string;
};

/**
 * The phone's search box: large, focused on open, and ready for a keyboard-wedge scanner (fast
 * keys and Enter). After a scan the text is selected, so the next scan replaces it.
 */
export const MobileScanField = ({
  onSubmit,
  initial = '',
  placeholder,
  ariaLabel,
  buttonText = '찾기',
}: Props) => {
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  return (
    <Input.Search
      className="erp-mobile-scan"
      aria-label={ariaLabel}
      placeholder={placeholder}
      prefix={<ScanOutlined />}
      size="large"
      allowClear
      autoFocus
      enterButton={buttonText}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onSearch={(text, event) => {
        onSubmit(text);
        const input = (event?.target as HTMLElement | undefined)
          ?.closest('.ant-input-search')
          ?.querySelector('input');
        input?.select();
      }}
    />
  );
};
