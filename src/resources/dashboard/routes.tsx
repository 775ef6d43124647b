/** The dashboard area's routes, included by src/App.tsx: the Reports and Invoice list demo screens. */
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { INVOICE_LIST_PATH, InvoiceListPage } from './InvoiceListPage';
import { REPORTS_PATH, ReportsPage } from './ReportsPage';

export const dashboardRoutes = (
  <CustomRoutes>
    <Route path={REPORTS_PATH} element={<ReportsPage />} />
    <Route path={INVOICE_LIST_PATH} element={<InvoiceListPage />} />
  </CustomRoutes>
);
