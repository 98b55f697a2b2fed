import { QueryClient } from '@tanstack/react-query';
import { showErrorDialog } from '../shell/error-dialog/error-dialog.store';
import { toast } from '../shell/toast/toast';
import { configureApiClient } from './api-client';
import { type ApiError, NetworkError } from './api-error';
import { SESSION_QUERY_KEY } from './session.api';
import { clearStoredSession } from './session-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An answer with an E code is final; only a lost connection is worth one more try.
      retry: (failureCount, error) => error instanceof NetworkError && failureCount < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

/** Connects the API client to the error dialog, the session and the toasts. */
export const installApiErrorHandling = (): void => {
  configureApiClient({
    onError: showErrorDialog,
    onUnauthorized: (error: ApiError) => {
      // Several requests of one screen can fail at once: end the session view only once.
      if (queryClient.getQueryData(SESSION_QUERY_KEY) === null) return;
      clearStoredSession(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      toast.warning(error.message);
    },
    onUnhandled: (error: Error) => {
      toast.error(error.message);
    },
  });
};
