// The files chosen at /upload-docs wait here, by a random id, between the file input and the upload call: a File is
// not serialisable and may carry a name, so it never enters an action or the store. The saga looks at a file's size,
// the call takes it to send; a file refused before it is sent is dropped.
const chosen = new Map<string, File>();

export function holdFile(file: File): string {
  const id = crypto.randomUUID();
  chosen.set(id, file);
  return id;
}

/** The file held under `id`, left there. */
export function heldFile(id: string): File | undefined {
  return chosen.get(id);
}

/** The file held under `id`, given once (the upload takes it). */
export function takeFile(id: string): File | undefined {
  const file = chosen.get(id);
  chosen.delete(id);
  return file;
}

/** Forgets the file held under `id` (refused before it was sent). */
export function dropFile(id: string): void {
  chosen.delete(id);
}
