import { configureKoreanZod } from '@erp/domain';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Korean zod messages, as main.tsx sets them for the app.
configureKoreanZod();

// Each test starts from an empty document (Testing Library only cleans up by itself with globals).
afterEach(() => {
  cleanup();
});
