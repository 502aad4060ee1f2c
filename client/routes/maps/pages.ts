// The map pages (list, display, region bonus tool), one chunk for the router to load on demand.
export { MapDisplayPage } from './MapDisplayPage';
export { MapListPage } from './MapListPage';
export { RegionBonusPage } from './RegionBonusPage';
