import { configureKoreanZod } from '@erp/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installApiErrorHandling, queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { antdTheme } from './shell/theme/antd-theme';
import './shell/shell.css';

dayjs.locale('ko');
configureKoreanZod();
installApiErrorHandling();
const router = createAppRouter();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <ConfigProvider locale={koKR} theme={antdTheme}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </StrictMode>,
  );
