import { resvImageScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.12 reservation photos.
export const resvImagePages = screenPages(
  resvImageScreens,
  chunkPages(() => import('./resv-image-pages'), {
    orderResvImgMobile: 'OrderResvImgMobilePage',
    orderResvImgList: 'OrderResvImgListPage',
  }),
);
