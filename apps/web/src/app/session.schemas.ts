import { menuNodeSchema, sessionInfoSchema } from '@erp/domain';
import './korean-zod';

// The answers of the session endpoints are still checked by their schemas; this module is fetched
// when the first of them is called, so the login page's first load carries no zod (issue 14 §6).
export { sessionInfoSchema };
export const menuListSchema = menuNodeSchema.array();
