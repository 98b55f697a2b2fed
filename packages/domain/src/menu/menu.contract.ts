import { z } from 'zod';
import { AUTHENTICATED, defineContracts } from '../contract/contract.js';
import { menuNodeSchema } from './menu.schema.js';

export const menuApi = defineContracts({
  list: {
    method: 'GET',
    path: '/api/comm/v1.0/menu/list',
    summary: '내 메뉴 트리',
    access: AUTHENTICATED,
    response: z.array(menuNodeSchema),
  },
});
