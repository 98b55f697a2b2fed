import { clientPortalApi, clientPortalScreens, linkTo } from '@erp/domain';
import { Button, Card, Empty, Form, Input, Segmented, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';
import { useBasketSet, useCarParts, useClientCars, useClientRefresh } from './client.api';
import { AddToBasket, carTitle, PartCard } from './client-parts';
import './client-portal.css';

type CarForm = { vin: string; carNo?: string; nickname?: string };

/** The client's cars by VIN (add, choose) and the parts for the chosen one. */
export const CarPartsPage = () => {
  const navigate = useNavigate();
  const cars = useClientCars();
  const refresh = useClientRefresh();
  const addToBasket = useBasketSet();
  const [carId, setCarId] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [form] = Form.useForm<CarForm>();
  const [adding, setAdding] = useState(false);
  const list = cars.data ?? [];
  useEffect(() => {
    if (carId === 0 && list[0]) setCarId(list[0].id);
  }, [carId, list]);
  const parts = useCarParts(carId, keyword);

  const addCar = async (values: CarForm) => {
    setAdding(true);
    try {
      const { data, message } = await callApiWithMessage(clientPortalApi.addCar, {
        body: { vin: values.vin, carNo: values.carNo || null, nickname: values.nickname || null },
      });
      toast.success(message);
      form.resetFields();
      await refresh();
      setCarId(data.id);
    } catch {
      // The error dialog has said why (the field is named).
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="erp-client">
      <Card size="small" title="차량 등록 (차대번호)">
        <Form form={form} layout="vertical" onFinish={addCar} requiredMark={false}>
          <Form.Item
            name="vin"
            label="차대번호 (17자리)"
            rules={[{ required: true, message: '차대번호를 입력하세요.' }]}
          >
            <Input maxLength={17} autoCapitalize="characters" placeholder="예: KMHD341CBHU123456" />
          </Form.Item>
          <Space.Compact block>
            <Form.Item name="carNo" label="차량번호 (선택)" style={{ flex: 1 }}>
              <Input maxLength={12} placeholder="12가3456" />
            </Form.Item>
            <Form.Item name="nickname" label="별칭 (선택)" style={{ flex: 1 }}>
              <Input maxLength={30} />
            </Form.Item>
          </Space.Compact>
          <Button type="primary" htmlType="submit" block loading={adding}>
            차량 등록
          </Button>
        </Form>
      </Card>
      {list.length === 0 ? (
        <Empty description="차량을 등록하면 맞는 부품을 보여 드립니다." />
      ) : (
        <>
          <Segmented
            block
            value={carId}
            onChange={(v) => setCarId(Number(v))}
            options={list.map((c) => ({ value: c.id, label: carTitle(c) }))}
          />
          <Space.Compact block>
            <Input
              aria-label="부품 검색"
              placeholder="부품명·품번 (비우면 내 차 적합 부품)"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onPressEnter={() => setKeyword(typed.trim())}
            />
            <Button type="primary" onClick={() => setKeyword(typed.trim())}>
              검색
            </Button>
          </Space.Compact>
          <Button
            block
            onClick={() => navigate(linkTo(clientPortalScreens.carPartsInsert, { code: String(carId) }))}
          >
            찾는 부품이 없으면 매장에 요청하기
          </Button>
          {(parts.data?.parts ?? []).length === 0 && !parts.isFetching ? (
            <Empty
              description={
                keyword ? '검색된 부품이 없습니다.' : '이 차에 맞는 부품 기록이 아직 없습니다. 검색해 보세요.'
              }
            />
          ) : (
            (parts.data?.parts ?? []).map((p) => (
              <PartCard
                key={p.partCode}
                part={p}
                action={
                  <AddToBasket
                    onAdd={() =>
                      void addToBasket(
                        { partCode: p.partCode, qty: 1, carId },
                        `${p.name}을(를) 장바구니에 담았습니다.`,
                      )
                    }
                  />
                }
              />
            ))
          )}
        </>
      )}
    </div>
  );
};
