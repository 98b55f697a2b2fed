import { configureKoreanZod } from '@erp/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installApiErrorHandling, queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { antdTheme } from './shell/theme/antd-theme';
import './shell/shell.css';

configureKoreanZod();
installApiErrorHandling();
const router = createAppRouter();

// antd's App (message, notification and modal hooks) and the Korean dayjs locale come with the
// logged-in shell (shell/layouts/layout-shell.tsx): the login pages use neither (issue 14 §6).
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <ConfigProvider locale={koKR} theme={antdTheme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </StrictMode>,
  );
