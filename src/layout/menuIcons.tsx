/** An icon for each menu entry key of src/domain/permissions/menu.ts. */
import type { ReactElement } from 'react';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddBoxIcon from '@mui/icons-material/AddBox';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CategoryIcon from '@mui/icons-material/Category';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DiamondIcon from '@mui/icons-material/Diamond';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FeedbackIcon from '@mui/icons-material/Feedback';
import GroupIcon from '@mui/icons-material/Group';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import PaidIcon from '@mui/icons-material/Paid';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SellIcon from '@mui/icons-material/Sell';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import WarehouseIcon from '@mui/icons-material/Warehouse';

const ICONS: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  warehouse: <WarehouseIcon />,
  category: <CategoryIcon />,
  productList: <Inventory2Icon />,
  addProduct: <AddBoxIcon />,
  rarity: <DiamondIcon />,
  brand: <SellIcon />,
  gameManagement: <SportsEsportsIcon />,
  box: <CardGiftcardIcon />,
  users: <PeopleIcon />,
  profitManagement: <PaidIcon />,
  withdraws: <AccountBalanceWalletIcon />,
  orders: <ShoppingCartIcon />,
  purchaseHistory: <ReceiptLongIcon />,
  teamManagement: <GroupsIcon />,
  team: <GroupIcon />,
  activityLog: <HistoryIcon />,
  delivery: <LocalShippingIcon />,
  feedback: <FeedbackIcon />,
  socialProof: <EmojiEventsIcon />,
  returnOrders: <AssignmentReturnIcon />,
  settings: <SettingsIcon />,
  profile: <PersonIcon />,
  changePassword: <LockIcon />,
};

const FALLBACK_ICON = <ChevronRightIcon />;

export function menuIcon(key: string): ReactElement {
  return ICONS[key] ?? FALLBACK_ICON;
}
