import type { Role } from '@erp/domain';

// The demo menu of every role (SPEC §3, §6). Sections are menu_level 1, their items level 2;
// URLs are routes of shared/spec/routes.tsv. The web shows only items whose screen it has.
export type MenuSection = {
  title: string;
  icon: string;
  auth: Role;
  items: readonly (readonly [string, string])[];
};

export const MENU_SECTIONS: readonly MenuSection[] = [
  {
    title: '관리자',
    icon: 'setting',
    auth: 'admin',
    items: [
      ['관리자 메인', '/Admin/AdminMain'],
      ['페이지 접속 통계', '/Admin/PageAccessStats'],
      ['사용자 관리', '/Company/UserManage'],
      ['IP 관리', '/Company/Ip/IpManage'],
      ['연간 사용자 매출', '/Company/UserSellYear'],
      ['사용자 실적', '/Company/User/UserPerformance'],
      ['사용자 이익률', '/Company/User/UserProfitRate'],
      ['앱 배너 관리', '/Company/AppInfo/BannerManagement'],
      ['기사 정보', '/DeliveryManager/DriverManagement'],
      ['선결제 업체 주문 결제 정보', '/Company/Order/OrderPrePaymentConfirmList'],
      ['협회별 매출', '/Company/Association/AssociationByOrderList'],
      ['협회 포인트 기준', '/Company/Association/AssociationPointsBaseList'],
      ['거래처 분류별 단가 관리', '/Company/Customer/CustomerCategoryPrice'],
    ],
  },
  {
    title: '수주',
    icon: 'shopping-cart',
    auth: 'public',
    items: [
      ['수주 메모', '/Company/ObtainMemo'],
      ['수주 메모 목록', '/Company/Memo/ObtainMemoList'],
      ['수주 목록', '/Company/ObtainList'],
      ['통합 현황', '/Company/IntegratedStatus'],
      ['온라인 주문', '/Company/Order/OrderOnlineList'],
      ['취소 요청 목록', '/Company/Order/Cancel/OrderCancelInfoList'],
      ['취소 미확인 목록', '/Company/Order/Cancel/OrderCancelUnCheckList'],
      ['주문 검수', '/Company/Examination/Order/OrderExamination'],
      ['송장 목록', '/Company/Order/Waybill/OrderWaybillList'],
      ['거래처 원장', '/Company/CustomerLedger'],
      ['시간대별 매출', '/Company/Graph/HourlyGraph'],
    ],
  },
  {
    title: '거래처',
    icon: 'team',
    auth: 'public',
    items: [
      ['거래처 목록', '/Company/CustomerList'],
      ['거래처 등록', '/Company/Customer/CustomerRegistration'],
      ['거래처 간편 등록', '/Company/Customer/CustomerSimpleRegistration'],
      ['신규 거래처 확인', '/Company/Customer/CustInsertCheckList'],
      ['거래처 엑셀 등록', '/Company/Customer/CustExcelRegister'],
      ['거래처 사용자 목록', '/Company/Customer/CustomerUserList'],
      ['거래처 사용자 등록', '/Company/Customer/CustomerUserRegister'],
      ['사업자번호 조회 이력', '/Company/Customer/CustomerCompsnNoSearchHistory'],
      ['거래처 잔액', '/Company/Customer/CustomerBalanceList'],
      ['거래처 포인트', '/Company/Customer/CustomerPointList'],
    ],
  },
  {
    title: '품목',
    icon: 'appstore',
    auth: 'public',
    items: [
      ['품목 목록', '/Company/PartList'],
      ['품목 등록', '/Company/PartRegistration'],
      ['품목 엑셀 업로드', '/Company/PartExcelUpload'],
      ['브랜드', '/Company/Brand/PartBrandList'],
      ['품목 분류', '/Company/PartKindInfo'],
      ['세트 품목', '/Company/PartSetList'],
      ['매입처별 품목', '/Company/partSupplierList'],
      ['바코드', '/Company/Barcode/BarcodeMain'],
      ['차량 정보', '/CarInfo/CarDataInfo'],
    ],
  },
  {
    title: '매입',
    icon: 'inbox',
    auth: 'public',
    items: [
      ['매입 관리', '/PurchaseManager/PurchaseManagement'],
      ['매입 목록', '/PurchaseManager/PurchaseList'],
      ['매입 등록', '/PurchaseManager/PurchaseRegistration'],
      ['매입 검수', '/Company/Examination/Purchase/PurchaseExamination'],
      ['부족 재고', '/PurchaseManager/ShortageStock'],
      ['출금', '/PurchaseManager/PuchaseWithdrawal'],
    ],
  },
  {
    title: '재고',
    icon: 'database',
    auth: 'public',
    items: [
      ['재고 실사', '/Stock/StockSurvey'],
      ['재고 변경 기록', '/Stock/StockChangeRecordList'],
      ['적정 재고 계산', '/Stock/StockAppropriateCalculation'],
      ['창고 이동 목록', '/Warehouse/WarehouseMoveList'],
      ['창고 이동 등록', '/Examination/Request/Warehouse/WarehouseMoveRegister'],
    ],
  },
  {
    title: '배송',
    icon: 'car',
    auth: 'public',
    items: [
      ['배송 대기', '/DeliveryManager/DeliveryWaiting'],
      ['배송 완료', '/DeliveryManager/DeliveryCompletionNewList'],
      ['폐부품 회수', '/DeliveryManager/DriverOldPartPickup'],
      ['반품 회수', '/DeliveryManager/DriverReturnPickup'],
      ['배송 방법', '/DeliveryManager/DeliveryMethodList'],
      ['기사 급여', '/Driver/Salary/DriverSalary'],
      ['지급 확인', '/Driver/Provision/DriverProvisionConfirmationList'],
    ],
  },
  {
    title: '공지·자료',
    icon: 'notification',
    auth: 'public',
    items: [
      ['공지사항', '/Company/Notice/NoticeList'],
      ['공지 등록', '/Company/Notice/NoticeRegister'],
      ['자료실', '/Company/Datas/DataList'],
      ['연구 일지', '/Research/ResearchRecordList'],
      ['무진 공용 정보', '/Muzin/Public/MuzinPublicInfoList'],
      ['무진 개인 정보', '/Muzin/Individual/MuzinIndividualInfoList'],
      ['날씨', '/Weather/WeatherInfo'],
    ],
  },
  {
    title: '거래처 포털',
    icon: 'shop',
    auth: 'cust',
    items: [
      ['메인', '/Company/Customer/CustomerMain'],
      ['주문하기', '/Company/Customer/CustomerOrder'],
      ['장바구니', '/Company/Customer/CustomerShoppingBasket'],
      ['주문 내역', '/Company/Customer/CustomerOrderList'],
      ['차량 정보', '/Company/Customer/CustomerCarInfo'],
      ['내 정보', '/Company/Customer/CustomerUserInfo'],
    ],
  },
  {
    title: '서(지점)',
    icon: 'branches',
    auth: 'seo',
    items: [
      ['마이 페이지', '/Company/Seo/SeoMyPage'],
      ['수주 메모', '/Company/Seo/SeoObtainMemo'],
      ['수주 목록', '/Company/Seo/SeoObtainList'],
      ['부산 창고 이동', '/Company/Seo/SeoBusanWarehouseTransfer'],
      ['부산 창고 이동 목록', '/Company/Seo/SeoBusanWarehouseTransferList'],
      ['주문 취소 요청', '/Company/Seo/SeoOrderCancelRequest'],
    ],
  },
  {
    title: '외부 영업',
    icon: 'user',
    auth: 'external',
    items: [
      ['메인', '/Company/External/ExternalMain'],
      ['부품 주문', '/Company/External/ExternalPartOrder'],
      ['주문 목록', '/Company/External/ExternalOrderList'],
      ['폐부품 목록', '/Company/External/ExternalOldPartList'],
      ['주간 보고', '/Company/External/Report/ExternalWeekReportRegister'],
      ['내 정보', '/Company/External/ExternalInfo'],
    ],
  },
  {
    title: 'QR 고객',
    icon: 'qrcode',
    auth: 'client',
    items: [
      ['메인', '/Company/Client/ClientMain'],
      ['차량 부품', '/Company/Client/Car/ClientCarParts'],
      ['주문 목록', '/Company/Client/Order/ClientOrderList'],
      ['장바구니', '/Company/Client/Order/ClientShoppingBasket'],
      ['설정', '/Company/Client/ClientSettings'],
    ],
  },
  {
    title: '택배사',
    icon: 'container',
    auth: 'cirkep',
    items: [['경동 택배 메인', '/Company/Courier/Kyungdong/CourierKyungdongMain']],
  },
  {
    title: '매입 담당',
    icon: 'inbox',
    auth: 'purchase',
    items: [
      ['매입 메인', '/Purchase/PurchaseMobileMain'],
      ['발주', '/Purchase/PurchaseOrder'],
      ['발주 목록', '/Purchase/PurchaseOrderList'],
      ['반품', '/Purchase/PurchaseReturn'],
      ['반품 목록', '/Purchase/PurchaseReturnList'],
      ['가격 비교', '/Purchase/PurchasePriceComparison'],
    ],
  },
  ...(
    [
      ['HR', 'Hr'],
      ['AUTOREMAN', 'AutoReman'],
      ['TAEGYEONG', 'TaeGyeong'],
    ] as const
  ).map(
    ([auth, partner]): MenuSection => ({
      title: `${partner} 협력사`,
      icon: 'apartment',
      auth,
      items: [
        ['상품 목록', `/Outsourcing/${partner}/Product/${partner}ProductList`],
        ['주문 요청 등록', `/Outsourcing/${partner}/Order/${partner}OrderRequestRegistration`],
        ['주문 요청 목록', `/Outsourcing/${partner}/Order/${partner}OrderRequestList`],
        ['발주 등록', `/Outsourcing/${partner}/Purchase/${partner}PurchaseOrderRegistration`],
        ['발주 목록', `/Outsourcing/${partner}/Purchase/${partner}PurchaseOrderList`],
        ['송장 목록', `/Outsourcing/${partner}/Order/${partner}WaybliiList`],
        ['AS 목록', `/Outsourcing/${partner}/As/AsList`],
      ],
    }),
  ),
  {
    title: '모비스 협력사',
    icon: 'apartment',
    auth: 'SHINMYEONG',
    items: [
      ['매출 등록', '/Outsourcing/mobis/order/orderRegister'],
      ['매출 목록', '/Outsourcing/mobis/order/orderList'],
      ['예약 목록', '/Outsourcing/mobis/order/mobisRsvList'],
    ],
  },
];

/** Admin menus granted to one demo staff user, as SPEC §6 describes the fall-through extras. */
export const DEMO_GRANTED_URLS = [
  '/Company/AppInfo/BannerManagement',
  '/DeliveryManager/DriverManagement',
  '/Company/Order/OrderPrePaymentConfirmList',
  '/Company/Association/AssociationByOrderList',
  '/Company/Association/AssociationPointsBaseList',
  '/Company/Customer/CustomerCategoryPrice',
] as const;
