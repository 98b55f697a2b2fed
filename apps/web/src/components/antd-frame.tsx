import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import type { ReactNode } from 'react';
// Pages in this frame are the ones with forms: zod's Korean messages are set before they parse.
import '../app/korean-zod';
import { antdTheme } from '../shell/theme/antd-theme';

/**
 * antd's Korean locale and the SPEC §9 theme. It wraps what draws antd (the logged-in shell, the
 * public pages other than the login pages, the error dialog, the not-found page) instead of the
 * whole app, so a login page loads no antd code at all (issue 14 §6, login ≤ 150 KB).
 */
export const AntdFrame = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={koKR} theme={antdTheme}>
    {children}
  </ConfigProvider>
);
