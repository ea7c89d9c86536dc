/**
 * A minimal text/event-stream reader: it hands over each event's data (several `data:` lines
 * are joined with a newline) and ignores comments and other fields. Chunks may split a line
 * anywhere, so the incomplete tail is kept until the next chunk.
 */
export function createSseParser(onData: (data: string) => void) {
  let buffer = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length) onData(data.join('\n'));
    data = [];
  };

  const line = (raw: string) => {
    if (raw === '') return dispatch();
    if (raw.startsWith(':')) return;
    const colon = raw.indexOf(':');
    const field = colon === -1 ? raw : raw.slice(0, colon);
    const value = colon === -1 ? '' : raw.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      let end = buffer.indexOf('\n');
      while (end !== -1) {
        line(buffer.slice(0, end).replace(/\r$/, ''));
        buffer = buffer.slice(end + 1);
        end = buffer.indexOf('\n');
      }
    },
    /** The body ended: a last event without its blank line still counts. */
    end() {
      if (buffer) line(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}
