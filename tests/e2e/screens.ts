/** Every screen of the admin with the text that says it has loaded (axe and the French sweep visit them all). */

async function api<T>(url: string, token: string, path: string): Promise<T> {
  const reply = await fetch(`${url}/api/admin/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await reply.json()) as T;
}

/** The ids the screens' URLs need (a box, a user, an order, a deposit, a product of the demo data). */
export async function screenIds(url: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@12345' }),
  });
  const { token } = (await login.json()) as { token: string };
  ids.box = (await api<{ box: { _id: string }[] }>(url, token, 'getBox')).box[0]._id;
  ids.user = (await api<{ userList: { _id: string }[] }>(url, token, 'getUserData')).userList[0]._id;
  ids.order = (await api<{ orders: { orderId: { _id: string } }[] }>(url, token, 'getOrders')).orders[0].orderId._id;
  ids.deposit = (await api<{ depositeTransactions: { _id: string }[] }>(url, token, 'getDepositeTransactions')).depositeTransactions[0]._id;
  const products = await fetch(`${url}/api/admin/getProduct`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ skip: 0, limit: 1 }),
  });
  ids.product = ((await products.json()) as { product: { _id: string }[] }).product[0]._id;
  return ids;
}

/** Each screen (ids filled in once the server is up) and the text that says it has loaded. */
export const screens: [string, string][] = [
  ['/dashboard', 'Total Boxes Unboxed'],
  ['/category-list', 'Category Details'],
  ['/create-category', 'Add Category'],
  ['/brand-list', 'Brand Details'],
  ['/create-brand', 'Submit'],
  ['/products/rarity-list', 'Rarity Details'],
  ['/products/add-raritylevel', 'Submit'],
  ['/products/list_product', 'Product List'],
  ['/products/create-product', 'Add Product'],
  ['/products/view-product/{product}', 'Product Detail'],
  ['/box-list', 'Boxes Details'],
  ['/create-box', 'Total odds'],
  ['/create-box?id={box}', 'Total odds'],
  ['/users/list-user', 'User Details'],
  ['/users/create-user', 'Submit'],
  ['/user-profile-details?id={user}', 'Transactions'],
  ['/order-management', 'Order Details'],
  ['/order-details?id={order}', 'Order Number'],
  ['/invoice-details?id={order}', 'Print'],
  ['/funds-management', 'Withdraw Details'],
  ['/boxpurchase-history', 'Purchase History'],
  ['/deposite-details?id={deposit}', 'Print'],
  ['/team-management', 'All Teams'],
  ['/addTeam', 'Submit'],
  ['/activityLog', 'Activity Logs'],
  ['/shippingManagement', 'Delivery Management'],
  ['/feedback', 'Feedback'],
  ['/winners-social-proof', 'Create Social Proof'],
  ['/create-social-proof', 'Create Video Proof'],
  ['/return-order', 'Show Details'],
  ['/settings?tab=profile', 'Update'],
  ['/settings?tab=changePassword', 'Update'],
  ['/settings?tab=preferences', 'Box Profit'],
  ['/reports/report', 'Reports'],
  ['/invoice', 'Invoice'],
];

/** A screen's URL path with its ids filled in. */
export function screenPath(template: string, ids: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);
}
