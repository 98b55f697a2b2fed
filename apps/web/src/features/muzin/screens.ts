import { muzinScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.22: Muzin notes and the clipboard, the windows of the Muzin menu dialog.
const lists = () => import('./muzin-list-page');
const notes = () => import('./muzin-note-pages');

export const muzinPages = screenPages(muzinScreens, {
  muzinPublicInfoList: () => lists().then((m) => m.MuzinPublicInfoListPage),
  muzinPublicInfoWriting: () => notes().then((m) => m.MuzinPublicInfoWritingPage),
  muzinIndividualInfoList: () => lists().then((m) => m.MuzinIndividualInfoListPage),
  muzinIndividualInfoWriting: () => notes().then((m) => m.MuzinIndividualInfoWritingPage),
  muzinInfoView: () => notes().then((m) => m.MuzinInfoViewPage),
  muzinInfoModify: () => notes().then((m) => m.MuzinInfoModifyPage),
  clipboardCopy: () => import('./clipboard-copy-page').then((m) => m.ClipboardCopyPage),
});
