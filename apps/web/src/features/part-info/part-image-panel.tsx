import {
  CameraOutlined,
  DeleteOutlined,
  FileImageOutlined,
  StarFilled,
  StarOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  fileExtension,
  formatBytes,
  isUploadImage,
  UPLOAD_IMAGE_EXTENSIONS,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Spin, Tag, Upload } from 'antd';
import { useState } from 'react';
import { toast } from '../../shell/toast/toast';
import { deleteImage, partInfoKeys, setMainImage, uploadPartImage, usePartImages } from './part-info.api';

const ACCEPT = UPLOAD_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');
// Browsers draw jpg, png and gif; a TIFF is kept and downloaded, shown as an icon.
const DRAWABLE = new Set(['jpg', 'jpeg', 'png', 'gif']);

type Props = { partCode: string; mobile?: boolean };

/**
 * The images of a part as thumbnails: upload (jpg, jpeg, png, tif, gif; the server checks the
 * content too), choose the main image, delete. On a phone the upload button opens the camera.
 */
export const PartImagePanel = ({ partCode, mobile }: Props) => {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const images = usePartImages(partCode);
  const [uploading, setUploading] = useState(0);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: partInfoKeys.images(partCode) });
    void queryClient.invalidateQueries({ queryKey: partInfoKeys.detail(partCode) });
  };

  const upload = async (file: File) => {
    if (!isUploadImage(file.name)) {
      toast.error(
        `파일: ${withParticle(file.name, '은/는')} 올릴 수 없습니다. jpg, jpeg, png, tif, gif만 올릴 수 있습니다.`,
      );
      return;
    }
    setUploading((n) => n + 1);
    try {
      await uploadPartImage(partCode, file);
      toast.success(`${withParticle(file.name, '을/를')} 올렸습니다.`);
      refresh();
    } catch {
      // The error dialog has said why (content not an image, too many images…).
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const remove = (id: number, name: string) =>
    modal.confirm({
      title: '이미지 삭제',
      content: `${withParticle(name, '을/를')} 삭제할까요? 되돌릴 수 없습니다.`,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        await deleteImage(id);
        toast.success('이미지를 삭제했습니다.');
        refresh();
      },
    });

  const rows = images.data ?? [];
  return (
    <Card
      size="small"
      title={`이미지 ${rows.length}장`}
      extra={
        <Upload
          accept={mobile ? 'image/*' : ACCEPT}
          multiple={!mobile}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button
            type="primary"
            size={mobile ? 'large' : 'middle'}
            icon={mobile ? <CameraOutlined /> : <UploadOutlined />}
            loading={uploading > 0}
          >
            {mobile ? '사진 찍기·고르기' : '이미지 올리기'}
          </Button>
        </Upload>
      }
    >
      {images.isPending ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="이미지가 없습니다. jpg, jpeg, png, tif, gif 파일을 올리세요." />
      ) : (
        <div className="erp-part-images">
          {rows.map((image) => (
            <figure key={image.id} className="erp-part-image" aria-label={image.fileName}>
              <a className="erp-part-image-thumb" href={image.url} target="_blank" rel="noreferrer">
                {image.inline && DRAWABLE.has(fileExtension(image.fileName)) ? (
                  <img src={image.url} alt={image.fileName} loading="lazy" />
                ) : (
                  <FileImageOutlined style={{ fontSize: 48, color: '#adb5bd' }} />
                )}
              </a>
              <figcaption className="erp-part-image-meta" title={image.fileName}>
                {image.isMain && <Tag color="gold">대표</Tag>}
                {image.fileName} · {formatBytes(image.size)}
              </figcaption>
              <div className="erp-part-image-actions">
                <Button
                  size={mobile ? 'middle' : 'small'}
                  icon={image.isMain ? <StarFilled /> : <StarOutlined />}
                  disabled={image.isMain}
                  onClick={async () => {
                    await setMainImage(image.id);
                    toast.success('대표 이미지로 지정했습니다.');
                    refresh();
                  }}
                >
                  대표
                </Button>
                <Button
                  size={mobile ? 'middle' : 'small'}
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${image.fileName} 삭제`}
                  onClick={() => remove(image.id, image.fileName)}
                />
              </div>
            </figure>
          ))}
        </div>
      )}
    </Card>
  );
};
