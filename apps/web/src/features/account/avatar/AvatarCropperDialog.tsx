import { RotateLeftOutlined, RotateRightOutlined, ZoomInOutlined } from '@ant-design/icons';
import { Limits } from '@inkstone/contract/limits';
import { Button, Flex, Modal, Slider, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropToPng, drawCrop, loadImage, type Area } from './crop-image.ts';
import styles from './AvatarCropperDialog.module.css';

type Props = {
  /** An object URL of the chosen image; null keeps the dialog closed. */
  src: string | null;
  onCancel: () => void;
  /** Receives the square PNG; the dialog stays busy until it settles. */
  onConfirm: (file: File) => Promise<void>;
};

const PREVIEW = Limits.avatarPreviewPx;

/**
 * SPEC §2 avatar cropper: a fixed 1:1 crop, rotate left and right, a live 120 px preview, and
 * confirm returns a PNG file.
 */
export function AvatarCropperDialog({ src, onCancel, onConfirm }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useRef<HTMLCanvasElement>(null);

  // A new picture starts from a centred, unrotated crop.
  const [shown, setShown] = useState(src);
  if (src !== shown) {
    setShown(src);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setArea(null);
    setImage(null);
  }

  useEffect(() => {
    if (!src) return;
    let current = true;
    loadImage(src).then(
      (loaded) => current && setImage(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [src]);

  // The preview follows every move of the crop, not just its end.
  useEffect(() => {
    const context = preview.current?.getContext('2d');
    if (!context || !image || !area) return;
    const scale = window.devicePixelRatio || 1;
    context.setTransform(scale, 0, 0, scale, 0, 0);
    drawCrop(
      context,
      { width: image.naturalWidth, height: image.naturalHeight, source: image },
      area,
      rotation,
      PREVIEW,
    );
  }, [image, area, rotation]);

  const confirm = async () => {
    if (!image || !area) return;
    setBusy(true);
    try {
      await onConfirm(await cropToPng(image, area, rotation));
    } finally {
      setBusy(false);
    }
  };

  const turn = (degrees: number) => setRotation((current) => (current + degrees + 360) % 360);
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;

  return (
    <Modal
      open={src !== null}
      title={t('cropper.title')}
      width={600}
      onCancel={onCancel}
      okText={t('cropper.confirm')}
      cancelText={t('common:actions.cancel')}
      onOk={() => void confirm()}
      okButtonProps={{ disabled: !image || !area, loading: busy }}
      destroyOnHidden
      centered
    >
      <div className={styles.layout} data-testid="avatar-cropper">
        <div className={styles.stage}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={1}
              minZoom={1}
              maxZoom={4}
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropAreaChange={(_percent, pixels) => setArea(pixels)}
              onCropComplete={(_percent, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <Flex vertical align="center" gap={8} className={styles.side}>
          <Typography.Text type="secondary">{t('cropper.preview')}</Typography.Text>
          <canvas
            ref={preview}
            width={PREVIEW * dpr}
            height={PREVIEW * dpr}
            className={styles.preview}
            style={{ width: PREVIEW, height: PREVIEW }}
            data-testid="avatar-preview"
            data-rotation={rotation}
            aria-label={t('cropper.preview')}
            role="img"
          />
        </Flex>
      </div>
      <Flex align="center" gap={12} className={styles.controls}>
        <Tooltip title={t('cropper.rotateLeft')}>
          <Button icon={<RotateLeftOutlined />} aria-label={t('cropper.rotateLeft')} onClick={() => turn(-90)} />
        </Tooltip>
        <ZoomInOutlined aria-hidden style={{ color: 'var(--ant-color-text-tertiary)' }} />
        <Slider
          className={styles.zoom}
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          tooltip={{ formatter: null }}
          aria-label={t('cropper.zoom')}
        />
        <Tooltip title={t('cropper.rotateRight')}>
          <Button icon={<RotateRightOutlined />} aria-label={t('cropper.rotateRight')} onClick={() => turn(90)} />
        </Tooltip>
      </Flex>
    </Modal>
  );
}
