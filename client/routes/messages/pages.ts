// The private messages' pages, one chunk for the router to load on demand.
export { ConversationPage } from './ConversationPage';
export { InboxPage } from './InboxPage';
export { NewMessagePage } from './NewMessagePage';
