import { linkTo, type MuzinViewType, muzinScreens } from '@erp/domain';

export const muzinViewPath = (viewType: MuzinViewType, code: number) =>
  linkTo(muzinScreens.muzinInfoView, { viewType, code: String(code) });
export const muzinModifyPath = (viewType: MuzinViewType, code: number) =>
  linkTo(muzinScreens.muzinInfoModify, { viewType, code: String(code) });
export const muzinListPath = (viewType: MuzinViewType) =>
  viewType === 'public' ? muzinScreens.muzinPublicInfoList.path : muzinScreens.muzinIndividualInfoList.path;
export const muzinWritePath = (viewType: MuzinViewType) =>
  viewType === 'public'
    ? muzinScreens.muzinPublicInfoWriting.path
    : muzinScreens.muzinIndividualInfoWriting.path;
