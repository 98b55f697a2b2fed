import type { AccountKind, Role } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { accounts } from '../platform/auth/account.table.js';
import { hashPassword } from '../platform/auth/password.js';
import type { Db } from '../platform/db/database.js';
import { menuGrants, menuItems } from '../platform/menu/menu.table.js';
import { syncMenu } from '../platform/menu/menu-sync.service.js';
import { seedDemoAssociations } from './association.seed.js';
import { seedDemoClients } from './client-portal.seed.js';
import { seedDemoBatteryUnits, seedDemoConsignments } from './consignment.seed.js';
import { seedDemoCourierPortal } from './courier-portal.seed.js';
import { seedBulkCustomers, seedDemoCustomers, seedDistrictGroups } from './customer.seed.js';
import { seedDemoDeposits } from './customer-money.seed.js';
import { seedDemoCustomerPortal } from './customer-portal.seed.js';
import { seedDemoDeliveries } from './delivery.seed.js';
import { seedDemoDirectExaminations } from './direct-examination.seed.js';
import { seedDemoDriverPay } from './driver-pay.seed.js';
import { seedDemoExternal } from './external.seed.js';
import { seedDemoFreightCosts } from './freight-cost.seed.js';
import { seedDemoNotices } from './notice.seed.js';
import { seedOldPartPaybacks } from './old-part.seed.js';
import { seedDemoOnlineOrders } from './online-order.seed.js';
import { seedDemoOutsourcing } from './outsourcing.seed.js';
import { seedParts } from './part.seed.js';
import { seedDemoPurchases } from './purchase.seed.js';
import { seedPurchaseAnalysisDemo } from './purchase-analysis.seed.js';
import { seedDemoArrivalExamination } from './purchase-examination.seed.js';
import { seedDemoPurchaseOrders } from './purchase-order.seed.js';
import { seedDemoPurchaseReturns } from './purchase-return.seed.js';
import { seedCompanyAndWarehouses, seedOpeningStock } from './sales.seed.js';
import { seedDemoSeo } from './seo.seed.js';
import { seedDemoStockCounts } from './stock-count.seed.js';
import { seedProperStockDemo } from './stock-proper.seed.js';
import { seedDemoSupplierMoney } from './supplier-money.seed.js';
import { seedDemoWarehouseMoves } from './warehouse-move.seed.js';

export const DEMO_PASSWORD = 'demo1234!';

export type DemoAccount = {
  loginId: string;
  name: string;
  kind: AccountKind;
  role: Role;
  customerCode?: string;
  partnerCode?: string;
  loginPage: string;
};

// One account per role and login page (README lists them). Deterministic: same rows every run.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { loginId: 'admin', name: '관리자', kind: 'staff', role: 'admin', loginPage: '/Company/Login' },
  { loginId: 'staff', name: '김직원', kind: 'staff', role: 'public', loginPage: '/Company/Login' },
  { loginId: 'staff2', name: '이검수', kind: 'staff', role: 'public', loginPage: '/Company/Login' },
  { loginId: 'driver', name: '박기사', kind: 'mobile', role: 'public', loginPage: '/Company/MobileLogin' },
  {
    loginId: 'cust',
    name: '한빛카센터 사용자',
    kind: 'customer',
    role: 'cust',
    customerCode: 'C000001',
    loginPage: '/Company/CustomerLogin',
  },
  {
    loginId: 'cust2',
    name: '대성모터스 사용자',
    kind: 'customer',
    role: 'cust',
    customerCode: 'C000002',
    loginPage: '/Company/CustomerLogin',
  },
  {
    loginId: 'purchase',
    name: '최매입',
    kind: 'purchase',
    role: 'purchase',
    loginPage: '/Company/PurchaseLogin',
  },
  {
    loginId: 'external',
    name: '정영업',
    kind: 'external',
    role: 'external',
    loginPage: '/Company/External/ExternalSystemLogin',
  },
  {
    loginId: 'seo',
    name: '서지점 담당',
    kind: 'seo',
    role: 'seo',
    partnerCode: 'SEO',
    loginPage: '/Company/Seo/SeoLogin',
  },
  {
    loginId: 'client',
    name: 'QR 고객',
    kind: 'client',
    role: 'client',
    loginPage: '/Company/Client/ClientLogin',
  },
  {
    loginId: 'courier',
    name: '경동택배 담당',
    kind: 'courier',
    role: 'cirkep',
    partnerCode: 'KYUNGDONG',
    loginPage: '/Company/Courier/CourierLogin',
  },
  { loginId: 'hr', name: 'HR 담당', kind: 'hr', role: 'HR', partnerCode: 'HR', loginPage: '/Hr/HrLogin' },
  {
    loginId: 'autoreman',
    name: '오토리맨 담당',
    kind: 'autoreman',
    role: 'AUTOREMAN',
    partnerCode: 'AUTOREMAN',
    loginPage: '/AutoReman/AutoRemanLogin',
  },
  {
    loginId: 'taegyeong',
    name: '태경 담당',
    kind: 'taegyeong',
    role: 'TAEGYEONG',
    partnerCode: 'TAEGYEONG',
    loginPage: '/TaeGyeong/TaeGyeongLogin',
  },
  {
    loginId: 'mobis',
    name: '모비스 담당',
    kind: 'mobis',
    role: 'SHINMYEONG',
    partnerCode: 'MOBIS',
    loginPage: '/mobis/mobisLogin',
  },
];

/** Admin menus granted to one demo staff user, as SPEC §6 describes the fall-through extras. */
const DEMO_GRANTED_URLS = [
  '/Company/AppInfo/BannerManagement',
  '/DeliveryManager/DriverManagement',
  '/Company/Order/OrderPrePaymentConfirmList',
  '/Company/Association/AssociationByOrderList',
  '/Company/Association/AssociationPointsBaseList',
  '/Company/Customer/CustomerCategoryPrice',
] as const;

/** Loads the demo data once: does nothing when any account exists already. */
export const seedDemo = async (db: Db, options: { scale?: 'demo' | 'large' } = {}): Promise<boolean> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const adminId = await db.transaction(async (tx) => {
    await tx.insert(accounts).values(
      DEMO_ACCOUNTS.map((a) => ({
        loginId: a.loginId,
        name: a.name,
        kind: a.kind,
        role: a.role,
        passwordHash,
        customerCode: a.customerCode ?? null,
        partnerCode: a.partnerCode ?? null,
      })),
    );
    await syncMenu(tx);
    // The demo 'staff' user is in the fall-through group with the extra menus of SPEC §6 (those
    // whose screens are built: the menu has an item only for a catalogued screen).
    await tx.execute(sql`
      insert into ${menuGrants} (account_id, menu_idx)
      select a.id, m.menu_idx from ${accounts} a
      join ${menuItems} m on m.menu_url in (${sql.join(
        DEMO_GRANTED_URLS.map((u) => sql`${u}`),
        sql`, `,
      )}) and m.menu_auth = 'admin'
      where a.login_id = 'staff'
      on conflict do nothing`);
    await seedDistrictGroups(tx);
    const [admin] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`${accounts.loginId} = 'admin'`);
    await seedDemoCustomers(tx, admin?.id ?? null);
    await seedParts(tx, admin?.id ?? null, options.scale);
    await seedOldPartPaybacks(tx);
    await seedCompanyAndWarehouses(tx);
    await seedOpeningStock(tx, admin?.id ?? null);
    await seedDemoNotices(tx);
    await seedDemoExternal(tx);
    if (options.scale === 'large') {
      await seedBulkCustomers(tx, 100_000);
      // Bulk accounts for benchmarks: one hash shared, generated in the database in one statement.
      await tx.execute(sql`
        insert into ${accounts} (login_id, name, kind, role, password_hash, customer_code)
        select 'cust' || lpad(g::text, 6, '0'), '거래처 사용자 ' || g, 'customer', 'cust', ${passwordHash},
               'C' || lpad(g::text, 6, '0')
        from generate_series(1, 20000) g
        on conflict do nothing`);
    }
    return admin?.id ?? null;
  });
  // After the base data: the purchase service opens its own transactions.
  await seedDemoPurchases(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoArrivalExamination(db, { accountId: adminId, loginId: 'admin' });
  await seedPurchaseAnalysisDemo(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoPurchaseReturns(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoSupplierMoney(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoPurchaseOrders(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoWarehouseMoves(db, { accountId: adminId, loginId: 'admin' });
  await seedProperStockDemo(db, adminId);
  await seedDemoConsignments(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoBatteryUnits(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoStockCounts(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoFreightCosts(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoDirectExaminations(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoDeliveries(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoDeposits(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoSeo(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoClients(db);
  await seedDemoCustomerPortal(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoCourierPortal(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoOutsourcing(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoAssociations(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoOnlineOrders(db, { accountId: adminId, loginId: 'admin' });
  await seedDemoDriverPay(db, { accountId: adminId, loginId: 'admin' });
  return true;
};
