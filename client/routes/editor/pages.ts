// The editor's pages, one chunk for the router to load on demand.
export { CapitalEditorPage } from './CapitalEditorPage';
export { EditorListPage } from './EditorListPage';
export { MapEditorPage } from './MapEditorPage';
export { RegionEditPage } from './RegionEditPage';
export { TerritoryEditPage } from './TerritoryEditPage';
