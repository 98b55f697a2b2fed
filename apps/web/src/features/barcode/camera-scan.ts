// Scanning with the phone's camera (mobile pages). The browser's own BarcodeDetector is used where
// it exists (Chrome on Android); elsewhere (iPhone Safari, Firefox) the ZXing library decodes the
// video frames. The library is loaded only when a user starts the camera, so it never weighs on
// the other screens.

/** The Korean sentence for why the camera could not start (getUserMedia's DOMException names). */
export const cameraErrorMessage = (error: unknown): string => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return '카메라 사용이 허용되지 않았습니다. 브라우저 설정에서 이 사이트의 카메라 권한을 허용한 뒤 다시 누르세요.';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return '이 기기에서 카메라를 찾을 수 없습니다. 바코드를 직접 입력하거나 스캐너를 쓰세요.';
    case 'NotReadableError':
    case 'TrackStartError':
      return '카메라를 다른 앱이 쓰고 있어 켤 수 없습니다. 다른 앱을 닫고 다시 누르세요.';
    case 'AbortError':
      return '카메라를 켜는 중에 중단되었습니다. 다시 누르세요.';
    case 'NoMediaDevices':
      return '이 브라우저(또는 https가 아닌 주소)에서는 카메라를 쓸 수 없습니다. 바코드를 직접 입력하거나 스캐너를 쓰세요.';
    default:
      return '카메라를 켜지 못했습니다. 바코드를 직접 입력하거나 스캐너를 쓰세요.';
  }
};

/** Whether the page can ask for a camera at all (a secure context with mediaDevices). */
export const cameraAvailable = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> };
type BarcodeDetectorCtor = {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

const WANTED_FORMATS = ['code_128', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'qr_code', 'code_39', 'itf'];

const nativeDetector = async (): Promise<BarcodeDetectorLike | null> => {
  const ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (!ctor) return null;
  try {
    const supported = (await ctor.getSupportedFormats?.()) ?? WANTED_FORMATS;
    const formats = WANTED_FORMATS.filter((f) => supported.includes(f));
    return formats.length > 0 ? new ctor({ formats }) : null;
  } catch {
    return null;
  }
};

export type CameraSession = { stop: () => void; engine: 'native' | 'zxing' };

const noMediaDevices = () => Object.assign(new Error('no media devices'), { name: 'NoMediaDevices' });

/**
 * Starts the back camera into `video` and calls `onValue` with each decoded value (the caller
 * stops the session after the first it accepts). Must be called from a user's action: browsers
 * ask for the camera permission only then. Rejects with getUserMedia's error.
 */
export const startCameraScan = async (
  video: HTMLVideoElement,
  onValue: (value: string) => void,
): Promise<CameraSession> => {
  if (!cameraAvailable()) throw noMediaDevices();
  const detector = await nativeDetector();
  if (detector) {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    video.srcObject = stream;
    video.setAttribute('playsinline', 'true');
    await video.play();
    let running = true;
    const tick = async () => {
      if (!running) return;
      try {
        const found = await detector.detect(video);
        const value = found.find((f) => f.rawValue)?.rawValue;
        if (value && running) onValue(value);
      } catch {
        // A frame that cannot be read (not ready yet): try the next one.
      }
      if (running) setTimeout(() => void tick(), 150);
    };
    void tick();
    return {
      engine: 'native',
      stop: () => {
        running = false;
        for (const track of stream.getTracks()) track.stop();
        video.srcObject = null;
      },
    };
  }
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromConstraints(
    { video: { facingMode: { ideal: 'environment' } }, audio: false },
    video,
    (result) => {
      const value = result?.getText();
      if (value) onValue(value);
    },
  );
  return { engine: 'zxing', stop: () => controls.stop() };
};
