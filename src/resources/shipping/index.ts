/** Delivery methods (operations §2): one list with create, edit and delete dialogs. */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { canDeleteDelivery, canEditDelivery, canOpenDelivery, canRead } from '../../domain/permissions';
import { defineResource, lazyView } from '../descriptor';

export const shipping = defineResource({
  name: 'shipping',
  icon: LocalShippingIcon,
  labelKey: 'team.delivery.title',
  recordRepresentation: 'shippingName',
  access: ['Delivery'],
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
      labelKey: 'menu.delivery',
      access: 'Delivery',
      screen: 'list',
      visible: (roles) => canEditDelivery(roles) || canDeleteDelivery(roles) || canRead(roles, 'Delivery'),
    },
  ],
});
