// The staff pages (moderator panel, user admin, role settings, hack panel): one chunk for the
// router to load on demand.
export { ModPanelPage } from './ModPanelPage';
export { UserAdminPage } from './UserAdminPage';
export { PermissionsPage } from '../admin/PermissionsPage';
export { HackPanelPage } from '../admin/HackPanelPage';
