/**
 * How a question's answer ended, for whoever sent it (the stream, the socket, an edit). Its own
 * module, so the socket path and the stream path share it without importing each other.
 */
export type StreamOutcome = 'done' | 'failed' | 'refused' | 'stopped' | 'dropped';
