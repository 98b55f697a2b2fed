import { configureKoreanZod } from '@erp/domain';

// zod's own messages in Korean, set once by the first module that brings zod to the page: the
// antd page frame (every page with a form) and the session schemas. main.tsx no longer calls it,
// so a login page loads no zod (issue 14 §6); importing this file is the call.
configureKoreanZod();
