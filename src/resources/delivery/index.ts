/** Delivery methods (operations §2): one list with create, edit and delete dialogs. */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { canOpenDelivery } from '../../domain/permissions';
import { defineResource, lazyView } from '../../layout/descriptor';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';

export const delivery = defineResource({
  name: 'delivery',
  icon: LocalShippingIcon,
  labelKey: 'resources.delivery.title',
  recordRepresentation: 'shippingName',
  access: ['Delivery'],
  toasts: OPERATIONS_TOASTS,
  screens: {
    // Delivery, plus writePreferences / delPreferences which the delivery action gates accept.
    list: {
      path: '/shippingManagement',
      view: lazyView(
        () => import('./DeliveryList'),
        (m) => m.DeliveryList,
      ),
      gate: { modules: ['Delivery'], allows: canOpenDelivery },
    },
  },
  menu: [
    {
      key: 'delivery',
      order: 70,
      labelKey: 'resources.delivery.menu',
      access: 'Delivery',
      screen: 'list',
      // whoever may open the list: read of Delivery, or a delivery action gate
      visible: canOpenDelivery,
    },
  ],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getAllShippingData', replyKey: 'shippingData', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getShippingDetailById?shippingId={id}', replyKey: 'shippingData' },
    create: { method: 'POST', path: 'api/admin/createShipping', replyKey: 'data' },
    update: { method: 'PUT', path: 'api/admin/updateShippingDelivery', replyKey: 'data' },
    delete: { method: 'DELETE', path: 'api/admin/RemoveDeliveryMethod/{id}' },
    deleteMany: { method: 'DELETE', path: 'api/admin/deleteSelectedDeliveryMethod' },
    toBody: (data, mode) =>
      mode === 'update' ? { id: String(data.id ?? data._id), shippingName: data.shippingName } : { shippingName: data.shippingName },
  },
});
