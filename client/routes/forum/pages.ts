// The forum's pages, one chunk for the router to load on demand (BBCode parsing among them).
export { CategoryPage } from './CategoryPage';
export { ForumIndexPage } from './ForumIndexPage';
export { ReportsPage } from './ReportsPage';
export { SearchPage } from './SearchPage';
export { TopicPage } from './TopicPage';
export { BBCodeFormatterPage } from '../tools/BBCodeFormatterPage';
