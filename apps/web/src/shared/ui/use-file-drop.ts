import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';

/**
 * A drop zone for one file that is also a button opening the file picker (so Enter and Space
 * work): spread `zone` on the <button> and `picker` on a hidden <input type="file">. `dragging`
 * is true while a file is held over the zone. The picker is emptied after each choice, so the
 * same file can be chosen again.
 */
export function useFileDrop(onFile: (file: File) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const zone = {
    type: 'button' as const,
    onClick: () => input.current?.click(),
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file) onFile(file);
    },
  };
  const picker = {
    ref: input,
    type: 'file' as const,
    hidden: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (file) onFile(file);
    },
  };
  return { dragging, zone, picker };
}
