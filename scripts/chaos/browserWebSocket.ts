/**
 * Gives @colyseus/sdk, which takes the global WebSocket when it loads (else the `ws` package),
 * a WebSocket that closes after a failed connection as browsers do. Node 22's own (undici) only
 * fires `error` then, and stays CONNECTING (nodejs/undici#3546): the SDK's reconnection waits for
 * that close to try again, so a room bot whose process had died never came back, where the
 * browser's play screen gets the close, tries again, and then rejoins. Import before the SDK.
 */
import { WebSocket } from 'ws';

globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;
