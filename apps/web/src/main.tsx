import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installApiErrorHandling, queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './shell/shell.css';

installApiErrorHandling();
const router = createAppRouter();

// antd's theme and locale (components/antd-frame.tsx), its App (message, notification and modal
// hooks) and the Korean dayjs locale come with the logged-in shell and the other pages that draw
// antd: the login pages use none of them and load no antd code (issue 14 §6).
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
