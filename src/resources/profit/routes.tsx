/** The profit area's <Resource>s and <CustomRoutes>, included by src/App.tsx. */
import { lazy } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';

const OrderList = lazy(() => import('../orders/OrderList').then((m) => ({ default: m.OrderList })));
const WithdrawalList = lazy(() => import('../withdrawals/WithdrawalList').then((m) => ({ default: m.WithdrawalList })));
const PurchaseHistoryPage = lazy(() => import('../purchaseHistory/PurchaseHistoryPage').then((m) => ({ default: m.PurchaseHistoryPage })));
const OrderDetailsPage = lazy(() => import('../../custom/orderDetails/OrderDetailsPage').then((m) => ({ default: m.OrderDetailsPage })));
const OrderInvoicePage = lazy(() => import('../../custom/invoices/OrderInvoicePage').then((m) => ({ default: m.OrderInvoicePage })));
const DepositInvoicePage = lazy(() => import('../../custom/invoices/DepositInvoicePage').then((m) => ({ default: m.DepositInvoicePage })));

/** /orderDetails (route table, no screen of its own): the order detail screen, query kept (docs/api.md). */
function OrderDetailsAlias() {
  const { search, hash } = useLocation();
  return <Navigate to={`/order-details${search}${hash}`} replace />;
}

export const profitRoutes = (
  <>
    <Resource name="orders" />
    <Resource name="withdrawals" />
    <Resource name="purchaseHistory" />
    <Resource name="deposits" />
    <CustomRoutes>
      <Route path="/order-management" element={<OrderList />} />
      <Route path="/order-details" element={<OrderDetailsPage />} />
      <Route path="/orderDetails" element={<OrderDetailsAlias />} />
      <Route path="/invoice-details" element={<OrderInvoicePage />} />
      <Route path="/funds-management" element={<WithdrawalList />} />
      <Route path="/boxpurchase-history" element={<PurchaseHistoryPage />} />
      <Route path="/deposite-details" element={<DepositInvoicePage />} />
    </CustomRoutes>
  </>
);
