import { SaveOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Form, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { dispatchApiError } from '../../app/api-client';
import { ApiError } from '../../app/api-error';
import { toast } from '../../shell/toast/toast';
import { FormField } from './form-field';
import { formTargets } from './form-keyboard';
import type { FormPageProps } from './form-page.types';
import { useEnterNavigation } from './use-enter-navigation';
import { useUnsavedChanges } from './use-unsaved-changes';
import { type FieldWidget, formValuesKey, parseForm, toFormValues } from './zod-form';
import './form-page.css';

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

  const onKeyDownCapture = useEnterNavigation(fieldsRef, { onSubmit: () => void submit() });

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
