import { clipboardApi, muzinApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { listClipboard, removeClipboard, saveClipboard, useClipboard } from './clipboard.service.js';
import {
  deleteMuzinNote,
  getMuzinNote,
  insertMuzinNote,
  listMuzinNotes,
  modifyMuzinNote,
} from './muzin.service.js';

export const muzinRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  mountContracts(app, muzinApi, {
    insert: async ({ user, body, actor }) =>
      answer(await insertMuzinNote(ctx.db, user, body, actor), '등록했습니다.'),
    modify: async ({ user, body, actor }) =>
      answer(await modifyMuzinNote(ctx.db, user, body, actor), '수정했습니다.'),
    publicList: async ({ user, body }) => listMuzinNotes(ctx.db, user, 'public', body),
    individualList: async ({ user, body }) => listMuzinNotes(ctx.db, user, 'individual', body),
    single: async ({ user, params }) => getMuzinNote(ctx.db, user, params.code),
    delete: async ({ user, params, actor }) =>
      answer(await deleteMuzinNote(ctx.db, user, params.code, actor), '삭제했습니다.'),
  });
  mountContracts(app, clipboardApi, {
    list: async ({ user }) => listClipboard(ctx.db, user),
    save: async ({ user, body }) => answer(await saveClipboard(ctx.db, user, body), '저장했습니다.'),
    used: async ({ user, params }) => useClipboard(ctx.db, user, params.code),
    remove: async ({ user, params }) =>
      answer(await removeClipboard(ctx.db, user, params.code), '내렸습니다.'),
  });
};
