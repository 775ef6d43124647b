/**
 * Texts of the SPA's screens: shell, login, menu, dashboard, notifications. Owned by the SPA.
 * Placeholders use polyglot's %{name} syntax. Spec texts are verbatim.
 * The menu keys here are the menu's groups and chrome; an entity's menu label is its resources.<name>.menu.
 */
import { lists } from './lists';

export const ui = {
  login: {
    pageTitle: 'Sign in · Mystery Box Admin',
    brand: 'Mystery Box Admin',
    welcome: 'Welcome to Mystery Box Admin',
    tagline: 'Run your case-opening shop with fair odds: boxes, products, orders and payouts in one place.',
    fairOdds: 'Every box adds up to 100% odds, checked before it goes live.',
    heading: 'Sign in',
    subheading: 'Sign in with your admin account to continue.',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: 'Sign-in failed. Please try again.',
  },
  menu: {
    navigation: 'Main navigation',
    dashboard: 'Dashboard',
    warehouse: 'Warehouse',
    gameManagement: 'Game Management',
    profitManagement: 'Profit Management',
    teamManagement: 'Team Management',
    settings: 'Settings',
    expand: 'Expand %{group}',
    collapse: 'Collapse %{group}',
  },
  shell: {
    appName: 'Mystery Box Admin',
    loading: 'Loading…',
    enterFullScreen: 'Enter full screen',
    exitFullScreen: 'Exit full screen',
    openFriends: 'Show friends',
    closeFriends: 'Close friends',
    friendsTitle: 'Friends',
    friendsNote: 'Sample people, shown for decoration only.',
    online: 'Online',
    offline: 'Offline',
    profileMenu: 'Profile menu',
    profileMenuOf: 'Profile menu, %{name}',
    profile: 'Profile',
    logout: 'Logout',
    footer: '© %{year} Mystery Box Admin. All rights reserved.',
    breadcrumb: 'Breadcrumb',
    breadcrumbHome: 'Dashboard',
    sessionError: 'Your admin details could not be loaded.',
    retry: 'Retry',
  },
  stepUp: {
    title: 'Confirm it is you',
    intro: 'This action needs a recent proof that it is you. It then goes through, and others like it for 5 minutes.',
    password: 'Your password',
    code: 'Code from your authenticator app',
    recovery: 'Recovery code',
    useRecovery: 'Use a recovery code',
    useCode: 'Use the authenticator app',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  dashboard: {
    title: 'Dashboard',
    noAccess: 'Welcome to admin',
    welcome: 'Welcome back, %{name}!',
    summary: 'Here is a summary of your shop.',
    users: 'Users',
    products: 'Products',
    partners: 'Partners',
  },
  notifications: {
    /** shown while a save, a deletion or an action runs (core §4 "Toasts") */
    processing: 'Processing…',
    /** a failed call that carries no message of the server */
    failed: 'Something Went Wrong.',
    timeout: 'The server did not answer within %{seconds} seconds',
    network: 'The server could not be reached. Check your connection and try again.',
    badReply: 'The server sent a reply that could not be read (HTTP %{status}).',
    unknownResource: 'Unknown resource "%{resource}": no endpoints are declared for it.',
    unsupportedOperation: 'The resource "%{resource}" has no endpoint for %{operation}.',
    recordNotFound: 'No %{resource} record with id %{id}.',
  },
  /** the Delete of selected rows, the same on every list (core §2 "List behaviour", §8) */
  bulkDelete: {
    title: 'Delete',
    confirm: lists.confirmRemove,
    done: lists.bulkDeleted,
  },
} as const;
