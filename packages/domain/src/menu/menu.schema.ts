import { z } from 'zod';
import { ROLES } from '../account/account.roles.js';

/** Sidebar menu item (SPEC §3), field names as the spec gives them. */
export const menuItemSchema = z.object({
  menu_idx: z.number().int(),
  menu_title: z.string(),
  menu_url: z.string().nullable(),
  menu_icon: z.string().nullable(),
  menu_level: z.number().int(),
  menu_parent_idx: z.number().int().nullable(),
  menu_auth: z.enum(ROLES),
  use_yn: z.enum(['Y', 'N']),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export type MenuNode = MenuItem & { children: MenuNode[] };
export const menuNodeSchema: z.ZodType<MenuNode> = menuItemSchema.extend({
  get children() {
    return z.array(menuNodeSchema);
  },
});
