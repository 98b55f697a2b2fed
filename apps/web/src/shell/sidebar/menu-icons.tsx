import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarcodeOutlined,
  BranchesOutlined,
  CarOutlined,
  ContainerOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  MobileOutlined,
  NotificationOutlined,
  QrcodeOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// menu_icon values of the menu table, by their Ant Design icon names.
const ICONS: Readonly<Record<string, ReactNode>> = {
  setting: <SettingOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  team: <TeamOutlined />,
  appstore: <AppstoreOutlined />,
  inbox: <InboxOutlined />,
  database: <DatabaseOutlined />,
  car: <CarOutlined />,
  notification: <NotificationOutlined />,
  shop: <ShopOutlined />,
  branches: <BranchesOutlined />,
  user: <UserOutlined />,
  qrcode: <QrcodeOutlined />,
  container: <ContainerOutlined />,
  apartment: <ApartmentOutlined />,
  home: <HomeOutlined />,
  barcode: <BarcodeOutlined />,
  mobile: <MobileOutlined />,
};

export const menuIcon = (name: string | null): ReactNode =>
  name ? (ICONS[name] ?? <FileTextOutlined />) : null;
