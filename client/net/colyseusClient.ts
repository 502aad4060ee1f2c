// What the client uses of @colyseus/sdk, the module ./colyseus.ts loads on demand: importing the
// package itself that way would keep all of its exports in the chunk.
export { Client } from '@colyseus/sdk';
