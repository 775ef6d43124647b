/** /orderDetails (route table, no screen of its own): the order details screen, query kept (docs/api.md). */
import { Navigate, useLocation } from 'react-router-dom';
import { linkTo } from '../../layout/descriptor';
import { orders } from '.';

export function OrderDetailsAlias() {
  const { search, hash } = useLocation();
  return <Navigate to={`${linkTo(orders, 'show')}${search}${hash}`} replace />;
}
