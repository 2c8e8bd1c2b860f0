// bench/ is no workspace package, so socket.io-client (an api dev dependency) does not resolve from there: the
// benchmark's display sockets come through here, as its queries come through the api's own modules.
export { io, type Socket } from 'socket.io-client';
