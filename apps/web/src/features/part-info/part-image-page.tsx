import { useParams } from 'react-router';
import { PartImagePanel } from './part-image-panel';
import { PART_INFO_PATHS } from './part-info-paths';
import { PartScreen } from './part-screen';

/** PartImageInfo/:code: the part's images, uploaded, chosen as main or deleted. */
export const PartImagePage = () => {
  const { code } = useParams();
  return (
    <PartScreen
      title="품목 이미지"
      description="jpg, jpeg, png, tif, gif 파일을 올립니다. 서버가 파일 내용을 확인하고 이미지만 받습니다."
      code={code}
      pathOf={PART_INFO_PATHS.images}
    >
      {(part) => <PartImagePanel partCode={part.code} />}
    </PartScreen>
  );
};

/** PartImageInfoMobile[/:code]: the same on a phone; the upload button opens the camera. */
export const PartImageMobilePage = () => {
  const { code } = useParams();
  return (
    <PartScreen title="품목 사진" code={code} pathOf={(c) => PART_INFO_PATHS.imagesMobile(c)} compact>
      {(part) => <PartImagePanel partCode={part.code} mobile />}
    </PartScreen>
  );
};
