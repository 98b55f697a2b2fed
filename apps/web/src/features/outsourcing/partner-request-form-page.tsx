import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { outsourcingRequestApi, type RequestPartnerKey } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { partnerListPath } from './outsourcing-links';

type Line = { partName: string; partCode?: string; qty: number };
type Values = {
  vin: string;
  carNumber?: string;
  clientName: string;
  clientPhone?: string;
  memo?: string;
  lines: Line[];
};

const EMPTY_LINE: Line = { partName: '', qty: 1 };

/** {Partner}OrderRequestRegistration: the partner asks head office for parts for a car. */
const RequestForm = ({ partner }: { partner: RequestPartnerKey }) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const { data, message: said } = await callApiWithMessage(outsourcingRequestApi.save, {
        body: {
          vin: values.vin.replace(/\s/g, '').toUpperCase(),
          carNumber: values.carNumber?.trim() || null,
          clientName: values.clientName,
          clientPhone: values.clientPhone ?? null,
          memo: values.memo ?? null,
          lines: values.lines.map((l) => ({
            partName: l.partName,
            partCode: l.partCode ?? null,
            qty: l.qty,
          })),
        },
      });
      message.success(said || `주문 요청 ${data.code}을(를) 등록했습니다.`);
      await queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
      navigate(partnerListPath(partner));
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage
      title="주문 요청 등록"
      description="차대번호와 고객, 필요한 부품을 적어 본사에 요청합니다. 본사가 주문을 등록·확정하면 주문 요청 목록과 송장 목록에서 확인할 수 있습니다."
    >
      <Card>
        <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ lines: [EMPTY_LINE] }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="vin"
                label="차대번호"
                rules={[{ required: true, whitespace: true, message: '차대번호를 입력하세요.' }]}
              >
                <Input maxLength={20} autoFocus placeholder="17자리 (예: KMHD341DBNU123456)" />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item name="carNumber" label="차량번호">
                <Input maxLength={12} placeholder="12가3456" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="clientName"
                label="고객명"
                rules={[{ required: true, whitespace: true, message: '고객명을 입력하세요.' }]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="clientPhone" label="고객 연락처">
                <Input maxLength={20} />
              </Form.Item>
            </Col>
          </Row>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <Card size="small" title="요청 부품" style={{ marginBottom: 16 }}>
                {fields.map((field, i) => (
                  <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'partName']}
                      label={i === 0 ? '부품명' : undefined}
                      rules={[{ required: true, whitespace: true, message: '부품명을 입력하세요.' }]}
                    >
                      <Input aria-label={`부품명 ${i + 1}`} maxLength={100} style={{ width: 280 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'partCode']}
                      label={i === 0 ? '품목 코드 (알면)' : undefined}
                    >
                      <Input aria-label={`품목 코드 ${i + 1}`} maxLength={20} style={{ width: 140 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'qty']}
                      label={i === 0 ? '수량' : undefined}
                      rules={[{ required: true, message: '수량을 입력하세요.' }]}
                    >
                      <InputNumber aria-label={`수량 ${i + 1}`} min={1} max={999} precision={0} />
                    </Form.Item>
                    <Button
                      aria-label={`${i + 1}번째 줄 삭제`}
                      icon={<DeleteOutlined />}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                      style={{ marginTop: i === 0 ? 30 : 0 }}
                    />
                  </Space>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add(EMPTY_LINE)}
                  disabled={fields.length >= 50}
                >
                  부품 추가
                </Button>
              </Card>
            )}
          </Form.List>
          <Form.Item name="memo" label="요청 메모">
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            요청하기
          </Button>
        </Form>
      </Card>
    </TitledPage>
  );
};

export const HrOrderRequestRegistrationPage = () => <RequestForm partner="Hr" />;
export const AutoRemanOrderRequestRegistrationPage = () => <RequestForm partner="AutoReman" />;
export const TaeGyeongOrderRequestRegistrationPage = () => <RequestForm partner="TaeGyeong" />;
