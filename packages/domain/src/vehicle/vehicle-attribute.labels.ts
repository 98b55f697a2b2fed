// SPEC §3: vehicle data from VIN decoders (NHTSA vPIC and services built on it) arrives with
// English labels, spelt two ways: spaced, as in a decoded variable list ('Model Year', 'Front Air
// Bag Locations'), and flat, as in a one-row result ('ModelYear', 'AirBagLocFront'). Each entry
// gives one Korean label for every spelling of the same attribute, so the screen shows one name.
export type VehicleAttributeLabel = { label: string; names: readonly string[] };

export const VEHICLE_ATTRIBUTE_LABELS: readonly VehicleAttributeLabel[] = [
  { label: '차대번호', names: ['VIN', 'Vehicle Identification Number'] },
  { label: '추천 차대번호', names: ['Suggested VIN', 'SuggestedVIN'] },
  { label: '차량 식별 기호', names: ['Vehicle Descriptor', 'VehicleDescriptor'] },
  { label: '오류 코드', names: ['Error Code', 'ErrorCode'] },
  { label: '오류 내용', names: ['Error Text', 'ErrorText'] },
  { label: '추가 오류 내용', names: ['Additional Error Text', 'AdditionalErrorText'] },
  { label: '제조사', names: ['Make', 'Make Name', 'MakeName'] },
  { label: '제조 법인', names: ['Manufacturer Name', 'Manufacturer'] },
  { label: '모델', names: ['Model', 'Model Name', 'ModelName'] },
  { label: '연식', names: ['Model Year', 'ModelYear'] },
  { label: '시리즈', names: ['Series'] },
  { label: '시리즈 2', names: ['Series2', 'Series 2'] },
  { label: '트림', names: ['Trim'] },
  { label: '트림 2', names: ['Trim2', 'Trim 2'] },
  { label: '차량 유형', names: ['Vehicle Type', 'VehicleType'] },
  { label: '차체 형식', names: ['Body Class', 'BodyClass'] },
  { label: '캡 형식', names: ['Cab Type', 'BodyCabType'] },
  { label: '도어 수', names: ['Doors'] },
  { label: '창문 수', names: ['Windows'] },
  { label: '생산 국가', names: ['Plant Country', 'PlantCountry'] },
  { label: '생산 도시', names: ['Plant City', 'PlantCity'] },
  { label: '생산 지역', names: ['Plant State', 'PlantState'] },
  { label: '생산 회사', names: ['Plant Company Name', 'PlantCompanyName'] },
  { label: '핸들 위치', names: ['Steering Location', 'SteeringLocation'] },
  { label: '구동 방식', names: ['Drive Type', 'DriveType'] },
  { label: '축 수', names: ['Axles'] },
  { label: '바퀴 수', names: ['Number of Wheels', 'Wheels'] },
  { label: '축간거리 형식', names: ['Wheel Base Type', 'WheelBaseType'] },
  { label: '축간거리(인치)', names: ['Wheel Base (inches) From', 'WheelBaseShort'] },
  { label: '앞바퀴 크기(인치)', names: ['Wheel Size Front (inches)', 'WheelSizeFront'] },
  { label: '뒷바퀴 크기(인치)', names: ['Wheel Size Rear (inches)', 'WheelSizeRear'] },
  { label: '차량 총중량 등급', names: ['Gross Vehicle Weight Rating From', 'GVWR'] },
  { label: '공차 중량(파운드)', names: ['Curb Weight (pounds)', 'CurbWeightLB'] },
  { label: '좌석 수', names: ['Number of Seats', 'Seats'] },
  { label: '좌석 열 수', names: ['Number of Seat Rows', 'SeatRows'] },
  { label: '브레이크 형식', names: ['Brake System Type', 'BrakeSystemType'] },
  { label: '엔진', names: ['Engine'] },
  { label: '엔진 모델', names: ['Engine Model', 'EngineModel'] },
  { label: '엔진 제조사', names: ['Engine Manufacturer', 'EngineManufacturer'] },
  { label: '기통 수', names: ['Engine Number of Cylinders', 'EngineCylinders'] },
  { label: '엔진 배열', names: ['Engine Configuration', 'EngineConfiguration'] },
  { label: '엔진 행정', names: ['Engine Stroke Cycles', 'EngineCycles'] },
  { label: '밸브 구조', names: ['Valve Train Design', 'ValveTrainDesign'] },
  { label: '배기량(L)', names: ['Displacement (L)', 'DisplacementL'] },
  { label: '배기량(cc)', names: ['Displacement (CC)', 'DisplacementCC'] },
  { label: '배기량(ci)', names: ['Displacement (CI)', 'DisplacementCI'] },
  { label: '엔진 출력(kW)', names: ['Engine Power (kW)', 'EngineKW'] },
  { label: '엔진 마력(hp)', names: ['Engine Brake (hp) From', 'EngineHP'] },
  { label: '터보', names: ['Turbo'] },
  { label: '기타 엔진 정보', names: ['Other Engine Info', 'OtherEngineInfo'] },
  { label: '연료', names: ['Fuel Type', 'FuelType'] },
  { label: '주 연료', names: ['Fuel Type - Primary', 'FuelTypePrimary'] },
  { label: '보조 연료', names: ['Fuel Type - Secondary', 'FuelTypeSecondary'] },
  { label: '전동화 수준', names: ['Electrification Level', 'ElectrificationLevel'] },
  { label: '배터리 종류', names: ['Battery Type', 'BatteryType'] },
  { label: '배터리 용량(kWh)', names: ['Battery Energy (kWh) From', 'BatteryKWh'] },
  { label: '배터리 전압(V)', names: ['Battery Voltage (Volts) From', 'BatteryV'] },
  { label: '충전 레벨', names: ['Charger Level', 'ChargerLevel'] },
  { label: '변속기', names: ['Transmission'] },
  { label: '변속기 형식', names: ['Transmission Style', 'TransmissionStyle'] },
  { label: '변속 단수', names: ['Transmission Speeds', 'TransmissionSpeeds'] },
  { label: '최고 속도(mph)', names: ['Top Speed (MPH)', 'TopSpeedMPH'] },
  // Airbags and restraints
  { label: '전면 에어백 위치', names: ['Front Air Bag Locations', 'AirBagLocFront'] },
  { label: '측면 에어백 위치', names: ['Side Air Bag Locations', 'AirBagLocSide'] },
  { label: '커튼 에어백 위치', names: ['Curtain Air Bag Locations', 'AirBagLocCurtain'] },
  { label: '무릎 에어백 위치', names: ['Knee Air Bag Locations', 'AirBagLocKnee'] },
  { label: '좌석 쿠션 에어백 위치', names: ['Seat Cushion Air Bag Locations', 'AirBagLocSeatCushion'] },
  { label: '안전벨트 형식', names: ['Seat Belt Type', 'SeatBeltsAll'] },
  { label: '안전벨트 프리텐셔너', names: ['Pretensioner'] },
  { label: '기타 안전장치 정보', names: ['Other Restraint System Info', 'OtherRestraintSystemInfo'] },
  // Safety and driver-assistance systems
  { label: 'ABS(잠김 방지 브레이크)', names: ['Anti-lock Braking System (ABS)', 'ABS'] },
  { label: 'ESC(차체 자세 제어)', names: ['Electronic Stability Control (ESC)', 'ESC'] },
  { label: 'TCS(구동력 제어)', names: ['Traction Control', 'TractionControl'] },
  { label: 'TPMS(타이어 공기압 감지) 형식', names: ['Tire Pressure Monitoring System (TPMS) Type', 'TPMS'] },
  { label: '후방 카메라', names: ['Backup Camera', 'RearVisibilitySystem'] },
  { label: '전방 충돌 경고', names: ['Forward Collision Warning (FCW)', 'ForwardCollisionWarning'] },
  { label: '충돌 임박 자동 제동', names: ['Crash Imminent Braking (CIB)', 'CIB'] },
  { label: '긴급 제동 보조', names: ['Dynamic Brake Support (DBS)', 'DynamicBrakeSupport'] },
  {
    label: '보행자 자동 긴급 제동',
    names: ['Pedestrian Automatic Emergency Braking (PAEB)', 'PedestrianAutomaticEmergencyBraking'],
  },
  { label: '차선 이탈 경고', names: ['Lane Departure Warning (LDW)', 'LaneDepartureWarning'] },
  { label: '차선 유지 보조', names: ['Lane Keeping Assistance (LKA)', 'LaneKeepSystem'] },
  { label: '후측방 경고', names: ['Blind Spot Warning (BSW)', 'BlindSpotMon'] },
  { label: '어댑티브 크루즈 컨트롤', names: ['Adaptive Cruise Control (ACC)', 'AdaptiveCruiseControl'] },
  { label: '주간 주행등', names: ['Daytime Running Light (DRL)', 'DaytimeRunningLight'] },
  { label: '전조등 광원', names: ['Headlamp Light Source', 'LowerBeamHeadlampLightSource'] },
  {
    label: '상향등 자동 전환',
    names: ['Semiautomatic Headlamp Beam Switching', 'SemiautomaticHeadlampBeamSwitching'],
  },
  { label: '스마트키 시동', names: ['Keyless Ignition', 'KeylessIgnition'] },
  { label: '사고 기록 장치(EDR)', names: ['Event Data Recorder (EDR)', 'EDR'] },
];

// Lookup ignores case, spaces and punctuation, so 'model year', 'Model-Year' and 'MODELYEAR' all
// find the entry listed as 'Model Year' / 'ModelYear'.
export const vehicleAttributeKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const LABEL_BY_KEY: ReadonlyMap<string, string> = new Map(
  VEHICLE_ATTRIBUTE_LABELS.flatMap(({ label, names }) =>
    names.map((name) => [vehicleAttributeKey(name), label] as const),
  ),
);

/** Every listed English name, spaced and flat, with its Korean label. */
export const VEHICLE_ATTRIBUTE_LABEL_BY_NAME: Readonly<Record<string, string>> = Object.fromEntries(
  VEHICLE_ATTRIBUTE_LABELS.flatMap(({ label, names }) => names.map((name) => [name, label])),
);

/** The Korean label for an English vehicle-data label, or undefined when it is not in the table. */
export const vehicleAttributeLabel = (name: string): string | undefined =>
  LABEL_BY_KEY.get(vehicleAttributeKey(name));
