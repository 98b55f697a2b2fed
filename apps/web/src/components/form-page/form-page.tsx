import { SaveOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Form, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { dispatchApiError } from '../../app/api-client';
import { ApiError } from '../../app/api-error';
import { toast } from '../../shell/toast/toast';
import { FormField } from './form-field';
import { formTargets, keyIntent, moveTarget } from './form-keyboard';
import type { FormPageProps } from './form-page.types';
import { useUnsavedChanges } from './use-unsaved-changes';
import { type FieldWidget, formValuesKey, parseForm, toFormValues } from './zod-form';
import './form-page.css';

const isOpenList = (el: HTMLElement) => el.getAttribute('aria-expanded') === 'true';
const PICK_SETTLE_MS = 400;

/**
 * Register and modify on one page (DESIGN §3): fields, Korean labels and messages from the domain
 * schema the server also parses with; keyboard entry (Enter next, Shift+Enter back, Enter on the
 * last box or Ctrl+Enter saves); a warning before unsaved input is lost; field errors of the
 * server's answer under their boxes; "someone saved in between" offers to reload.
 */
export const FormPage = <S extends z.ZodType>({
  title,
  mode,
  subject,
  description,
  schema,
  sections,
  initialValues,
  loading = false,
  onSubmit,
  onReload,
  actions,
  submitLabel,
  banner,
  form: givenForm,
  compact = false,
}: FormPageProps<S>) => {
  const [ownForm] = Form.useForm();
  const form = givenForm ?? ownForm;
  const { modal } = App.useApp();
  const fieldsRef = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const widgets = useMemo(() => {
    const map: Record<string, FieldWidget> = {};
    for (const section of sections) for (const field of section.fields) map[field.name] = field.widget;
    return map;
  }, [sections]);
  const startValues = useMemo(() => toFormValues(initialValues ?? {}, widgets), [initialValues, widgets]);
  const startKey = formValuesKey(startValues, widgets);
  const [baselineKey, setBaselineKey] = useState(startKey);
  const [currentKey, setCurrentKey] = useState(startKey);
  const dirty = !saving && currentKey !== baselineKey;
  useUnsavedChanges(dirty);

  // Focus goes to the first box after the boxes are drawn again (a reset remounts them), so it
  // is asked for here and done in an effect.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirst = () => setFocusRequest((n) => n + 1);
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = fieldsRef.current ? formTargets(fieldsRef.current)[0] : undefined;
    first?.focus();
  }, [focusRequest]);

  // New starting values (the record arrived, or was read again): show them, unless the user
  // has already typed over the old ones; a reload after a conflict replaces them on purpose.
  const forceReset = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: startKey stands for startValues.
  useEffect(() => {
    if (loading) return;
    if (currentKey !== baselineKey && !forceReset.current) return;
    forceReset.current = false;
    form.resetFields();
    form.setFieldsValue(startValues);
    setBaselineKey(startKey);
    setCurrentKey(startKey);
    focusFirst();
  }, [startKey, loading]);

  const showErrors = (errors: readonly { name: string; message: string }[]) => {
    const known = errors.filter((e) => e.name in widgets);
    form.setFields(known.map((e) => ({ name: e.name, errors: [e.message] })));
    const first = known[0];
    if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
    return known.length;
  };

  const onSaveError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'E0422' && error.fields.length > 0) {
      const shown = showErrors(error.fields.map((f) => ({ name: f.field, message: f.message })));
      toast.warning(
        shown > 0
          ? '입력값을 확인하세요. 잘못된 칸에 이유를 적어 두었습니다.'
          : error.fields.map((f) => `${f.label}: ${f.message}`).join(' / '),
      );
      return;
    }
    if (error instanceof ApiError && error.code === 'E0409') {
      modal.confirm({
        title: '다른 사용자가 먼저 저장했습니다.',
        content: `${error.message} 최신 내용을 불러오면 지금 입력한 내용은 사라집니다.`,
        okText: '최신 내용 불러오기',
        cancelText: '계속 편집',
        onOk: async () => {
          forceReset.current = true;
          await onReload?.();
        },
      });
      return;
    }
    if (error instanceof Error) dispatchApiError(error);
  };

  const submit = async () => {
    if (saving || loading) return;
    const parsed = parseForm(schema, form.getFieldsValue(true) as Record<string, unknown>, widgets);
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    setSaving(true);
    try {
      const saved = await onSubmit(parsed.data);
      const next = saved ? toFormValues(saved, widgets) : startValues;
      form.resetFields();
      form.setFieldsValue(next);
      const key = formValuesKey(next, widgets);
      setBaselineKey(key);
      setCurrentKey(key);
      focusFirst();
    } catch (error) {
      onSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  // Capture phase: the decision is taken before a dropdown sees the key, so Enter on a closed
  // select moves on instead of opening its list, and Enter in an open list still picks.
  const pickedAt = useRef<{ target: EventTarget; at: number } | null>(null);
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // A button inside the form (a lookup beside a box) keeps Enter for itself.
    if (target.tagName === 'BUTTON' && target.getAttribute('role') !== 'switch') return;
    // An Enter right after the one that picked an option moves on, even if the list has not
    // finished closing yet (fast typists press Enter twice in a few milliseconds).
    const justPicked =
      pickedAt.current?.target === target && event.timeStamp - pickedAt.current.at < PICK_SETTLE_MS;
    const listOpen = isOpenList(target) && !justPicked;
    if (event.key === 'Enter' && listOpen) pickedAt.current = { target, at: event.timeStamp };
    const intent = keyIntent({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      isTextarea: target.tagName === 'TEXTAREA',
      isOpenList: listOpen,
    });
    if (intent === 'none') return;
    pickedAt.current = null;
    // Enter never submits the native form or toggles a switch by itself: only these rules do.
    event.preventDefault();
    if (target.getAttribute('role') === 'combobox') event.stopPropagation();
    if (intent === 'submit') {
      void submit();
      return;
    }
    const targets = fieldsRef.current ? formTargets(fieldsRef.current) : [];
    const next = moveTarget(targets, target, intent);
    if (next === 'submit') void submit();
    else if (next) {
      next.focus();
      if (next instanceof HTMLInputElement && next.type !== 'checkbox') next.select();
    }
  };

  const span = compact ? 24 : 12;
  return (
    <div className="erp-page erp-form-page">
      <div className="erp-page-head">
        <div>
          <Space align="center" wrap>
            <Typography.Title level={3} className="erp-page-title">
              {title}
            </Typography.Title>
            <Tag color={mode === 'register' ? 'green' : 'blue'}>{mode === 'register' ? '신규' : '수정'}</Tag>
            {subject}
          </Space>
          {description && (
            <div>
              <Typography.Text type="secondary">{description}</Typography.Text>
            </div>
          )}
        </div>
      </div>
      {banner}
      {loading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: compact ? '96px' : '128px' }}
          labelAlign="right"
          labelWrap
          colon={false}
          onValuesChange={(changed: Record<string, unknown>, all: Record<string, unknown>) => {
            setCurrentKey(formValuesKey(all, widgets));
            // A box marked wrong is checked again as soon as it changes, so the mark goes away.
            const fixing = Object.keys(changed).filter((name) => form.getFieldError(name).length > 0);
            if (fixing.length > 0) void form.validateFields(fixing).catch(() => undefined);
          }}
          onFinish={() => void submit()}
        >
          <div ref={fieldsRef} onKeyDownCapture={onKeyDownCapture} className="erp-form-fields">
            {sections.map((section) => (
              <Card
                key={section.title}
                size="small"
                title={section.title}
                extra={section.extra}
                className="erp-form-section"
              >
                <Row gutter={16}>
                  {section.fields.map((field) => (
                    <Col key={field.name} xs={24} md={field.span ?? span}>
                      <FormField field={field} schema={schema} />
                    </Col>
                  ))}
                </Row>
              </Card>
            ))}
          </div>
          <div className="erp-form-actions">
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
                {submitLabel ?? (mode === 'register' ? '등록' : '저장')}
              </Button>
              {actions}
            </Space>
            <Typography.Text type="secondary" className="erp-form-keys">
              Enter 다음 칸 · Shift+Enter 이전 칸 · Ctrl+Enter 저장
              {dirty && <Tag className="erp-form-dirty">저장 안 됨</Tag>}
            </Typography.Text>
          </div>
        </Form>
      )}
    </div>
  );
};
