import { trafficApi, WEATHER_CITIES, WEATHER_CITY_KEYS, type WeatherCity } from '@erp/domain';
import { Alert, Card, Descriptions, Select } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../app/contract-client';
import { PageHead } from '../../components/page-head/page-head';

// /Weather/WeatherInfo (SPEC §2.15): the weather now in a city, from 기상청 초단기실황 through the
// server's adapter; without its key the page says so and shows no figures.
export const WeatherInfoPage = () => {
  const [city, setCity] = useState<WeatherCity>('seoul');
  const weather = useApiQuery(trafficApi.weatherCurrent, { query: { city } });
  const w = weather.data;
  return (
    <div className="erp-page">
      <PageHead
        title="날씨"
        description="기상청 초단기실황입니다. 배송 계획에 참고합니다."
        actions={
          <Select<WeatherCity>
            aria-label="지역"
            style={{ width: 140 }}
            value={city}
            onChange={setCity}
            options={WEATHER_CITY_KEYS.map((k) => ({ value: k, label: WEATHER_CITIES[k].name }))}
          />
        }
      />
      {w && !w.ok && <Alert type={w.configured ? 'error' : 'info'} showIcon title={w.message} />}
      {w?.ok && (
        <Card title={`${w.cityName} · 관측 ${w.observedAt ?? ''}`}>
          <Descriptions bordered size="small" column={2}>
            {w.items.map((i) => (
              <Descriptions.Item key={i.category} label={i.label}>
                {i.value}
                {i.unit && ` ${i.unit}`}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      )}
    </div>
  );
};
