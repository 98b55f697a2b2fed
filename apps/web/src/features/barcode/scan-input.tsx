import { BarcodeOutlined, CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { reduceScannedBarcode } from '@erp/domain';
import { Alert, Button, Input, type InputRef, Space } from 'antd';
import { type Ref, useEffect, useRef, useState } from 'react';
import { type CameraSession, cameraErrorMessage, startCameraScan } from './camera-scan';
import './barcode.css';

/** A barcode as the server takes it (scanValueField: 80 characters once a web address is cut). */
const SCAN_MAX_LENGTH = 80;

type Props = {
  id?: string;
  label: string;
  placeholder?: string;
  /**
   * Called with the reduced value (a web address becomes its path) on Enter or a camera read. A
   * station that refuses the value answers false (or a promise of false): the box then shows it
   * selected, so the next scan replaces it instead of joining it.
   */
  onScan: (value: string) => unknown;
  /** Phone pages: a button that scans with the camera. */
  camera?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  inputRef?: Ref<InputRef>;
  /** The text stays in the box after Enter (a search box) instead of clearing (a scan station). */
  keepText?: boolean;
  initialText?: string;
};

/**
 * A scan field: a keyboard-wedge scanner types fast and ends with Enter; a person types and
 * presses Enter. Either way the value goes through reduceScannedBarcode (SPEC §5). On the mobile
 * pages a camera button scans with the phone, started only by the user's tap.
 */
export const ScanInput = ({
  id,
  label,
  placeholder = '바코드를 스캔하거나 입력하고 Enter',
  onScan,
  camera = false,
  autoFocus,
  disabled,
  inputRef,
  keepText = false,
  initialText = '',
}: Props) => {
  const [text, setText] = useState(initialText);
  const [cameraOn, setCameraOn] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [tooLong, setTooLong] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const session = useRef<CameraSession | null>(null);
  const box = useRef<InputRef | null>(null);
  const setBox = (element: InputRef | null) => {
    box.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };
  useEffect(() => setText(initialText), [initialText]);
  useEffect(() => () => session.current?.stop(), []);

  /** The value stays in the box, selected: the next scan (or typing) replaces it. */
  const keepSelected = (value: string) => {
    setText(value);
    requestAnimationFrame(() => box.current?.select());
  };

  const submit = (raw: string) => {
    const value = reduceScannedBarcode(raw);
    if (!value) return;
    // Sent on, it came back as the server's "주소가 너무 깁니다."; said here in plain words.
    if (value.length > SCAN_MAX_LENGTH) {
      setTooLong(
        `읽은 값이 너무 깁니다 (${value.length}자, ${SCAN_MAX_LENGTH}자까지). 바코드를 확인하고 다시 스캔하세요.`,
      );
      keepSelected(raw);
      return;
    }
    setTooLong(null);
    if (!keepText) setText('');
    else keepSelected(value);
    void Promise.resolve(onScan(value)).then((answer) => {
      if (answer === false) keepSelected(value);
    });
  };

  const stopCamera = () => {
    session.current?.stop();
    session.current = null;
    setCameraOn(false);
  };

  const startCamera = async () => {
    setCameraError(null);
    setCameraOn(true);
    setStarting(true);
    // The <video> is rendered by now (cameraOn); wait one frame so the ref is set.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const element = video.current;
    if (!element) return;
    let read = false;
    try {
      session.current = await startCameraScan(element, (value) => {
        // The decoder may report the same frame twice before it stops.
        if (read) return;
        read = true;
        stopCamera();
        navigator.vibrate?.(80);
        submit(value);
      });
    } catch (error) {
      setCameraOn(false);
      setCameraError(cameraErrorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="erp-scan-input">
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          ref={setBox}
          size="large"
          aria-label={label}
          prefix={<BarcodeOutlined />}
          className="erp-mono"
          placeholder={placeholder}
          autoComplete="off"
          autoFocus={autoFocus}
          disabled={disabled}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => submit(text)}
        />
        {camera &&
          (cameraOn ? (
            <Button size="large" icon={<CloseOutlined />} onClick={stopCamera}>
              끄기
            </Button>
          ) : (
            <Button
              size="large"
              icon={<CameraOutlined />}
              onClick={() => void startCamera()}
              disabled={disabled}
            >
              카메라
            </Button>
          ))}
      </Space.Compact>
      {tooLong && (
        <Alert
          type="error"
          showIcon
          className="erp-scan-camera-error"
          title={tooLong}
          data-testid="scan-too-long"
        />
      )}
      {cameraError && (
        <Alert
          type="warning"
          showIcon
          className="erp-scan-camera-error"
          title={cameraError}
          closable={{ onClose: () => setCameraError(null) }}
        />
      )}
      {cameraOn && (
        <div className="erp-scan-camera">
          <video ref={video} muted playsInline aria-label="카메라 화면" />
          <div className="erp-scan-camera-hint">
            {starting ? '카메라를 켜는 중…' : '바코드를 네모 안에 맞추세요'}
          </div>
        </div>
      )}
    </div>
  );
};
